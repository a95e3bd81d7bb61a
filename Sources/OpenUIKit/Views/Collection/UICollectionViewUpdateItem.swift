import Foundation

/// One change in a batch of updates, as a collection view passes it to its layout's
/// `prepare(forCollectionViewUpdates:)`: an item inserted, deleted, reloaded or moved.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// The kind of change.
    public enum Action: Int, Sendable {
        /// An item was inserted.
        case insert = 0
        /// An item was deleted.
        case delete
        /// An item was reloaded.
        case reload
        /// An item was moved.
        case move
        /// No change.
        case none
    }

    /// Where the item was before the update; `nil` for an insertion.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the item is after the update; `nil` for a deletion.
    public let indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
