import Foundation

/// The actions a swipe on a row reveals, in order from the row's edge, and whether a full swipe
/// performs the first.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions the swipe reveals, in order from the row's edge.
    public let actions: [UIContextualAction]
    /// Whether swiping the row far enough (past 60% of the table's width here) performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with the actions a swipe reveals, in order from the row's edge.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
