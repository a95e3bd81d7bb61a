import Foundation

/// Something a dynamic animator can move: a view, a collection view's layout attributes, a
/// group of items, or an object of your own. The animator reads `center`, `bounds` and
/// `transform` when a behavior first names the item and writes `center` and `transform` after
/// each step.
///
/// UIKit declares `collisionBoundsType` and `collisionBoundingPath` as optional requirements;
/// Swift has no optional requirements off Apple platforms, so they have defaults here: a
/// rectangle, and a path of the bounds around the centre.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre, in the reference view's coordinates; the animator moves it.
    var center: CGPoint { get set }
    /// The item's size (the origin is not used); the animator reads it once.
    var bounds: CGRect { get }
    /// The item's transform; the animator turns it as the item spins.
    var transform: CGAffineTransform { get set }
    /// The outline the item collides with (`.rectangle` by default).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The outline for `.path`, around the item's centre at (0, 0).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// UIKit's default: the item collides with its bounds.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// UIKit's default: a rectangle the size of the bounds, centred on the item.
    public var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(
            rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}
