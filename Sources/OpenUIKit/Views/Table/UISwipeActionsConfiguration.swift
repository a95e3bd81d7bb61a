import Foundation

/// The actions a swipe on a row reveals, in order from the row's edge, and whether a full swipe
/// performs the first.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
