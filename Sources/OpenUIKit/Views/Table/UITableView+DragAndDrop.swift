import Foundation

/// A table's drag and drop: a drag delegate (with `dragInteractionEnabled`) gives the table a
/// drag interaction whose long press on a row asks `tableView(_:itemsForBeginning:at:)` and
/// lifts the row's cell; a drop delegate gives it a drop interaction that asks for proposals
/// with the row under the finger and performs drops through a `UITableViewDropCoordinator`.
extension UITableView {
    /// Whether a drag from the table is in progress (lifted, moving, or animating its end).
    public var hasActiveDrag: Bool {
        guard let activity = DragActivity.current else { return false }
        return activity.source === tableDragInteraction
    }

    /// Whether a drag is over the table, or its drop on the table is animating.
    public var hasActiveDrop: Bool {
        guard let activity = DragActivity.current, let interaction = tableDropInteraction else { return false }
        return activity.target === interaction
    }

    /// Adds or removes the table's drag and drop interactions to match its delegates and
    /// `dragInteractionEnabled`.
    func updateDragAndDropInteractions() {
        let wantsDrag = dragDelegate != nil && dragInteractionEnabled
        if wantsDrag, tableDragInteraction == nil {
            let interaction = UIDragInteraction(owning: TableDragBridge(table: self))
            interaction.isEnabled = true
            tableDragInteraction = interaction
            addInteraction(interaction)
        } else if !wantsDrag, let interaction = tableDragInteraction {
            removeInteraction(interaction)
            tableDragInteraction = nil
        }
        if dropDelegate != nil, tableDropInteraction == nil {
            let interaction = UIDropInteraction(owning: TableDropBridge(table: self))
            tableDropInteraction = interaction
            addInteraction(interaction)
        } else if dropDelegate == nil, let interaction = tableDropInteraction {
            removeInteraction(interaction)
            tableDropInteraction = nil
        }
    }
}

/// Answers a table's drag interaction from the table's drag delegate, for the pressed row.
@MainActor
final class TableDragBridge: UIDragInteractionDelegate {
    private weak var table: UITableView?
    /// The row being dragged.
    private var indexPath: IndexPath?

    init(table: UITableView) {
        self.table = table
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
    )
        -> [UIDragItem]
    {
        guard let table, let delegate = table.dragDelegate,
            let row = table.indexPathForRow(at: session.location(in: table))
        else { return [] }
        let items = delegate.tableView(table, itemsForBeginning: session, at: row)
        indexPath = items.isEmpty ? nil : row
        if let session = session as? DragSession {
            session.sourceList = table
            for item in items { session.sourceIndexPaths[ObjectIdentifier(item)] = row }
        }
        return items
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? {
        guard let table, let row = indexPath, let cell = table.cellForRow(at: row) else { return nil }
        let parameters = table.dragDelegate?.tableView(table, dragPreviewParametersForRowAt: row)
        return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        guard let table else { return }
        table.dragDelegate?.tableView(table, dragSessionWillBegin: session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
    )
        -> Bool
    {
        guard let table, let delegate = table.dragDelegate else { return true }
        return delegate.tableView(table, dragSessionAllowsMoveOperation: session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        guard let table, let delegate = table.dragDelegate else { return false }
        return delegate.tableView(table, dragSessionIsRestrictedToDraggingApplication: session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        indexPath = nil
        guard let table else { return }
        table.dragDelegate?.tableView(table, dragSessionDidEnd: session)
    }
}

/// Answers a table's drop interaction from the table's drop delegate, with the row under the
/// finger.
@MainActor
final class TableDropBridge: UIDropInteractionDelegate {
    private weak var table: UITableView?
    /// The last proposal and the row it was made for.
    private var proposal = UITableViewDropProposal(operation: .cancel)
    private var destination: IndexPath?

    init(table: UITableView) {
        self.table = table
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let table, let delegate = table.dropDelegate else { return false }
        return delegate.tableView(table, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        guard let table else { return }
        table.dropDelegate?.tableView(table, dropSessionDidEnter: session)
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    )
        -> UIDropProposal
    {
        guard let table, let delegate = table.dropDelegate else { return UIDropProposal(operation: .cancel) }
        destination = table.indexPathForRow(at: session.location(in: table))
        proposal = delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        guard let table else { return }
        table.dropDelegate?.tableView(table, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let table, let delegate = table.dropDelegate else { return }
        let drag = session.localDragSession as? DragSession
        let fromHere = drag?.sourceList === table
        let items = session.items.map { item in
            ListDropItem(
                dragItem: item, sourceIndexPath: fromHere ? drag?.sourceIndexPaths[ObjectIdentifier(item)] : nil)
        }
        let coordinator = TableDropCoordinator(
            table: table, items: items, destinationIndexPath: destination, proposal: proposal, session: session)
        delegate.tableView(table, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        destination = nil
        guard let table else { return }
        table.dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }
}

/// One item of a drop on a table or collection view.
@MainActor
final class ListDropItem: UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    var previewSize: CGSize {
        DragActivity.current?.previewSize(of: dragItem) ?? .zero
    }

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

/// The coordinator a table hands its drop delegate: the drop's items and destination, and
/// where each item's preview lands (a row's cell, a rect in one, or a target).
@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    private weak var table: UITableView?
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession

    init(
        table: UITableView, items: [any UITableViewDropItem], destinationIndexPath: IndexPath?,
        proposal: UITableViewDropProposal, session: any UIDropSession
    ) {
        self.table = table
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(
        _ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder
    )
        -> any UITableViewDropPlaceholderContext
    {
        let animator = drop(dragItem, toRowAt: placeholder.insertionIndexPath)
        return PlaceholderDropContext(
            dragItem: dragItem, animator: animator, indexPath: placeholder.insertionIndexPath
        ) { [weak table = self.table] indexPath in
            table?.insertRows(at: [indexPath], with: .automatic)
        }
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        guard let table else { return DragAnimator() }
        let rect = table.rectForRow(at: indexPath)
        return drop(dragItem, to: UIDragPreviewTarget(container: table, center: CGPoint(x: rect.midX, y: rect.midY)))
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        guard let table else { return DragAnimator() }
        let row = table.rectForRow(at: indexPath)
        let center = CGPoint(x: row.minX + rect.midX, y: row.minY + rect.midY)
        return drop(dragItem, to: UIDragPreviewTarget(container: table, center: center))
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        DragActivity.current?.dropTargets[ObjectIdentifier(dragItem)] = target
        return DragActivity.current?.dropAnimator ?? DragAnimator()
    }
}
