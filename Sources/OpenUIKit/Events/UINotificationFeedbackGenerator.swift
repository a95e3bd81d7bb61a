import Foundation

/// The feedback of a task's outcome: succeeded, warned or failed.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification feedback tells of.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Gives the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play("notification \(notificationType)")
    }
}
