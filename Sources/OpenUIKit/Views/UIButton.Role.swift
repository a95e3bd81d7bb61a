import Foundation

extension UIButton {
    /// The part a button plays in what it belongs to (iOS 14).
    public enum Role: Int, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The main button of what it belongs to.
        case primary = 1
        /// A button that cancels.
        case cancel = 2
        /// A button that deletes or changes data for good.
        case destructive = 3
    }
}
