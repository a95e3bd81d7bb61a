import Foundation

/// An item, header or decoration of a compositional layout's section that is in view, as a
/// section's `visibleItemsInvalidationHandler` sees it: changes made to it (a scale, a fade)
/// show on its view in the same layout pass and are undone before the next one.
///
/// UIKit's protocol also refines `UIDynamicItem`; here it declares the members it needs itself.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// The element's position along the z-axis.
    var zIndex: Int { get set }
    /// Whether the element's view is hidden.
    var isHidden: Bool { get set }
    /// The center of the element, in the coordinates of the section's content.
    var center: CGPoint { get set }
    /// A 2D transform applied to the element's view about its center.
    var transform: CGAffineTransform { get set }
    /// A 3D transform applied to the element's view about its center.
    var transform3D: CATransform3D { get set }
    /// The element's kind for a supplementary or decoration view, or an empty string for a cell.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame before the section scrolls orthogonally: in the collection view's content coordinates.
    var frame: CGRect { get }
    /// The element's bounds: its size at the origin.
    var bounds: CGRect { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view, or `nil` for a cell.
    var representedElementKind: String? { get }
}

/// The visible item a handler is given: a window on the attributes the layout returns.
@MainActor
final class LayoutVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
