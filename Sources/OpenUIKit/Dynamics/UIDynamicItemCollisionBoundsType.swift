import Foundation

/// The outline a dynamic item collides with.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds, turned with it.
    case rectangle = 0
    /// The ellipse inside the item's bounds (a circle for a square item); the engine collides a
    /// 32-sided polygon on it.
    case ellipse = 1
    /// The item's `collisionBoundingPath`, around its centre. UIKit asks for a convex,
    /// counter-clockwise path; here the convex hull of the path's points is used, so any path
    /// works (a concave one collides as its hull).
    case path = 2
}
