import Foundation

/// What a table asks and tells the object that drags its rows: the items for a pressed row
/// (required), the lifted cell's preview parameters, and the session's beginning and end.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items to drag for the row pressed at `indexPath`; an empty list starts no drag.
    func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    )
        -> [UIDragItem]
    /// The items to add to a drag in progress for a tap on the row at `indexPath` (none by
    /// default).
    func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]
    /// How the lifted row's cell is drawn; nil draws the whole cell.
    func tableView(
        _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    )
        -> UIDragPreviewParameters?
    /// The finger started moving the lifted rows.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag from the table is over (dropped or cancelled).
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the rows (true by default).
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the rows may only be dropped in this app (false by default).
    func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
}

extension UITableViewDragDelegate {
    /// No items.
    public func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] { [] }
    /// Nil: the whole cell.
    public func tableView(
        _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    )
        -> UIDragPreviewParameters?
    { nil }
    /// Nothing to do.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    /// Nothing to do.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    /// True: drops may move.
    public func tableView(
        _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
    )
        -> Bool
    { true }
    /// False: not restricted.
    public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
}
