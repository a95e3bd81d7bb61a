import CCairo
import Foundation
@_spi(Rendering) import OpenUIKit

/// Paints one layer tree on a Cairo context, in Core Animation's order: each layer's shadow,
/// background (rounded by `cornerRadius`), its view's drawing, its sublayers (clipped by
/// `masksToBounds`), then its border, the whole at the layer's opacity as one group.
///
/// Rectangles and rounded rectangles that land on whole pixels go to Pixman through cached
/// corner masks (`RoundedShapeMask`), the same pixels Cairo's path filling gives; anything else
/// (rotations, fractional edges, clips of other shapes) is drawn by Cairo. For a frame renderer
/// (`frame` set) the painter also keeps each layer's painted area and backing store in its
/// `LayerRenderState`, and skips layers that lie outside the area being repainted.
@MainActor
final class LayerPainter {
    /// What a frame renderer's painter needs besides the context.
    struct RetainedFrame {
        /// The renderer the layer states belong to.
        let owner: ObjectIdentifier
        /// The frame's rendering epoch (backing stores drawn now are current up to it).
        let epoch: UInt64
        /// The area being repainted: layers known to lie outside it are skipped.
        let repainting: PixelRect?
    }

    private let cr: OpaquePointer
    private let frame: RetainedFrame?
    /// The surface fast paths composite onto: the frame's, or the group being drawn.
    private var target: PixmanTarget?
    /// Cairo's clip in device pixels while it is a rectangle; nil once a clip of another shape
    /// applies, which only Cairo's own drawing honours.
    private var clip: PixelRect?
    /// The groups pushed above the target (layers drawn at partial opacity, shadows), with the
    /// opacity each is composited at: what a blurred backdrop reads lies in them too.
    private var groups: [(surface: OpaquePointer, opacity: Double)] = []

    /// `clip` is the device rectangle Cairo's context is clipped to.
    init(cr: OpaquePointer, clip: PixelRect, frame: RetainedFrame? = nil) {
        self.cr = cr
        self.frame = frame
        self.clip = clip
        target = PixmanTarget(currentTargetOf: cr)
    }

