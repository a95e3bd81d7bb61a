import CCairo
import CJPEG
import Foundation
@_spi(Rendering) import OpenUIKit

/// OpenUIKit's bitmap seam on Cairo: image contexts over image surfaces, view trees painted into
/// a context by the layer painter the renderer itself uses, and PNG (Cairo) and JPEG
/// (libjpeg-turbo) encoding.
final class CairoBitmapRenderer: BitmapRendering {
    static let shared = CairoBitmapRenderer()

    func makeBitmapContext(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, opaque: Bool) -> BitmapContext? {
        guard let surface = Surface(width: pixelWidth, height: pixelHeight) else { return nil }
        if opaque {
            cairo_set_source_rgb(surface.cr, 0, 0, 0)
            cairo_paint(surface.cr)
        }
        let backend = CairoContextBackend(cr: surface.cr)
        let context = CGContext(backend: backend, baseTransform: CGAffineTransform(scaleX: scale, y: scale))
        // The snapshot keeps the surface alive as long as the context is.
        return BitmapContext(context: context, scale: scale) { surface.snapshot() }
    }

    @MainActor
    func render(_ layer: CALayer, in context: CGContext) -> Bool {
        guard let backend = context.backend as? CairoContextBackend, let cr = backend.drawingContext else {
            return false
        }
        guard let clip = Self.deviceClip(cr) else { return false }
        let base = CGAffineTransform(translationX: -layer.bounds.minX, y: -layer.bounds.minY).concatenating(context.ctm)
        cairo_save(cr)
        LayerPainter(cr: cr, clip: clip).paint(layer, parent: base, isRoot: true)
        cairo_restore(cr)
        return true
    }

    /// The device-space area a layer painted into `cr` can show: an image surface's pixels, or
    /// a vector surface's (a PDF page's) clip; nil when there is none.
    private static func deviceClip(_ cr: OpaquePointer) -> PixelRect? {
        let target = cairo_get_target(cr)
        if cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
            let width = Int32(cairo_image_surface_get_width(target))
            let height = Int32(cairo_image_surface_get_height(target))
            return width > 0 && height > 0 ? PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) : nil
        }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let limit = Double(RenderedImage.maximumDimension)
        func clamp(_ value: Double) -> Int32 { Int32(min(max(value, -limit), limit)) }
        let clip = PixelRect(
            minX: clamp(x1.rounded(.down)), minY: clamp(y1.rounded(.down)), maxX: clamp(x2.rounded(.up)),
            maxY: clamp(y2.rounded(.up)))
        return clip.maxX > clip.minX && clip.maxY > clip.minY ? clip : nil
    }

    func encode(_ bitmap: any DecodedBitmap, as format: EncodedImage.Format, quality: CGFloat) -> Data? {
        guard bitmap.pixelWidth > 0, bitmap.pixelHeight > 0 else { return nil }
        switch format {
        case .png:
            guard let surface = Surface(width: bitmap.pixelWidth, height: bitmap.pixelHeight) else { return nil }
            surface.copyPixels(from: bitmap)
            return RenderedImage.encodePNG(surface.surface)
        case .jpeg:
            return bitmap.withUnsafePixels { pixels, bytesPerRow -> Data? in
                guard let base = pixels.bindMemory(to: UInt8.self).baseAddress else { return nil }
                var output: UnsafeMutablePointer<UInt8>?
                var size: UInt = 0
                var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
                let status = openuikit_jpeg_encode(
                    base, Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight), Int32(bytesPerRow),
                    Int32((quality * 100).rounded()), &output, &size, &message)
                guard status == Int32(OPENUIKIT_JPEG_OK), let output else { return nil }
                defer { free(output) }
                return Data(bytes: output, count: Int(size))
            }
        case .gif:
            return nil
        }
    }

    /// An ARGB32 image surface and a Cairo context on it, destroyed together.
    private final class Surface: @unchecked Sendable {
        // @unchecked: used on the thread that draws into it, as an image context is.
        let surface: OpaquePointer
        let cr: OpaquePointer

        init?(width: Int, height: Int) {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
                return nil
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
                cairo_surface_destroy(surface)
                return nil
            }
            self.surface = surface
            self.cr = cr
        }

        deinit {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }

        /// A copy of the pixels drawn so far, as a bitmap of its own.
        func snapshot() -> (any DecodedBitmap)? {
            cairo_surface_flush(surface)
            let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
            guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
                let copier = cairo_create(copy)
            else { return nil }
            cairo_set_source_surface(copier, surface, 0, 0)
            cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
            cairo_paint(copier)
            cairo_destroy(copier)
            return CairoImageBitmap(adopting: copy)
        }

        func copyPixels(from bitmap: any DecodedBitmap) {
            guard let data = cairo_image_surface_get_data(surface) else { return }
            let stride = Int(cairo_image_surface_get_stride(surface))
            bitmap.withUnsafePixels { pixels, bytesPerRow in
                for row in 0..<bitmap.pixelHeight {
                    let source = pixels.baseAddress!.advanced(by: row * bytesPerRow)
                    (data + row * stride).update(
                        from: source.assumingMemoryBound(to: UInt8.self), count: bitmap.pixelWidth * 4)
                }
            }
            cairo_surface_mark_dirty(surface)
        }
    }
}
