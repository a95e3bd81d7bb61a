import Foundation
@_spi(Rendering) import OpenUIKit

/// Where a layer lands in device space, and which pixels its painting can touch. The painter
/// and the damage pass both ask here, so the area a frame repaints is the area the layer paints.
@MainActor
enum LayerGeometry {
    /// Below this opacity a layer shows nothing.
    static let invisibleOpacity: Float = 0.002

    static func isVisible(_ layer: CALayer) -> Bool {
        !layer.isHidden && layer.opacity.isFinite && layer.opacity >= invisibleOpacity
    }

    static func finiteBounds(of layer: CALayer) -> CGRect? {
        let bounds = layer.bounds
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
            return nil
        }
        return bounds
    }

    /// The layer's bounds space to device space, given its superlayer's: to its position,
    /// through its transform about the anchor point, then to its bounds origin. Nil when it
    /// cannot be drawn (not finite, or flattened to nothing).
    ///
    /// A layer moving in an animation (`snapping`) lands on whole device pixels when nothing but
    /// scaling and moving applies: its subtree's pixels, and its views' backing stores, stay as
    /// drawn at rest instead of being drawn again at a new fraction of a pixel every frame.
    static func transform(of layer: CALayer, in parent: CGAffineTransform, snapping: Bool = false) -> CGAffineTransform?
    {
        let bounds = layer.bounds, position = layer.position, anchor = layer.anchorPoint
        let offset = CGPoint(x: -bounds.minX - bounds.width * anchor.x, y: -bounds.minY - bounds.height * anchor.y)
        let local: CGAffineTransform
        if CATransform3DIsIdentity(layer.transform) {
            local = CGAffineTransform(translationX: offset.x + position.x, y: offset.y + position.y)
        } else {
            local = CGAffineTransform(translationX: offset.x, y: offset.y)
                .concatenating(CATransform3DGetAffineTransform(layer.transform))
                .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        }
        var result = local.concatenating(parent)
        if snapping, result.b == 0, result.c == 0 {
            result.tx = result.tx.rounded()
            result.ty = result.ty.rounded()
        }
        return CairoGeometry.isUsable(result) ? result : nil
    }

    /// The pixels `rect` (in the space `transform` maps from) can touch.
    static func deviceRect(_ rect: CGRect, _ transform: CGAffineTransform) -> PixelRect {
        PixelRect(covering: rect.applying(transform))
    }

    /// The pixels a layer's own painting can touch: its bounds, and a shape layer's path with
    /// room for the stroke (a path may reach outside the bounds, which are often empty).
    static func ownRect(of layer: CALayer, bounds: CGRect, _ transform: CGAffineTransform) -> PixelRect {
        var rect = deviceRect(bounds, transform)
        if layer.drawsLayerContent, let reach = layer.drawnContentReach {
            rect = rect.union(deviceRect(reach, transform))
        }
        guard let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty else { return rect }
        let box = path.boundingBoxOfPath
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return rect }
        let stroke = shape.strokeColor == nil ? 0 : max(shape.lineWidth, 0) * max(shape.miterLimit, 1) / 2
        let reach = stroke.isFinite ? stroke + 1 : 1
        return rect.union(deviceRect(box.insetBy(dx: -reach, dy: -reach), transform))
    }

    /// `rect` in device space when it lands exactly on pixel edges through a transform that only
    /// scales (alike on both axes) and moves: then masks and stores can be composited at whole
    /// pixels. Nil otherwise.
    static func pixelAligned(_ rect: CGRect, _ transform: CGAffineTransform) -> PixelRect? {
        guard transform.b == 0, transform.c == 0, transform.a > 0, transform.a == transform.d else { return nil }
        let device = rect.applying(transform)
        let edges = [device.minX, device.minY, device.maxX, device.maxY]
        guard edges.allSatisfy({ $0.isFinite && abs($0) < 1e7 && abs($0 - $0.rounded()) < 1e-6 }) else { return nil }
        let aligned = PixelRect(
            minX: Int32(device.minX.rounded()), minY: Int32(device.minY.rounded()),
            maxX: Int32(device.maxX.rounded()), maxY: Int32(device.maxY.rounded()))
        return aligned.isEmpty ? nil : aligned
    }

    static func hasShadow(_ layer: CALayer) -> Bool {
        guard layer.shadowOpacity > 0, layer.shadowOpacity.isFinite, let color = layer.shadowColor else { return false }
        return CairoGeometry.rgba(color).3 > 0
    }

    /// The shadow's offset and blur in device pixels: the layer's values through the transform.
    static func shadowInDeviceSpace(
        of layer: CALayer, _ transform: CGAffineTransform
    ) -> (offset: CGSize, sigma: Double) {
        let offset = CGSize(
            width: layer.shadowOffset.width * transform.a + layer.shadowOffset.height * transform.c,
            height: layer.shadowOffset.width * transform.b + layer.shadowOffset.height * transform.d)
        let radius = Double(layer.shadowRadius)
        let sigma =
            ((radius * Double(transform.a)) * (radius * Double(transform.a))
            + (radius * Double(transform.b)) * (radius * Double(transform.b))).squareRoot()
        return (offset, sigma.isFinite ? min(max(sigma, 0), 500) : 0)
    }

    /// Where the shadow of what was painted in `content` can fall.
    static func shadowRect(of layer: CALayer, content: PixelRect, _ transform: CGAffineTransform) -> PixelRect {
        guard !content.isEmpty else { return .empty }
        let (offset, sigma) = shadowInDeviceSpace(of: layer, transform)
        guard offset.width.isFinite, offset.height.isFinite else { return .empty }
        let reach = Int32((3 * sigma).rounded(.up)) + 2
        let dx = Int32(max(min(offset.width, 1e6), -1e6).rounded(.down)),
            dy = Int32(max(min(offset.height, 1e6), -1e6).rounded(.down))
        return PixelRect(
            minX: content.minX + dx - reach, minY: content.minY + dy - reach,
            maxX: content.maxX + dx + 1 + reach, maxY: content.maxY + dy + 1 + reach)
    }

    /// Sublayers in the order they are painted: by `zPosition`, then as listed.
    static func paintingOrder(_ sublayers: [CALayer]) -> [CALayer] {
        guard let first = sublayers.first?.zPosition, sublayers.contains(where: { $0.zPosition != first }) else {
            return sublayers
        }
        return sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// A view's colour resolves against its traits (so dynamic colours follow dark mode); a
    /// bare layer's, or one whose colour is animating (`shown` holds the value now), is used as
    /// it is.
    static func backgroundColor(of layer: CALayer, shown: CALayer, view: UIView?) -> CGColor? {
        guard !layer.isAnimating("backgroundColor"), let view, let color = view.backgroundColor else {
            return shown.backgroundColor
        }
        return color.variesWithTraits ? color.resolvedColor(with: view.traitCollection).cgColor : color.cgColor
    }

    /// Whether a colour paints anything.
    static func shows(_ color: CGColor?) -> Bool {
        guard let color else { return false }
        return CairoGeometry.rgba(color).3 > 0
    }
}
