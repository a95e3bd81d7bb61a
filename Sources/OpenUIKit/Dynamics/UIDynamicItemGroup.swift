import Foundation

/// Items a behavior treats as one rigid body: they move together and keep their places among
/// themselves. Here the body is the rectangle around the items and it does not turn (UIKit
/// collides each member's own outline and lets the group spin).
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The items in the group.
    open private(set) var items: [any UIDynamicItem]

    /// Makes a group of `items`; an item may be in one group only, and not in behaviors of its own.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// The rectangle around the items' frames, in the reference view's coordinates.
    private var enclosingFrame: CGRect {
        let frames = items.map { item -> CGRect in
            let size = item.bounds.size
            return CGRect(
                x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                height: size.height)
        }
        guard let first = frames.first else { return .zero }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The centre of the rectangle around the items; setting it moves every item by the same amount.
    open var center: CGPoint {
        get { CGPoint(x: enclosingFrame.midX, y: enclosingFrame.midY) }
        set {
            let old = center
            let shift = CGPoint(x: newValue.x - old.x, y: newValue.y - old.y)
            guard shift != .zero else { return }
            for item in items { item.center = CGPoint(x: item.center.x + shift.x, y: item.center.y + shift.y) }
        }
    }

    /// The size of the rectangle around the items, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: enclosingFrame.size) }

    /// The group's transform, kept as set: the animator never turns a group here, so it stays
    /// identity unless the app sets it.
    open var transform: CGAffineTransform = .identity

    /// The group collides as the rectangle around its items.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The rectangle around the items, centred on the group.
    open var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(
            rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}