    /// Paints `layer` and what is below it. `parent` maps the superlayer's bounds space to
    /// device space; the root is painted in its own bounds space (`parent` maps that), as its
    /// position and transform do not apply. Returns the device pixels painting can have touched.
    @discardableResult
    func paint(_ layer: CALayer, parent: CGAffineTransform, isRoot: Bool = false) -> PixelRect {
        let state = frame.map { Self.state(of: layer, owner: $0.owner) }
        if let repainting = frame?.repainting, let state, state.isPlaced, !state.subtreeBounds.intersects(repainting) {
            return state.subtreeBounds
        }
        // Values as the screen shows them now: mid-animation, the presentation's.
        let shown = layer.renderedValues
        guard LayerGeometry.isVisible(shown), let bounds = LayerGeometry.finiteBounds(of: shown),
            let transform = isRoot
                ? parent : LayerGeometry.transform(of: shown, in: parent, snapping: layer.isAnimatingAtAll)
        else {
            state?.place(own: .empty, subtree: .empty, values: nil)
            return .empty
        }
        let own = LayerGeometry.ownRect(of: shown, bounds: bounds, transform)
        let opacity = Double(min(shown.opacity, 1)) * Double(layer.vibrancyOpacity)
        let outerTarget = target, outerClip = clip
        // A visual effect's backdrop is read before this layer's own group begins.
        let backdrop = layer.backdropBlur.flatMap { blur in
            BackdropPainter.blurredBackdrop(
                of: BackdropPainter.Layers(base: cairo_get_target(cr), groups: groups),
                area: clip.map { own.intersection($0) } ?? own,
                sigma: Double(blur.radius)
                    * Double((transform.a * transform.a + transform.b * transform.b).squareRoot()),
                saturation: Double(blur.saturation))
        }
        defer { if let backdrop { cairo_surface_destroy(backdrop.surface) } }
        cairo_save(cr)
        CairoGeometry.setMatrix(cr, transform)
        if opacity < 1 {
            cairo_push_group(cr)
            groups.append((cairo_get_group_target(cr), opacity))
            target = PixmanTarget(currentTargetOf: cr)
        }
        let painted: PixelRect
        var ownPainted = own
        if LayerGeometry.hasShadow(shown) {
            // The shadow is the blurred alpha of everything the layer composites.
            let groupTarget = target
            cairo_push_group(cr)
            groups.append((cairo_get_group_target(cr), 1))
            target = PixmanTarget(currentTargetOf: cr)
            let content = paintContents(
                of: layer, shown: shown, bounds: bounds, transform: transform, own: own, state: state,
                backdrop: backdrop)
            target = groupTarget
            groups.removeLast()
            let pattern = cairo_pop_group(cr)
            let (offset, sigma) = LayerGeometry.shadowInDeviceSpace(of: shown, transform)
            if let color = shown.shadowColor {
                ShadowPainter.paintShadow(
                    of: pattern, on: cr, color: color, opacity: Double(min(shown.shadowOpacity, 1)),
                    deviceOffset: offset, deviceSigma: sigma)
            }
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
            let shadow = LayerGeometry.shadowRect(of: shown, content: content, transform)
            ownPainted = own.union(shadow)
            painted = content.union(shadow)
        } else {
            painted = paintContents(
                of: layer, shown: shown, bounds: bounds, transform: transform, own: own, state: state,
                backdrop: backdrop)
        }
        if opacity < 1 {
            groups.removeLast()
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
        target = outerTarget
        clip = outerClip
        state?.place(own: ownPainted, subtree: painted, values: shown)
        return painted
    }

    /// The frame renderer's state for `layer`, made (or taken over from another renderer) when
    /// it has none.
    static func state(of layer: CALayer, owner: ObjectIdentifier) -> LayerRenderState {
        if let state = layer.renderingState as? LayerRenderState, state.owner == owner { return state }
        let state = LayerRenderState(owner: owner, layer: layer)
        layer.renderingState = state
        return state
    }

    /// Background, drawn content, sublayers (clipped by `masksToBounds`), border; returns the
    /// pixels touched.
    private func paintContents(
        of layer: CALayer, shown: CALayer, bounds: CGRect, transform: CGAffineTransform, own: PixelRect,
        state: LayerRenderState?, backdrop: (surface: OpaquePointer, toDevice: CGAffineTransform)?
    ) -> PixelRect {
        let view = layer.delegate as? UIView
        let radius = shown.cornerRadius, corners = shown.maskedCorners
        if let backdrop {
            BackdropPainter.paint(
                backdrop, on: cr, bounds: bounds, radius: radius, corners: corners, transform: transform)
            CairoGeometry.setMatrix(cr, transform)
        }
        // A transform layer draws none of its own appearance, only its sublayers.
        let drawsAppearance = !(layer is CATransformLayer)
        if drawsAppearance, let background = LayerGeometry.backgroundColor(of: layer, shown: shown, view: view),
            LayerGeometry.shows(background)
        {
            fillRoundedRect(
                bounds, radius: radius, corners: corners, ring: nil, color: background, transform: transform)
        }
        if let gradientLayer = shown as? CAGradientLayer {
            paintGradient(of: gradientLayer, bounds: bounds, transform: transform)
        }
        if let shapeLayer = shown as? CAShapeLayer {
            paintShape(of: shapeLayer, transform: transform)
        }
        let masks = shown.masksToBounds
        let outerClip = clip
        if masks {
            cairo_save(cr)
            clip(to: bounds, radius: radius, corners: corners, transform: transform)
        }
        if shown.drawsLayerContent { paintLayerContent(of: shown, transform: transform) }
        if let view { paintDrawing(of: view, bounds: bounds, transform: transform, state: state) }
        var painted = own
        var sublayerStates: [LayerRenderState] = []
        let instances = (layer as? CAReplicatorLayer).map { ReplicatorInstances($0) }
        for sublayer in LayerGeometry.paintingOrder(layer.sublayers ?? []) {
            var sublayerPainted = PixelRect.empty
            if let instances {
                for instance in 0..<instances.count {
                    sublayerPainted = sublayerPainted.union(
                        paintInstance(instance, of: instances, sublayer: sublayer, transform: transform))
                }
            } else {
                sublayerPainted = paint(sublayer, parent: transform)
            }
            painted = painted.union(masks ? sublayerPainted.intersection(own) : sublayerPainted)
            if let frame { sublayerStates.append(Self.state(of: sublayer, owner: frame.owner)) }
        }
        state?.sublayers = sublayerStates
        if masks {
            cairo_restore(cr)
            clip = outerClip
        }
        if drawsAppearance, shown.borderWidth > 0, shown.borderWidth.isFinite, let border = shown.borderColor,
            LayerGeometry.shows(border)
        {
            let width = min(shown.borderWidth, min(bounds.width, bounds.height) / 2)
            if width > 0 {
                fillRoundedRect(
                    bounds, radius: radius, corners: corners, ring: width, color: border, transform: transform)
            }
        }
        return painted
    }

    /// What the layer draws of its own (`contents` image, text, particles) through a Core
    /// Graphics context on Cairo, in its bounds space.
    private func paintLayerContent(of shown: CALayer, transform: CGAffineTransform) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let context = CGContext(backend: CairoContextBackend(cr: cr), baseTransform: transform)
        shown.drawLayerContent(in: context)
        CairoGeometry.setMatrix(cr, transform)
    }

