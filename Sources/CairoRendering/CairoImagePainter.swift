import CCairo
import Foundation
@_spi(Rendering) import OpenUIKit

/// Paints a `CGImage` on a Cairo context: its decoded surface (a part of it for a crop) as a
/// pattern through the image's transform, inside the image's rectangle with its edge pixels
/// padded outwards (so a scaled image keeps sharp edges), or repeated for tiling; a tinted image
/// paints its colour through the pixels' alpha.
enum CairoImagePainter {
    /// Off only in the test that checks a rendition draws what the straight path draws.
    nonisolated(unsafe) static var drawsFromScaledRenditions = true

    /// `transform` takes the image's pixels to device space; the context's matrix is identity
    /// afterwards, inside the caller's save. `quality` `.none` samples the nearest pixel
    /// (`CAIRO_FILTER_NEAREST`, a layer's `.nearest` filter), `.low` blends the nearest four.
    static func paint(
        _ image: CGImage, on cr: OpaquePointer, transform: CGAffineTransform, tiled: Bool, alpha: CGFloat,
        quality: CGInterpolationQuality = .default
    ) {
        guard let source = image.renderingSource, CairoGeometry.isUsable(transform),
            let (bitmapSurface, isCopy) = CairoImageBitmap.surface(for: source.bitmap)
        else { return }
        defer { if isCopy { cairo_surface_destroy(bitmapSurface) } }
        let isWhole =
            source.x == 0 && source.y == 0 && source.width == source.bitmap.pixelWidth
            && source.height == source.bitmap.pixelHeight
        // Much smaller, upright and on whole device pixels: drawn from a copy made once at that
        // scale (`ScaledRenditions`).
        let rendition =
            drawsFromScaledRenditions && quality != .none && quality != .low && isWhole && !tiled
                && isShrinkingOnPixelGrid(transform)
            ? (source.bitmap as? CairoImageBitmap)?.renditions.surface(
                of: bitmapSurface, width: source.width, height: source.height,
                scaleX: Double(transform.a), scaleY: Double(transform.d))
            : nil
        guard
            let surface = rendition
                ?? (isWhole
                    ? cairo_surface_reference(bitmapSurface)
                    : part(
                        of: bitmapSurface, x: source.x, y: source.y, width: source.width, height: source.height,
                        copying: tiled))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let toSurface = rendition == nil ? transform : CGAffineTransform(translationX: transform.tx, y: transform.ty)
        var toPattern = CairoGeometry.matrix(toSurface.inverted())
        cairo_pattern_set_matrix(pattern, &toPattern)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter(for: quality, toSurface: toSurface))

        if !tiled {
            CairoGeometry.setMatrix(cr, transform)
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(source.width), Double(source.height))
            cairo_identity_matrix(cr)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        let opacity = CairoGeometry.clamp(Double(alpha))
        if let fill = source.fillColor {
            CairoGeometry.setSource(cr, fill, alpha: CGFloat(opacity))
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// Nearest for `.none` and wherever one pixel lands on one device pixel; bilinear for `.low`;
    /// Cairo's good filter otherwise.
    private static func filter(for quality: CGInterpolationQuality, toSurface: CGAffineTransform) -> cairo_filter_t {
        if quality == .none || isPixelExact(toSurface) { return CAIRO_FILTER_NEAREST }
        return quality == .low ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD
    }

    /// A crop: a view onto the pixels, or a copy of them for tiling (Cairo repeats a whole
    /// surface, not a window onto one).
    private static func part(
        of surface: OpaquePointer, x: Int, y: Int, width: Int, height: Int, copying: Bool
    ) -> OpaquePointer? {
        guard copying else {
            return cairo_surface_create_for_rectangle(surface, Double(x), Double(y), Double(width), Double(height))
        }
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, -Double(x), -Double(y))
        cairo_paint(cr)
        cairo_destroy(cr)
        return copy
    }

    /// Scaled to under half its size on an axis, unrotated, placed on whole device pixels.
    private static func isShrinkingOnPixelGrid(_ t: CGAffineTransform) -> Bool {
        t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 && (t.a < 0.5 || t.d < 0.5) && t.tx == t.tx.rounded()
            && t.ty == t.ty.rounded()
    }

    /// One pixel to one device pixel, on whole pixels: sampled as it is, with no smoothing.
    private static func isPixelExact(_ t: CGAffineTransform) -> Bool {
        t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == t.tx.rounded() && t.ty == t.ty.rounded()
    }
}
