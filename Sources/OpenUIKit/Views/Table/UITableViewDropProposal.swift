import Foundation

/// A table's drop proposal: the operation, and how the drop relates to the row under the finger.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// How a drop relates to the destination row.
    public enum Intent: Int, Sendable {
        /// The table does nothing to show where the drop goes.
        case unspecified = 0
        /// The items go in at the destination row, moving the rows below down.
        case insertAtDestinationIndexPath = 1
        /// The items go into the destination row (a folder's row).
        case insertIntoDestinationIndexPath = 2
        /// Into the row or between rows, by where over the row the finger is.
        case automatic = 3
    }

    /// How the drop relates to the destination row. The table draws no gap or highlight for it
    /// here; the coordinator's destination follows it.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with no intent.
    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
