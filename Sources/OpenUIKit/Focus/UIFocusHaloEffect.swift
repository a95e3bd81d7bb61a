import Foundation

/// A ring drawn around a focused item, in the item's tint colour: around a rectangle, a
/// rounded rectangle or any path, in the coordinates of the item (or of `referenceView`).
/// The focus system draws it as a stroked shape layer on top of the item's layer (or of
/// `containerView`'s) while the item is focused, and removes it when focus leaves.
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the ring is drawn relative to the shape's outline.
    public enum Position: Int, Sendable {
        /// The system decides: outside for most items.
        case automatic = 0
        /// The ring lies outside the outline.
        case outside = 1
        /// The ring lies inside the outline.
        case inside = 2
    }

    /// The width of the ring, in points.
    static let lineWidth: CGFloat = 4

    /// The outline the ring follows, in the reference view's (or the item's) coordinates.
    let outline: UIBezierPath?
    /// The view whose layer the ring is drawn in; the item's own when `nil`. Held weakly.
    open weak var containerView: UIView?
    /// The view whose coordinates the outline is in; the item's own when `nil`. Held weakly.
    open weak var referenceView: UIView?
    /// Where the ring lies relative to the outline.
    open var position: Position = .automatic

    /// A halo that follows the item's bounds (and corner radius).
    public override init() {
        outline = nil
        super.init()
    }

    private init(outline: UIBezierPath?) {
        self.outline = outline
        super.init()
    }

    /// A halo around `rect`.
    public convenience init(rect: CGRect) {
        self.init(outline: UIBezierPath(rect: rect))
    }

    /// A halo around a rounded rectangle; the corner curve is recorded but corners are drawn circular.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init(outline: UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// A halo along `bezierPath`.
    public convenience init(path bezierPath: UIBezierPath) {
        self.init(outline: bezierPath)
    }

    /// A halo with the same outline, views and position.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIFocusHaloEffect(outline: outline)
        copy.containerView = containerView
        copy.referenceView = referenceView
        copy.position = position
        return copy
    }

    /// The ring's layer for `item`, in the coordinates of the layer it goes in, or nil when
    /// the ring has nowhere to go.
    func makeRing(for item: UIView) -> (layer: CAShapeLayer, host: UIView) {
        let host = containerView ?? item
        let reference = referenceView ?? item
        let outset: CGFloat = position == .inside ? -Self.lineWidth / 2 : Self.lineWidth / 2
        let path: UIBezierPath
        if let outline {
            path = outline
        } else {
            let radius = item.layer.cornerRadius
            path = UIBezierPath(
                roundedRect: item.bounds.insetBy(dx: -outset, dy: -outset),
                cornerRadius: radius > 0 ? radius + outset : 0)
        }
        let ring = CAShapeLayer()
        let origin = host.convert(CGPoint.zero, from: Optional(reference))
        ring.frame = CGRect(origin: origin, size: .zero)
        ring.path = path.cgPath
        ring.fillColor = nil
        ring.strokeColor = (item.tintColor ?? UIColor.systemBlue).cgColor
        ring.lineWidth = Self.lineWidth
        return (ring, host)
    }
}