    /// One copy of a replicator's sublayer: painted with the instance's accumulated transform, its
    /// animations `instanceDelay` later per copy and, when its colour is not white, multiplied by
    /// that colour.
    private func paintInstance(
        _ index: Int, of instances: ReplicatorInstances, sublayer: CALayer, transform: CGAffineTransform
    ) -> PixelRect {
        let parent = instances.transform(index).concatenating(transform)
        let outerDelay = CALayer.presentationDelay
        CALayer.presentationDelay = outerDelay + instances.delay(index)
        defer { CALayer.presentationDelay = outerDelay }
        guard let color = instances.color(index) else { return paint(sublayer, parent: parent) }
        let outerTarget = target, outerClip = clip
        cairo_save(cr)
        cairo_push_group(cr)
        groups.append((cairo_get_group_target(cr), 1))
        target = PixmanTarget(currentTargetOf: cr)
        let painted = paint(sublayer, parent: parent)
        groups.removeLast()
        let pattern = cairo_pop_group(cr)
        target = outerTarget
        clip = outerClip
        // The copy's colours times the instance colour: multiplied where the copy has coverage,
        // then composited at the colour's alpha.
        cairo_push_group(cr)
        cairo_identity_matrix(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), 1)
        cairo_mask(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(color.alpha))
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
        return painted
    }

    /// A gradient layer's gradient over its (rounded) bounds, its points in the bounds' unit
    /// square; a radial one reaches the ellipse through `endPoint`.
    private func paintGradient(of layer: CAGradientLayer, bounds: CGRect, transform: CGAffineTransform) {
        guard let gradient = layer.gradient, bounds.width > 0, bounds.height > 0 else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        cairo_save(cr)
        CairoGeometry.setMatrix(cr, transform)
        cairo_new_path(cr)
        CairoGeometry.appendRoundedRect(cr, bounds, radius: layer.cornerRadius, corners: layer.maskedCorners)
        cairo_clip(cr)
        let context = CGContext(backend: CairoContextBackend(cr: cr), baseTransform: transform)
        let start = point(layer.startPoint), end = point(layer.endPoint)
        if layer.type == .radial {
            // The ellipse through `endPoint`: a circle of the larger radius, squeezed on the other axis.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            let radius = max(rx, ry)
            if radius > 0 {
                context.translateBy(x: start.x, y: start.y)
                context.scaleBy(x: rx > 0 ? rx / radius : 1, y: ry > 0 ? ry / radius : 1)
                context.drawRadialGradient(
                    gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius,
                    options: [.drawsAfterEndLocation])
            }
        } else if layer.type == .conic {
            paintConicGradient(gradient, center: start, towards: end, bounds: bounds)
        } else {
            context.drawLinearGradient(
                gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        cairo_restore(cr)
    }

    /// A conic gradient as `conicWedges` thin wedges about `center`, the first on the line towards
    /// `end`, sweeping clockwise (in UIKit's flipped space) a whole turn through the colours.
    private func paintConicGradient(_ gradient: CGGradient, center: CGPoint, towards end: CGPoint, bounds: CGRect) {
        let reach = Double(hypot(bounds.width, bounds.height) * 2)
        let first = Double(atan2(end.y - center.y, end.x - center.x))
        let step = 2 * Double.pi / Double(Self.conicWedges)
        // Antialiased, every wedge edge would let the background show through the seams.
        let antialias = cairo_get_antialias(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        defer { cairo_set_antialias(cr, antialias) }
        for wedge in 0..<Self.conicWedges {
            let fraction = (CGFloat(wedge) + 0.5) / CGFloat(Self.conicWedges)
            let color = gradient.colorComponents(at: fraction)
            let from = first + Double(wedge) * step
            cairo_new_path(cr)
            cairo_move_to(cr, Double(center.x), Double(center.y))
            // A hair more than the wedge, so neighbours overlap instead of leaving seams.
            cairo_arc(cr, Double(center.x), Double(center.y), reach, from, from + step * 1.02)
            cairo_close_path(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cr)
        }
    }

    /// How many wedges draw a conic gradient: finer than a 1° step, few enough to stay cheap.
    private static let conicWedges = 512

    /// A shape layer's path in its bounds space: filled, then stroked from `strokeStart` to
    /// `strokeEnd`, through a Core Graphics context on Cairo.
    private func paintShape(of layer: CAShapeLayer, transform: CGAffineTransform) {
        guard let path = layer.path, !path.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let context = CGContext(backend: CairoContextBackend(cr: cr), baseTransform: transform)
        if let fill = layer.fillColor, LayerGeometry.shows(fill) {
            context.setFillColor(fill)
            context.addPath(path)
            context.fillPath(using: layer.fillRule.pathFillRule)
        }
        if let stroke = layer.strokeColor, LayerGeometry.shows(stroke), layer.lineWidth > 0,
            let stroked = layer.strokedPath
        {
            context.setStrokeColor(stroke)
            context.setLineWidth(layer.lineWidth)
            context.setLineCap(layer.lineCap.lineCap)
            context.setLineJoin(layer.lineJoin.lineJoin)
            context.setMiterLimit(layer.miterLimit)
            if let dashes = layer.lineDashPattern, !dashes.isEmpty {
                context.setLineDash(phase: layer.lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
            }
            context.addPath(stroked)
            context.strokePath()
        }
    }

    /// Fills the rounded rectangle (or, with `ring`, the border of that width inside it): from
    /// a cached mask when it lies on whole pixels, with a Cairo path otherwise.
    private func fillRoundedRect(
        _ rect: CGRect, radius: CGFloat, corners: CACornerMask, ring: CGFloat?, color: CGColor,
        transform: CGAffineTransform
    ) {
        let clamped = min(max(radius.isFinite ? radius : 0, 0), min(rect.width, rect.height) / 2)
        if corners == CairoGeometry.allCorners || clamped == 0, let target, let clip,
            let frame = LayerGeometry.pixelAligned(rect, transform),
            let mask = RoundedShapeMask.mask(
                radius: Double(clamped * transform.a), ring: ring.map { Double($0 * transform.a) }),
            mask.fits(frame)
        {
            mask.draw(in: frame, color: CairoGeometry.premultiplied(color), on: target, clip: clip)
            return
        }
        CairoGeometry.setMatrix(cr, transform)
        cairo_new_path(cr)
        CairoGeometry.appendRoundedRect(cr, rect, radius: radius, corners: corners)
        if let ring {
            CairoGeometry.appendRoundedRect(
                cr, rect.insetBy(dx: ring, dy: ring), radius: max(clamped - ring, 0), corners: corners)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        }
        CairoGeometry.setSource(cr, color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Narrows the clip to the layer's (rounded) bounds. A rectangle on whole pixels stays one
    /// for the fast paths; any other shape is Cairo's alone.
    private func clip(to bounds: CGRect, radius: CGFloat, corners: CACornerMask, transform: CGAffineTransform) {
        let clamped = min(max(radius.isFinite ? radius : 0, 0), min(bounds.width, bounds.height) / 2)
        if clamped == 0, let frame = LayerGeometry.pixelAligned(bounds, transform) {
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
            cairo_clip(cr)
            clip = clip?.intersection(frame)
        } else {
            CairoGeometry.setMatrix(cr, transform)
            cairo_new_path(cr)
            CairoGeometry.appendRoundedRect(cr, bounds, radius: radius, corners: corners)
            cairo_clip(cr)
            clip = nil
        }
        CairoGeometry.setMatrix(cr, transform)
    }

    /// The view's `draw(_:)`: from its backing store in a frame renderer (drawn again only when
    /// stale), or straight onto the context, clipped to its bounds, with the view's traits
    /// current, as UIKit sets drawing up.
    private func paintDrawing(of view: UIView, bounds: CGRect, transform: CGAffineTransform, state: LayerRenderState?) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        if let frame, let state, transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 {
            let store = state.store()
            let area = store.update(for: view, transform: transform, epoch: frame.epoch)
            guard let surface = store.surface, let image = store.image else { return }
            if let target, let clip {
                target.composite(
                    image, sourceX: 0, sourceY: 0, at: area.minX, area.minY, width: area.width, height: area.height,
                    clip: clip)
            } else {
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, surface, Double(area.minX), Double(area.minY))
                cairo_paint(cr)
                cairo_restore(cr)
            }
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoGeometry.setMatrix(cr, transform)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        let context = CGContext(backend: CairoContextBackend(cr: cr), baseTransform: transform)
        UIGraphicsPushContext(context)
        view.traitCollection.performAsCurrent {
            view.draw(bounds)
        }
        UIGraphicsPopContext()
    }
}
