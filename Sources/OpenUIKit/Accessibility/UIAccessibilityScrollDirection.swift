import Foundation

/// The direction of a three-finger scroll, as `accessibilityScroll(_:)` receives it.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Scroll to the right (a three-finger swipe left).
    case right = 1
    /// Scroll to the left (a three-finger swipe right).
    case left = 2
    /// Scroll up (a three-finger swipe down).
    case up = 3
    /// Scroll down (a three-finger swipe up).
    case down = 4
    /// Scroll to the next page, in reading order.
    case next = 5
    /// Scroll to the previous page, in reading order.
    case previous = 6
}
