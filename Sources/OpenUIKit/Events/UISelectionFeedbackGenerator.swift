import Foundation

/// The feedback of a selection changing: a picker's wheel passing a row.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Gives the feedback of a changed selection.
    open func selectionChanged() {
        play("selection")
    }
}
