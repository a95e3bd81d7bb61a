import Foundation

/// One item of a drop on a collection view: the dragged item, the index path it came from when
/// it was dragged from this same collection view, and its preview's size.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The index path the item was dragged from, when it came from this collection view.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}
