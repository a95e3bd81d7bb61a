import Foundation

/// A layer that shows part of its sublayers by moving its bounds' origin: `scroll(to:)` brings a
/// point to the top left, `scroll(_:)` brings a rectangle into view, as far as `scrollMode`
/// allows. It draws no scroll indicators and takes no touches (a `UIScrollView` does that);
/// set `masksToBounds` to clip the sublayers to the visible part. Each scroll costs O(1).
@preconcurrency @MainActor
open class CAScrollLayer: CALayer {
    /// The directions scrolling may move the bounds' origin in; `.both` by default.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Creates a scroll layer that scrolls both ways.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s scroll mode, for `presentation()`.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    /// Moves the bounds' origin to `p` along the axes `scrollMode` allows: `p` (in the layer's own
    /// space) then shows at the top left.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        if origin != bounds.origin { bounds.origin = origin }
    }

    /// Scrolls the least distance that brings `r` into view, its top left first when it is
    /// larger than the bounds, along the axes `scrollMode` allows.
    open func scroll(_ r: CGRect) {
        func axis(_ min: CGFloat, _ length: CGFloat, visible: CGFloat, size: CGFloat) -> CGFloat {
            if min < visible || length > size { return min }
            if min + length > visible + size { return min + length - size }
            return visible
        }
        let target = r.standardized
        scroll(
            to: CGPoint(
                x: axis(target.minX, target.width, visible: bounds.minX, size: bounds.width),
                y: axis(target.minY, target.height, visible: bounds.minY, size: bounds.height)))
    }
}
