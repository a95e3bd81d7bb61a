import CCairo
import Foundation
@_spi(Rendering) import OpenUIKit

/// Paints `CGGradient`s on a Cairo context as Core Graphics does: over the whole clip, through
/// the context's transform, and beyond the ends only when the options ask. Cairo's pattern
/// either stops at both ends or pads both, so a gradient that extends one way only is clipped
/// to the side it may paint.
enum CairoGradientPainter {
    static func paintLinear(
        _ gradient: CGGradient, on cr: OpaquePointer, start: CGPoint, end: CGPoint,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0, length.isFinite, CairoGeometry.isUsable(state.ctm) else { return }
        CairoGeometry.setMatrix(cr, state.ctm)
        guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        if before != after {
            // The band between the lines through the ends (across the gradient), open on one side.
            let reach = Double(reachOfClip(cr, from: start) + length)
            let n = (x: Double(end.x - start.x) / Double(length), y: Double(end.y - start.y) / Double(length))
            let p = (x: -n.y, y: n.x)
            let from = before ? -reach : 0, to = after ? reach : Double(length)
            let s = (x: Double(start.x), y: Double(start.y))
            cairo_new_path(cr)
            cairo_move_to(cr, s.x + n.x * from + p.x * reach, s.y + n.y * from + p.y * reach)
            cairo_line_to(cr, s.x + n.x * to + p.x * reach, s.y + n.y * to + p.y * reach)
            cairo_line_to(cr, s.x + n.x * to - p.x * reach, s.y + n.y * to - p.y * reach)
            cairo_line_to(cr, s.x + n.x * from - p.x * reach, s.y + n.y * from - p.y * reach)
            cairo_close_path(cr)
            cairo_clip(cr)
        }
        paint(pattern, gradient, on: cr, extended: before || after, alpha: state.alpha)
    }

    static func paintRadial(
        _ gradient: CGGradient, on cr: OpaquePointer, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {
        guard startRadius > 0 || endRadius > 0, CairoGeometry.isUsable(state.ctm) else { return }
        CairoGeometry.setMatrix(cr, state.ctm)
        guard
            let pattern = cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                Double(endCenter.x), Double(endCenter.y), Double(endRadius))
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        if before != after {
            // Before the start is inside the smaller circle when it grows, outside when it
            // shrinks; after the end likewise. Exact for circles one inside the other.
            let growing = endRadius >= startRadius
            let (center, radius) = before ? (endCenter, endRadius) : (startCenter, startRadius)
            let keepInside = before ? growing : !growing
            cairo_new_path(cr)
            if keepInside {
                cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), 0, 2 * Double.pi)
            } else if radius > 0 {
                let reach = Double(reachOfClip(cr, from: center) + radius)
                cairo_rectangle(cr, Double(center.x) - reach, Double(center.y) - reach, 2 * reach, 2 * reach)
                cairo_new_sub_path(cr)
                cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), 0, 2 * Double.pi)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            }
            if keepInside || radius > 0 { cairo_clip(cr) }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        paint(pattern, gradient, on: cr, extended: before || after, alpha: state.alpha)
    }

    private static func paint(
        _ pattern: OpaquePointer, _ gradient: CGGradient, on cr: OpaquePointer, extended: Bool, alpha: CGFloat
    ) {
        for (color, location) in zip(gradient.colors, gradient.locations) {
            let (r, g, b, a) = CairoGeometry.rgba(color)
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(location), CairoGeometry.clamp(r), CairoGeometry.clamp(g),
                CairoGeometry.clamp(b), CairoGeometry.clamp(a))
        }
        cairo_pattern_set_extend(pattern, extended ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, CairoGeometry.clamp(Double(alpha)))
    }

    /// How far the clip reaches from `point`, in user space: a band or a ring that long covers it.
    private static func reachOfClip(_ cr: OpaquePointer, from point: CGPoint) -> CGFloat {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        let farthest = corners.map { hypot($0.0 - Double(point.x), $0.1 - Double(point.y)) }.max() ?? 0
        return CGFloat(min(farthest.isFinite ? farthest : 0, 1e7)) + 1
    }
}
