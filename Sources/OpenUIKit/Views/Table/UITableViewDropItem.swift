import Foundation

/// One item of a drop on a table: the dragged item, the row it came from when it was dragged
/// from this table, and its preview's size.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The row the item was dragged from, when it came from this same table; nil otherwise.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}
