import CCairo
import Foundation
import OpenUIKit

/// Decoded pixels as the Cairo image surface they are drawn from (ARGB32, premultiplied), kept
/// by the `CGImage` that asked for them, so every view showing an image draws from one surface.
final class CairoImageBitmap: DecodedBitmap, @unchecked Sendable {
    // @unchecked: the surface's pixels never change after decoding, and Cairo counts references
    // atomically.
    let surface: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int
    /// The pixels as drawn much smaller (`CairoImagePainter`).
    let renditions = ScaledRenditions()

    /// Takes over `surface` (an image surface in any format; other than ARGB32 is converted).
    /// Nil when it is in an error state or cannot be converted.
    init?(adopting surface: OpaquePointer) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        var argb = surface
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
            defer { cairo_surface_destroy(surface) }
            guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
            guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(copy) else {
                cairo_surface_destroy(copy)
                return nil
            }
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            argb = copy
        }
        cairo_surface_flush(argb)
        self.surface = argb
        pixelWidth = Int(width)
        pixelHeight = Int(height)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    func withUnsafePixels<Result>(_ body: (UnsafeRawBufferPointer, Int) throws -> Result) rethrows -> Result {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)
        return try body(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : stride * pixelHeight), stride)
    }

    /// A surface for any decoder's bitmap: this class's own, or a copy of another's pixels
    /// (the caller destroys the copy).
    static func surface(for bitmap: any DecodedBitmap) -> (surface: OpaquePointer, isCopy: Bool)? {
        if let cairo = bitmap as? CairoImageBitmap { return (cairo.surface, false) }
        let width = bitmap.pixelWidth, height = bitmap.pixelHeight
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
            let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        let targetStride = Int(cairo_image_surface_get_stride(copy))
        let copied = bitmap.withUnsafePixels { pixels, stride -> Bool in
            guard let base = pixels.baseAddress, stride >= width * 4, pixels.count >= stride * (height - 1) + width * 4
            else { return false }
            for y in 0..<height { memcpy(target + y * targetStride, base + y * stride, width * 4) }
            return true
        }
        guard copied else {
            cairo_surface_destroy(copy)
            return nil
        }
        cairo_surface_mark_dirty(copy)
        return (copy, true)
    }
}
