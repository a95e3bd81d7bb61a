import CCairo
import Foundation

/// Copies of a bitmap scaled down by the factors it is drawn at, each filtered once with Cairo's
/// good filter. A big image shown much smaller (a photo in a thumbnail, one star image in a row of
/// five) costs a filter pass over its pixels at every draw; from a copy of the drawn size it costs
/// a copy. The last few scales are kept, with the bitmap.
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
        let targetWidth = Int((Double(width) * scaleX).rounded(.up)), targetHeight = Int((Double(height) * scaleY).rounded(.up))
        guard targetWidth > 0, targetHeight > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(targetWidth), Int32(targetHeight)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface),
              let pattern = cairo_pattern_create_for_surface(source) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The same sampling as drawing the source straight through the scale: its good filter,
        // its edge pixels padded outwards.
        var toSource = cairo_matrix_t()
        cairo_matrix_init_scale(&toSource, 1 / scaleX, 1 / scaleY)
        cairo_pattern_set_matrix(pattern, &toSource)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        lock.withLock {
            kept.append((scaleX, scaleY, cairo_surface_reference(surface)))
            if kept.count > Self.limit { cairo_surface_destroy(kept.removeFirst().surface) }
        }
        return surface
    }
}
