import CCairo
import Foundation
@_spi(Rendering) import OpenUIKit

/// A visual effect view's blur: the pixels already painted behind the view, copied at a
/// fraction of their size, blurred with three box blurs (a Gaussian within a few percent), made
/// more vivid, and painted back scaled up inside the view's (rounded) bounds. Shrinking first is
/// what makes it cheap: a 20-pixel blur over a phone screen blurs about a sixteenth of its pixels.
enum BackdropPainter {
    /// What lies behind, as it is composited so far: the target surface, then each group pushed
    /// above it (an ancestor drawn at partial opacity) at its opacity.
    struct Layers {
        var base: OpaquePointer
        var groups: [(surface: OpaquePointer, opacity: Double)]
    }

    /// How many device pixels a blur of `sigma` device pixels reaches: three standard deviations.
    static func reach(sigma: Double) -> Int32 { Int32((3 * sigma).rounded(.up)) + 1 }

    /// The blurred copy of `area` (device pixels) and the transform that puts its pixels back in
    /// device space; nil when there is nothing to read. The caller destroys the surface.
    static func blurredBackdrop(
        of behind: Layers, area: PixelRect, sigma: Double, saturation: Double
    ) -> (surface: OpaquePointer, toDevice: CGAffineTransform)? {
        guard sigma > 0.5, cairo_surface_get_type(behind.base) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let width = cairo_image_surface_get_width(behind.base), height = cairo_image_surface_get_height(behind.base)
        let reach = reach(sigma: sigma)
        let source = PixelRect(
            minX: area.minX - reach, minY: area.minY - reach, maxX: area.maxX + reach, maxY: area.maxY + reach
        ).intersection(PixelRect(minX: 0, minY: 0, maxX: width, maxY: height))
        guard !source.isEmpty else { return nil }
        // Shrunk so the blur works on about three pixels a standard deviation.
        let factor = min(max((sigma / 3).rounded(.down), 1), 8)
        let smallWidth = Int32((Double(source.width) / factor).rounded(.up))
        let smallHeight = Int32((Double(source.height) / factor).rounded(.up))
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, smallWidth, smallHeight) else { return nil }
        guard cairo_surface_status(small) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(small) else {
            cairo_surface_destroy(small)
            return nil
        }
        cairo_scale(cr, 1 / factor, 1 / factor)
        for (surface, opacity) in [(behind.base, 1.0)] + behind.groups.map({ ($0.surface, $0.opacity) }) {
            cairo_surface_flush(surface)
            cairo_set_source_surface(cr, surface, -Double(source.minX), -Double(source.minY))
            if let pattern = cairo_get_source(cr) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD) }
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_destroy(cr)
        cairo_surface_flush(small)
        if let data = cairo_image_surface_get_data(small) {
            let stride = Int(cairo_image_surface_get_stride(small)) / 4
            let pixels = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: stride * Int(smallHeight))
            blur(pixels, width: Int(smallWidth), height: Int(smallHeight), stride: stride, sigma: sigma / factor)
            saturate(pixels, width: Int(smallWidth), height: Int(smallHeight), stride: stride, by: saturation)
        }
        cairo_surface_mark_dirty(small)
        let toDevice = CGAffineTransform(scaleX: CGFloat(factor), y: CGFloat(factor))
            .concatenating(CGAffineTransform(translationX: CGFloat(source.minX), y: CGFloat(source.minY)))
        return (small, toDevice)
    }

    /// Paints the blurred copy inside `bounds` (rounded by the layer's corners) of the layer
    /// `transform` maps to device space.
    static func paint(
        _ blurred: (surface: OpaquePointer, toDevice: CGAffineTransform), on cr: OpaquePointer, bounds: CGRect,
        radius: CGFloat, corners: CACornerMask, transform: CGAffineTransform
    ) {
        cairo_save(cr)
        CairoGeometry.setMatrix(cr, transform)
        cairo_new_path(cr)
        CairoGeometry.appendRoundedRect(cr, bounds, radius: radius, corners: corners)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        if let pattern = cairo_pattern_create_for_surface(blurred.surface) {
            var matrix = CairoGeometry.matrix(blurred.toDevice.inverted())
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cr)
    }

    // MARK: Pixels

    /// Three box blurs of each premultiplied channel, edges extended: a Gaussian of `sigma`.
    static func blur(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0, sigma > 0.2 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        for box in GaussianBlur.boxWidths(sigma: sigma) where box > 1 {
            let radius = box / 2
            for y in 0..<height {
                blurLine(pixels + y * stride, step: 1, count: width, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                blurLine(pixels + x, step: stride, count: height, radius: radius, scratch: &line)
            }
        }
    }

    /// A moving average of the four channels along a row or column, the end pixels repeated
    /// past the ends (so a blur at the screen's edge does not darken).
    private static func blurLine(
        _ start: UnsafeMutablePointer<UInt32>, step: Int, count: Int, radius: Int, scratch: inout [UInt32]
    ) {
        let window = 2 * radius + 1
        func pixel(_ index: Int) -> UInt32 { start[min(max(index, 0), count - 1) * step] }
        var sums = (0, 0, 0, 0)
        func add(_ value: UInt32, _ sign: Int) {
            sums.0 += sign * Int(value >> 24 & 0xFF)
            sums.1 += sign * Int(value >> 16 & 0xFF)
            sums.2 += sign * Int(value >> 8 & 0xFF)
            sums.3 += sign * Int(value & 0xFF)
        }
        for i in -radius...radius { add(pixel(i), 1) }
        for i in 0..<count {
            let half = window / 2
            let a = UInt32((sums.0 + half) / window), r = UInt32((sums.1 + half) / window)
            let g = UInt32((sums.2 + half) / window), b = UInt32((sums.3 + half) / window)
            scratch[i] = a << 24 | r << 16 | g << 8 | b
            add(pixel(i + radius + 1), 1)
            add(pixel(i - radius), -1)
        }
        for i in 0..<count { start[i * step] = scratch[i] }
    }

    /// Pushes each colour away from its grey by `amount` (1 leaves it), kept within its alpha.
    static func saturate(
        _ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, by amount: Double
    ) {
        guard amount != 1, amount.isFinite else { return }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let value = row[x]
                let a = Double(value >> 24 & 0xFF)
                let r = Double(value >> 16 & 0xFF), g = Double(value >> 8 & 0xFF), b = Double(value & 0xFF)
                let grey = 0.2126 * r + 0.7152 * g + 0.0722 * b
                func channel(_ c: Double) -> UInt32 { UInt32(min(max(grey + (c - grey) * amount, 0), a).rounded()) }
                row[x] = value & 0xFF00_0000 | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
    }
}
