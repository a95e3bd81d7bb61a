import CCairo
import Foundation
import OpenUIKit

/// Paints one layer tree on a Cairo context, in Core Animation's order. The context's matrix
/// maps the superlayer's bounds space when a layer is painted.
@MainActor
struct LayerPainter {
    let cr: OpaquePointer

    /// Below this opacity a layer shows nothing.
    private static let invisibleOpacity: Float = 0.002

    /// The root is painted in its own bounds space: its position and transform do not apply.
    func paint(_ layer: CALayer, isRoot: Bool = false) {
        guard !layer.isHidden, layer.opacity >= Self.invisibleOpacity, layer.opacity.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !isRoot, !enterGeometry(of: layer) { return }
        let opacity = Double(min(layer.opacity, 1))
        if opacity < 1 { cairo_push_group(cr) }
        if hasShadow(layer) {
            cairo_push_group(cr)
            paintContents(of: layer)
            let pattern = cairo_pop_group(cr)
            paintShadow(of: layer, from: pattern)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        } else {
            paintContents(of: layer)
        }
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// Moves the matrix from the superlayer's bounds space into this layer's: to its position,
    /// through its transform about the anchor point, then to its bounds origin. False when the
    /// geometry cannot be drawn (not finite, or flattened to nothing).
    private func enterGeometry(of layer: CALayer) -> Bool {
        let bounds = layer.bounds, position = layer.position, anchor = layer.anchorPoint
        let transform = CATransform3DGetAffineTransform(layer.transform)
        let local = CGAffineTransform(translationX: -bounds.minX - bounds.width * anchor.x, y: -bounds.minY - bounds.height * anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        guard CairoGeometry.isUsable(local) else { return false }
        var matrix = CairoGeometry.matrix(local)
        cairo_transform(cr, &matrix)
        return true
    }

    /// Background, drawn content, sublayers (clipped by `masksToBounds`), border.
    private func paintContents(of layer: CALayer) {
        let bounds = layer.bounds
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.minX.isFinite, bounds.minY.isFinite else { return }
        let view = layer.delegate as? UIView
        let radius = layer.cornerRadius
        if let background = backgroundColor(of: layer, view: view), CairoGeometry.rgba(background).3 > 0 {
            cairo_new_path(cr)
            CairoGeometry.appendRoundedRect(cr, bounds, radius: radius)
            CairoGeometry.setSource(cr, background)
            cairo_fill(cr)
        }
        cairo_save(cr)
        if layer.masksToBounds {
            cairo_new_path(cr)
            CairoGeometry.appendRoundedRect(cr, bounds, radius: radius)
            cairo_clip(cr)
        }
        if let view { paintDrawing(of: view) }
        for sublayer in layer.sublayers?.enumerated().sorted(by: { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }) ?? [] {
            paint(sublayer.element)
        }
        cairo_restore(cr)
        if layer.borderWidth > 0, layer.borderWidth.isFinite, let border = layer.borderColor, CairoGeometry.rgba(border).3 > 0 {
            let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
            cairo_new_path(cr)
            CairoGeometry.appendRoundedRect(cr, bounds, radius: radius)
            CairoGeometry.appendRoundedRect(cr, bounds.insetBy(dx: width, dy: width), radius: max(radius - width, 0))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            CairoGeometry.setSource(cr, border)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
    }

    /// A view's colour resolves against its traits (so dynamic colours follow dark mode); a
    /// bare layer's is used as it is.
    private func backgroundColor(of layer: CALayer, view: UIView?) -> CGColor? {
        if let view, let color = view.backgroundColor { return color.resolvedColor(with: view.traitCollection).cgColor }
        return layer.backgroundColor
    }

    /// The view's `draw(_:)`, into a context clipped to its bounds (a layer's backing store),
    /// with the view's traits current, as UIKit sets them up.
    private func paintDrawing(of view: UIView) {
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        let context = CGContext(backend: CairoContextBackend(cr: cr), baseTransform: CairoGeometry.currentTransform(cr))
        UIGraphicsPushContext(context)
        view.traitCollection.performAsCurrent {
            view.draw(bounds)
        }
        UIGraphicsPopContext()
    }

    private func hasShadow(_ layer: CALayer) -> Bool {
        guard layer.shadowOpacity > 0, layer.shadowOpacity.isFinite, let color = layer.shadowColor else { return false }
        return CairoGeometry.rgba(color).3 > 0
    }

    /// The shadow's offset and radius are in the layer's space; they reach device pixels through
    /// the current matrix (its scale), and the radius is the Gaussian's standard deviation.
    private func paintShadow(of layer: CALayer, from pattern: OpaquePointer?) {
        guard let color = layer.shadowColor else { return }
        var dx = Double(layer.shadowOffset.width), dy = Double(layer.shadowOffset.height)
        cairo_user_to_device_distance(cr, &dx, &dy)
        var rx = Double(layer.shadowRadius), ry = 0.0
        cairo_user_to_device_distance(cr, &rx, &ry)
        ShadowPainter.paintShadow(of: pattern, on: cr, color: color, opacity: Double(min(layer.shadowOpacity, 1)),
                                  deviceOffset: CGSize(width: dx, height: dy), deviceSigma: (rx * rx + ry * ry).squareRoot())
    }
}
