import Foundation

/// A focus update as a table view sees it: the index paths of the rows losing and gaining
/// focus, when they are rows of this table.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The row of the cell losing focus (or containing the view that loses it); `nil` when it is not in the table.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The row of the cell gaining focus (or containing the view that gains it); `nil` when it is not in the table.
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, in tableView: UITableView) {
        super.init(
            previouslyFocusedItem: context.previouslyFocusedItem, nextFocusedItem: context.nextFocusedItem,
            focusHeading: context.focusHeading)
        previouslyFocusedIndexPath = Self.indexPath(of: context.previouslyFocusedView, in: tableView)
        nextFocusedIndexPath = Self.indexPath(of: context.nextFocusedView, in: tableView)
    }

    private static func indexPath(of view: UIView?, in tableView: UITableView) -> IndexPath? {
        var current = view
        while let candidate = current, candidate !== tableView {
            if let cell = candidate as? UITableViewCell, cell.superview != nil {
                return tableView.indexPath(for: cell)
            }
            current = candidate.superview
        }
        return nil
    }
}
