import Foundation

extension UIAlertController {
    /// How important an alert is (iOS 16). Only Mac Catalyst draws a critical alert differently
    /// (with a caution symbol); on iOS, and here, both look the same.
    public enum Severity: Int, Sendable {
        /// An ordinary alert.
        case `default` = 0
        /// An alert about something that needs attention, such as data about to be lost.
        case critical = 1
    }
}
