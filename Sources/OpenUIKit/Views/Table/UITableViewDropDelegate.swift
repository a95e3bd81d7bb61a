import Foundation

/// What a table asks and tells the object that takes drops on it: whether it takes a drag, a
/// proposal for the row under the finger as it moves, and the drop itself through a coordinator
/// (required).
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// The finger lifted over the table with a copy or move proposal: load the items' data and
    /// update the table, through `coordinator`.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table takes `session` at all (true by default); asked once a session.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved over the table; `destinationIndexPath` is the row under the finger (nil
    /// below the last row). The default proposes `.cancel`.
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    /// The drag left the table, or was cancelled over it.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag is over.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// How the row a drop lands on is drawn; nil draws the whole cell.
    func tableView(
        _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    )
        -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    /// True: any drag.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Nothing to do.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// Cancel.
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .cancel) }
    /// Nothing to do.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    /// Nothing to do.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
    /// Nil: the whole cell.
    public func tableView(
        _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    )
        -> UIDragPreviewParameters?
    { nil }
}
