import Foundation

/// A view is a dynamic item: an animator moves its `center` and turns its `transform`. Its
/// outline comes from `collisionBoundsType` and `collisionBoundingPath`, which subclasses
/// override (they live in `UIView`'s class body so they can be).
extension UIView: UIDynamicItem {}
