import Foundation

/// A collection view's layout attributes are dynamic items, for an animator made with
/// `UIDynamicAnimator(collectionViewLayout:)`: it moves their `center` and turns their
/// `transform`, and they collide as rectangles.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
