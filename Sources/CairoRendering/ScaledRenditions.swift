import CCairo
import Foundation

/// Copies of a bitmap scaled down by the factors it is drawn at, each made once. A big image
/// shown much smaller (a photo in a thumbnail, one star image in a row of five) costs a filter
/// pass over its pixels at every draw; from a copy of the drawn size it costs a copy. The last
/// few scales are kept, with the bitmap.
final class ScaledRenditions: @unchecked Sendable {
    // @unchecked: `kept` is read and written under `lock` only; the surfaces are never changed
    // once made, and Cairo counts references atomically.
    private let lock = NSLock()
    private var kept: [(scaleX: Double, scaleY: Double, surface: OpaquePointer)] = []
    private static let limit = 4

    var count: Int { lock.withLock { kept.count } }

    deinit {
        for rendition in kept { cairo_surface_destroy(rendition.surface) }
    }

    /// `source` (`width` × `height` pixels) scaled by `scaleX`, `scaleY` into a surface of the
    /// whole pixels that covers; a new reference the caller destroys. Nil when it cannot be made.
    func surface(of source: OpaquePointer, width: Int, height: Int, scaleX: Double, scaleY: Double) -> OpaquePointer? {
        if let found = lock.withLock({ kept.first { $0.scaleX == scaleX && $0.scaleY == scaleY }?.surface }) {
            return cairo_surface_reference(found)
        }
        guard let surface = Self.shrink(source, width: width, height: height, scaleX: scaleX, scaleY: scaleY) else {
            return nil
        }
        lock.withLock {
            kept.append((scaleX, scaleY, cairo_surface_reference(surface)))
            if kept.count > Self.limit { cairo_surface_destroy(kept.removeFirst().surface) }
        }
        return surface
    }

    /// Halved (each pixel the mean of four) until within half of the scale, then filtered the
    /// rest of the way with Cairo's good filter, as a mipmap is: a good filter straight from the
    /// full size weighs dozens of pixels for each one it makes.
    private static func shrink(
        _ source: OpaquePointer, width: Int, height: Int, scaleX: Double, scaleY: Double
    ) -> OpaquePointer? {
        var current = cairo_surface_reference(source)!
        var (currentWidth, currentHeight) = (width, height)
        var (reachedX, reachedY) = (1.0, 1.0)
        while scaleX / reachedX < 0.5 || scaleY / reachedY < 0.5 {
            let halfX = scaleX / reachedX < 0.5 ? 0.5 : 1, halfY = scaleY / reachedY < 0.5 ? 0.5 : 1
            // Bilinear sampling at exactly half lands between four pixels: their mean.
            guard
                let half = draw(
                    current, width: Int((Double(currentWidth) * halfX).rounded(.up)),
                    height: Int((Double(currentHeight) * halfY).rounded(.up)),
                    scaleX: halfX, scaleY: halfY, filter: CAIRO_FILTER_BILINEAR)
            else {
                cairo_surface_destroy(current)
                return nil
            }
            cairo_surface_destroy(current)
            current = half
            currentWidth = cairo_image_surface_get_width(half).asInt
            currentHeight = cairo_image_surface_get_height(half).asInt
            reachedX *= halfX
            reachedY *= halfY
        }
        defer { cairo_surface_destroy(current) }
        return draw(
            current, width: Int((Double(width) * scaleX).rounded(.up)),
            height: Int((Double(height) * scaleY).rounded(.up)),
            scaleX: scaleX / reachedX, scaleY: scaleY / reachedY, filter: CAIRO_FILTER_GOOD)
    }

    /// `source` drawn through a scale into a new surface, its edge pixels padded outwards.
    private static func draw(
        _ source: OpaquePointer, width: Int, height: Int, scaleX: Double, scaleY: Double,
        filter: cairo_filter_t
    ) -> OpaquePointer? {
        guard width > 0, height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface),
            let pattern = cairo_pattern_create_for_surface(source)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        var toSource = cairo_matrix_t()
        cairo_matrix_init_scale(&toSource, 1 / scaleX, 1 / scaleY)
        cairo_pattern_set_matrix(pattern, &toSource)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }
}

private extension Int32 {
    var asInt: Int { Int(self) }
}
