import Foundation

extension UICalendarView {
    /// How large a default or image decoration is drawn under its day (iOS 16).
    public enum DecorationSize: Int, Sendable {
        /// A small dot or image.
        case small = 0
        /// The standard size.
        case medium = 1
        /// A large dot or image.
        case large = 2
    }
}
