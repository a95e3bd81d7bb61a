import Foundation

/// A table's context menus: every table has a context menu interaction whose delegate is a
/// bridge to the table's delegate, so a long press on a row asks
/// `tableView(_:contextMenuConfigurationForRowAt:point:)` and the row's cell is lifted while its
/// menu shows, as UIKit's table does.
extension UITableView {
    func installContextMenuInteraction() {
        addInteraction(UIContextMenuInteraction(owning: TableContextMenuBridge(table: self)))
    }
}

/// Answers a table's context menu interaction from the table's delegate, for the pressed row.
@MainActor
final class TableContextMenuBridge: UIContextMenuInteractionDelegate {
    private weak var table: UITableView?
    /// The row whose menu shows.
    private var indexPath: IndexPath?

    init(table: UITableView) {
        self.table = table
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let table, let delegate = table.tableDelegate, let row = table.indexPathForRow(at: location) else {
            return nil
        }
        let configuration = delegate.tableView(table, contextMenuConfigurationForRowAt: row, point: location)
        indexPath = configuration == nil ? nil : row
        return configuration
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        guard let table else { return nil }
        if let preview = table.tableDelegate?.tableView(
            table, previewForHighlightingContextMenuWithConfiguration: configuration)
        {
            return preview
        }
        return indexPath.flatMap(table.cellForRow(at:)).map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        guard let table else { return nil }
        return table.tableDelegate?.tableView(table, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
        indexPath = nil
    }
}
