import CCairo
import Foundation
@_spi(Rendering) import OpenUIKit

/// Draws a `CGContext`'s paths, text, images and gradients on a Cairo context. Paths arrive in device space, so
/// each call reads them with Cairo's matrix at identity and puts the matrix back after.
///
/// A backing store's context is made when the first thing is drawn (`makingContextOnFirstUse`),
/// so a view whose `draw(_:)` draws nothing costs no pixels; graphics-state saves before that are
/// counted and replayed.
final class CairoContextBackend: CGContextBackend {
    private var context: OpaquePointer?
    private var makeContext: (() -> OpaquePointer?)?
    private var savesBeforeContext = 0
    private let ownsContext: Bool

    init(cr: OpaquePointer) {
        context = cr
        ownsContext = false
    }

    init(makingContextOnFirstUse make: @escaping () -> OpaquePointer?) {
        makeContext = make
        ownsContext = true
    }

    /// Nil when the context could not be made: drawing then does nothing.
    private var cr: OpaquePointer? {
        if context == nil, let make = makeContext {
            makeContext = nil
            context = make()
            if let context { for _ in 0..<savesBeforeContext { cairo_save(context) } }
        }
        return context
    }

    /// The Cairo context drawn on (made now if it is made on first use).
    var drawingContext: OpaquePointer? { cr }

    /// Ends drawing: a context this backend made is destroyed.
    func finish() {
        if ownsContext, let context { cairo_destroy(context) }
        context = nil
        makeContext = nil
    }

    func saveGState() {
        if let context { cairo_save(context) } else { savesBeforeContext += 1 }
    }

    func restoreGState() {
        if let context {
            cairo_restore(context)
        } else {
            savesBeforeContext = max(savesBeforeContext - 1, 0)
        }
    }

    func fillPath(_ path: CGPath, using rule: CGPathFillRule, state: CGContext.GraphicsState) {
        paint(state) { cr in
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            CairoGeometry.append(cr, path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoGeometry.setSource(cr, state.fillColor, alpha: state.alpha)
            cairo_fill(cr)
        }
    }

    func strokePath(_ path: CGPath, state: CGContext.GraphicsState) {
        guard state.lineWidth > 0 else { return }
        paint(state) { cr in
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            CairoGeometry.append(cr, path)
            // The line style is in user space: read it through the context's transform.
            CairoGeometry.setMatrix(cr, state.ctm)
            cairo_set_line_width(cr, Double(state.lineWidth))
            cairo_set_line_cap(cr, cairo_line_cap_t(rawValue: UInt32(state.lineCap.rawValue)))
            cairo_set_line_join(cr, cairo_line_join_t(rawValue: UInt32(state.lineJoin.rawValue)))
            cairo_set_miter_limit(cr, Double(state.miterLimit))
            let dashes = state.lineDashLengths.map { Double($0) }
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(state.lineDashPhase))
            CairoGeometry.setSource(cr, state.strokeColor, alpha: state.alpha)
            cairo_stroke(cr)
        }
    }

    func clip(to path: CGPath, using rule: CGPathFillRule) {
        guard let cr else { return }
        let matrix = CairoGeometry.currentTransform(cr)
        let previousRule = cairo_get_fill_rule(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        CairoGeometry.append(cr, path)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, previousRule)
        CairoGeometry.setMatrix(cr, matrix)
    }

    func clear(_ path: CGPath) {
        guard let cr else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        CairoGeometry.append(cr, path)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    func drawText(
        _ text: NSAttributedString, in rect: CGRect, options: TextLayoutOptions, state: CGContext.GraphicsState
    ) {
        paint(state) { cr in
            PangoTextSystem.shared.draw(
                text, in: rect, options: options, transform: state.ctm, alpha: state.alpha, on: cr)
        }
    }

    func drawImage(_ image: CGImage, transform: CGAffineTransform, tiled: Bool, state: CGContext.GraphicsState) {
        paint(state) { cr in
            CairoImagePainter.paint(
                image, on: cr, transform: transform, tiled: tiled, alpha: state.alpha,
                quality: state.interpolationQuality)
        }
    }

    func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {
        paint(state) { cr in
            CairoGradientPainter.paintLinear(gradient, on: cr, start: start, end: end, options: options, state: state)
        }
    }

    func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {
        paint(state) { cr in
            CairoGradientPainter.paintRadial(
                gradient, on: cr, startCenter: startCenter, startRadius: startRadius,
                endCenter: endCenter, endRadius: endRadius, options: options, state: state)
        }
    }

    var clipBoundingBox: CGRect {
        guard let cr else { return .null }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Runs `draw` in a saved state with the blend mode and antialiasing, under the state's
    /// shadow when it has one.
    private func paint(_ state: CGContext.GraphicsState, _ draw: (OpaquePointer) -> Void) {
        guard let cr else { return }
        cairo_save(cr)
        cairo_set_operator(cr, CairoGeometry.cairoOperator(state.blendMode))
        cairo_set_antialias(cr, state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if let shadow = state.shadow {
            // The shape goes into a group first; its blurred alpha is the shadow.
            cairo_push_group(cr)
            draw(cr)
            let pattern = cairo_pop_group(cr)
            let offset = CGSize(
                width: shadow.offset.width * state.ctm.a + shadow.offset.height * state.ctm.c,
                height: shadow.offset.width * state.ctm.b + shadow.offset.height * state.ctm.d)
            // Core Graphics' blur is a diameter-like amount in device pixels: sigma is half.
            ShadowPainter.paintShadow(
                of: pattern, on: cr, color: shadow.color, opacity: 1,
                deviceOffset: offset, deviceSigma: Double(shadow.blur) / 2)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        } else {
            draw(cr)
        }
        cairo_restore(cr)
    }
}
