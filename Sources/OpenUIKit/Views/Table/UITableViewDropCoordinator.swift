import Foundation

/// What a table hands its drop delegate to perform a drop: the items, where they go, the
/// proposal and session, and where each item's preview lands.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The items dropped, in the drag's order.
    var items: [any UITableViewDropItem] { get }
    /// The row the drop goes to; nil below the last row or over an empty table.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal the drop goes ahead with.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Drops `dragItem` into `placeholder`: its preview lands on the placeholder's row, and the
    /// context inserts the real row there once the data has loaded.
    @discardableResult
    func drop(
        _ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder
    )
        -> any UITableViewDropPlaceholderContext
    /// Lands `dragItem`'s preview on the row at `indexPath`; the animator runs with the drop's.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Lands `dragItem`'s preview in `rect` (the cell's coordinates) of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// Lands `dragItem`'s preview at `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}
