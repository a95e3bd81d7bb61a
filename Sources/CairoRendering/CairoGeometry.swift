import CCairo
import Foundation
import OpenUIKit

/// Moving Core Graphics' values into Cairo: transforms, colours and paths.
enum CairoGeometry {
    static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }

    static func transform(_ m: cairo_matrix_t) -> CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0)
        )
    }

    /// A transform Cairo accepts: finite and invertible (Cairo puts a context in an error state
    /// for anything else, and nothing would draw after).
    static func isUsable(_ t: CGAffineTransform) -> Bool {
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        guard values.allSatisfy(\.isFinite) else { return false }
        let determinant = t.a * t.d - t.b * t.c
        return determinant.isFinite && abs(determinant) > 1e-12
    }

    static func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
        guard isUsable(t) else { return }
        var m = matrix(t)
        cairo_set_matrix(cr, &m)
    }

    static func currentTransform(_ cr: OpaquePointer) -> CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return transform(m)
    }

    /// Red, green, blue and alpha of any colour (gray colours spread to all three).
    static func rgba(_ color: CGColor) -> (Double, Double, Double, Double) {
        guard let c = color.components else { return (0, 0, 0, 0) }
        switch c.count {
        case 2: return (Double(c[0]), Double(c[0]), Double(c[0]), Double(c[1]))
        case 4: return (Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
        default: return (0, 0, 0, 0)
        }
    }

    static func premultiplied(_ color: CGColor) -> PremultipliedColor {
        let (r, g, b, a) = rgba(color)
        return PremultipliedColor(red: r, green: g, blue: b, alpha: a)
    }

    static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat = 1) {
        let (r, g, b, a) = rgba(color)
        cairo_set_source_rgba(cr, clamp(r), clamp(g), clamp(b), clamp(a * Double(alpha)))
    }

    static func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }

    /// Appends `path` as it is (the caller chooses the matrix it is read in).
    static func append(_ cr: OpaquePointer, _ path: CGPath) {
        var current = CGPoint.zero
        for element in path.elements {
            let p = element.points
            guard p.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            switch element.type {
            case .moveToPoint:
                cairo_move_to(cr, Double(p[0].x), Double(p[0].y))
            case .addLineToPoint:
                cairo_line_to(cr, Double(p[0].x), Double(p[0].y))
            case .addQuadCurveToPoint:
                // Raised to a cubic, which is what Cairo draws.
                let (c, end) = (p[0], p[1])
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
            case .addCurveToPoint:
                cairo_curve_to(
                    cr, Double(p[0].x), Double(p[0].y), Double(p[1].x), Double(p[1].y), Double(p[2].x), Double(p[2].y))
            case .closeSubpath:
                cairo_close_path(cr)
            }
            var x = 0.0, y = 0.0
            if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x, &y) }
            current = CGPoint(x: x, y: y)
        }
    }

    /// A rectangle with corners of `radius` (clamped to half the shorter side), as Core
    /// Animation rounds a layer.
    static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    static func appendRoundedRect(
        _ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, corners: CACornerMask = allCorners
    ) {
        let r = min(max(radius.isFinite ? radius : 0, 0), min(rect.width, rect.height) / 2)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            return
        }
        let (x0, y0, x1, y1, rr) = (
            Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY), Double(r)
        )
        // Clockwise from the top right; a corner left square is its point.
        cairo_new_sub_path(cr)
        if corners.contains(.layerMaxXMinYCorner) {
            cairo_arc(cr, x1 - rr, y0 + rr, rr, -Double.pi / 2, 0)
        } else {
            cairo_line_to(cr, x1, y0)
        }
        if corners.contains(.layerMaxXMaxYCorner) {
            cairo_arc(cr, x1 - rr, y1 - rr, rr, 0, Double.pi / 2)
        } else {
            cairo_line_to(cr, x1, y1)
        }
        if corners.contains(.layerMinXMaxYCorner) {
            cairo_arc(cr, x0 + rr, y1 - rr, rr, Double.pi / 2, Double.pi)
        } else {
            cairo_line_to(cr, x0, y1)
        }
        if corners.contains(.layerMinXMinYCorner) {
            cairo_arc(cr, x0 + rr, y0 + rr, rr, Double.pi, 3 * Double.pi / 2)
        } else {
            cairo_line_to(cr, x0, y0)
        }
        cairo_close_path(cr)
    }

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
