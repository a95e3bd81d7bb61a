import Foundation

extension CALayer {
    /// The part of the layer's bounds its nearest `CAScrollLayer` (at or above it) shows, in
    /// the layer's own space; the bounds when there is none. O(depth).
    public var visibleRect: CGRect {
        var layer: CALayer? = self
        var chain: [CALayer] = []
        while let candidate = layer, !(candidate is CAScrollLayer) {
            chain.append(candidate)
            layer = candidate.superlayer
        }
        guard let scroller = layer else { return bounds }
        var visible = scroller.bounds
        for inner in chain.reversed() { visible = inner.rectFromSuperlayer(visible) }
        return visible.intersection(bounds)
    }

    /// Asks the nearest `CAScrollLayer` above (or this layer, when it is one) to scroll so that
    /// `p`, in this layer's space, shows at its top left. O(depth).
    public func scroll(_ p: CGPoint) {
        guard let (scroller, point) = nearestScrollLayer(converting: CGRect(origin: p, size: .zero)) else { return }
        scroller.scroll(to: point.origin)
    }

    /// Asks the nearest `CAScrollLayer` above (or this layer, when it is one) to scroll `r`, in
    /// this layer's space, into view. O(depth).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let (scroller, rect) = nearestScrollLayer(converting: r) else { return }
        scroller.scroll(rect)
    }

    /// The nearest scroll layer at or above this one, with `rect` in its space.
    private func nearestScrollLayer(converting rect: CGRect) -> (CAScrollLayer, CGRect)? {
        var layer: CALayer? = self
        var current = rect
        while let candidate = layer {
            if let scroller = candidate as? CAScrollLayer { return (scroller, current) }
            guard let parent = candidate.superlayer else { return nil }
            current = candidate.rectInSuperlayer(current)
            layer = parent
        }
        return nil
    }

    /// `rect` in the superlayer's space, in this layer's: the inverse of `rectInSuperlayer(_:)`.
    private func rectFromSuperlayer(_ rect: CGRect) -> CGRect {
        rect.applying(toSuperlayer.inverted())
    }

    /// This layer's space to its superlayer's.
    private var toSuperlayer: CGAffineTransform {
        let anchor = CGPoint(
            x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// `rect` in this layer's space, in its superlayer's: through the bounds origin, anchor,
    /// position and the affine part of the transform.
    private func rectInSuperlayer(_ rect: CGRect) -> CGRect { rect.applying(toSuperlayer) }
}
