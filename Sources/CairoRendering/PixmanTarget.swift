import CCairo
import CPixman
import Foundation

/// The image surface Cairo draws into at the moment (the frame, or a group pushed for opacity
/// or a shadow) as a Pixman image, so solid rectangles, cached corner masks and backing stores
/// go straight to the compositor: one call each, without the path, clip and pattern set-up a
/// Cairo call makes. Coordinates are device pixels; every operation is limited to `clip`.
final class PixmanTarget {
    private let surface: OpaquePointer
    private let image: OpaquePointer
    /// Device space to the surface's pixels (a group's surface starts at its clip's corner).
    private let offsetX: Int32, offsetY: Int32
    /// The surface's pixels, in device space.
    private let extent: PixelRect

    /// The current target of `cr`; nil when it is not an ARGB32 image surface.
    init?(currentTargetOf cr: OpaquePointer) {
        guard let surface = cairo_get_group_target(cr), cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(surface, &dx, &dy)
        guard dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1e7, abs(dy) < 1e7,
            let image = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, width, height,
                UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                cairo_image_surface_get_stride(surface))
        else { return nil }
        self.surface = surface
        self.image = image
        offsetX = Int32(dx)
        offsetY = Int32(dy)
        extent = PixelRect(minX: -offsetX, minY: -offsetY, maxX: width - offsetX, maxY: height - offsetY)
    }

    deinit {
        pixman_image_unref(image)
    }

    /// Fills `boxes` with a premultiplied colour: replacing what is there when it is opaque,
    /// over it otherwise.
    func fill(_ boxes: [PixelRect], color: PremultipliedColor, clip: PixelRect) {
        guard color.alpha >= 0x100 else { return }
        var clipped: [pixman_box32_t] = []
        clipped.reserveCapacity(boxes.count)
        var touched = PixelRect.empty
        let limit = clip.intersection(extent)
        for box in boxes {
            let visible = box.intersection(limit)
            guard !visible.isEmpty else { continue }
            touched = touched.union(visible)
            clipped.append(
                pixman_box32_t(
                    x1: visible.minX + offsetX, y1: visible.minY + offsetY,
                    x2: visible.maxX + offsetX, y2: visible.maxY + offsetY))
        }
        guard !clipped.isEmpty else { return }
        var pixmanColor = color.pixmanColor
        pixman_image_fill_boxes(
            color.isOpaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, image, &pixmanColor, Int32(clipped.count), &clipped)
        markDirty(touched)
    }

    /// Composites `source` (premultiplied ARGB) over the target, its pixel (`sourceX`,
    /// `sourceY`) landing on device pixel (`x`, `y`), `width` × `height` of it, through `mask`
    /// (A8, aligned with the source) when there is one.
    func composite(
        _ source: OpaquePointer, mask: OpaquePointer? = nil, sourceX: Int32, sourceY: Int32,
        at x: Int32, _ y: Int32, width: Int32, height: Int32, clip: PixelRect
    ) {
        let destination = PixelRect(minX: x, minY: y, maxX: x + width, maxY: y + height)
        let visible = destination.intersection(clip.intersection(extent))
        guard !visible.isEmpty else { return }
        let sx = sourceX + (visible.minX - x), sy = sourceY + (visible.minY - y)
        pixman_image_composite32(
            PIXMAN_OP_OVER, source, mask, image, sx, sy, sx, sy,
            visible.minX + offsetX, visible.minY + offsetY, visible.width, visible.height)
        markDirty(visible)
    }

    /// Cairo keeps facts about a surface (whether it is clear, snapshots of it); a write behind
    /// its back must be reported before Cairo draws on or from the surface again.
    private func markDirty(_ rect: PixelRect) {
        cairo_surface_mark_dirty_rectangle(surface, rect.minX + offsetX, rect.minY + offsetY, rect.width, rect.height)
    }
}

/// A colour as Cairo hands it to Pixman: channels premultiplied by alpha, in 16 bits, rounded
/// the way Cairo rounds them, so a rectangle filled here matches one Cairo fills.
struct PremultipliedColor: Hashable, Sendable {
    var red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16

    /// Straight 0–1 components (out-of-range and non-finite values clamped).
    init(red: Double, green: Double, blue: Double, alpha: Double) {
        let a = CairoGeometry.clamp(alpha)
        func short(_ value: Double) -> UInt16 { UInt16(value * 65535 + 0.5) }
        self.red = short(CairoGeometry.clamp(red) * a)
        self.green = short(CairoGeometry.clamp(green) * a)
        self.blue = short(CairoGeometry.clamp(blue) * a)
        self.alpha = short(a)
    }

    init(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Whether Pixman sees it as opaque (it keeps the top 8 bits).
    var isOpaque: Bool { alpha >= 0xFF00 }

    /// The colour with a pixel's coverage (0–255) applied.
    func scaled(by coverage: UInt8) -> PremultipliedColor {
        guard coverage < 255 else { return self }
        func scale(_ value: UInt16) -> UInt16 { UInt16((UInt32(value) * UInt32(coverage) + 127) / 255) }
        return PremultipliedColor(red: scale(red), green: scale(green), blue: scale(blue), alpha: scale(alpha))
    }

    var pixmanColor: pixman_color_t {
        pixman_color_t(red: red, green: green, blue: blue, alpha: alpha)
    }
}
