import CCairo
import Foundation
import OpenUIKit

/// Paints the soft shadow of something already drawn into a group: its alpha, blurred, in the
/// shadow's colour, offset. Core Animation derives a layer's shadow the same way, from the
/// layer's composited alpha.
enum ShadowPainter {
    /// `pattern` is a group popped from `cr` with `cr`'s current matrix; the offset and sigma
    /// are in device pixels.
    static func paintShadow(
        of pattern: OpaquePointer?, on cr: OpaquePointer, color: CGColor, opacity: Double,
        deviceOffset: CGSize, deviceSigma: Double
    ) {
        guard let pattern, deviceOffset.width.isFinite, deviceOffset.height.isFinite, deviceSigma.isFinite else {
            return
        }
        let (r, g, b, a) = CairoGeometry.rgba(color)
        let alpha = CairoGeometry.clamp(a * opacity)
        guard alpha > 0 else { return }
        let sigma = min(max(deviceSigma, 0), 500)
        let reach = Int((3 * sigma).rounded(.up)) + 1

        // The area that can show: the clip, in device pixels, widened by the blur's reach and
        // moved back by the offset (what lies outside can still cast a shadow inside).
        let matrix = CairoGeometry.currentTransform(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let left = Int((x1 - Double(deviceOffset.width)).rounded(.down)) - reach
        let top = Int((y1 - Double(deviceOffset.height)).rounded(.down)) - reach
        let width = Int((x2 - x1).rounded(.up)) + 2 * reach
        let height = Int((y2 - y1).rounded(.up)) + 2 * reach
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return }

        // The group's alpha, in a surface of its own.
        guard let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(coverage) }
        guard cairo_surface_status(coverage) == CAIRO_STATUS_SUCCESS else { return }
        cairo_surface_set_device_offset(coverage, Double(-left), Double(-top))
        if let scratch = cairo_create(coverage) {
            CairoGeometry.setMatrix(scratch, matrix)
            cairo_set_source(scratch, pattern)
            cairo_paint(scratch)
            cairo_destroy(scratch)
        }
        cairo_surface_flush(coverage)
        guard let data = cairo_image_surface_get_data(coverage) else { return }
        let stride = Int(cairo_image_surface_get_stride(coverage))
        var mask = Array(UnsafeBufferPointer(start: data, count: stride * height))
        GaussianBlur.blur(&mask, width: width, height: height, stride: stride, sigma: sigma)
        mask.withUnsafeBufferPointer { blurred in
            data.update(from: blurred.baseAddress!, count: blurred.count)
        }
        cairo_surface_mark_dirty(coverage)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, CairoGeometry.clamp(r), CairoGeometry.clamp(g), CairoGeometry.clamp(b), alpha)
        cairo_mask_surface(cr, coverage, Double(deviceOffset.width), Double(deviceOffset.height))
        cairo_restore(cr)
    }
}
