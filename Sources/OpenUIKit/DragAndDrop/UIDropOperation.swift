import Foundation

/// What a drop does with the dragged items: nothing (cancelled or forbidden), a copy, or a move.
public enum UIDropOperation: UInt, Sendable {
    /// The drop does nothing; the items go back where they came from.
    case cancel = 0
    /// The drop is refused here (the destination could take the items, but not now); shown as
    /// a forbidden badge in UIKit, the same as `.cancel` when the finger lifts.
    case forbidden = 1
    /// The items are copied to the destination.
    case copy = 2
    /// The items move to the destination; only within the app, and only when the source allows
    /// it (otherwise it is a copy).
    case move = 3
}
