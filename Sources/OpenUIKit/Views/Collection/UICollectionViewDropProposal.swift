import Foundation

/// A collection view's drop proposal: the operation, and how the drop relates to the item under
/// the finger.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// How a drop relates to the destination item.
    public enum Intent: Int, Sendable {
        /// The collection view does nothing to show where the drop goes.
        case unspecified = 0
        /// The items go in at the destination index path.
        case insertAtDestinationIndexPath = 1
        /// The items go into the destination item (a folder).
        case insertIntoDestinationIndexPath = 2
    }

    /// How the drop relates to the destination item. No gap or highlight is drawn for it here.
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
