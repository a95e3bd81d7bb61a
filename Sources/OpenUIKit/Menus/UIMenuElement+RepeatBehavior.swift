import Foundation

extension UIMenuElement {
    /// Whether a menu leaf runs again while its keyboard shortcut is held (iOS 17).
    public enum RepeatBehavior: Int, Sendable {
        /// The system decides: a key command repeats while its key repeats.
        case automatic = 0
        /// It runs again each time the held key repeats.
        case repeatable = 1
        /// It runs once per press, however long the key is held.
        case nonRepeatable = 2
    }
}
