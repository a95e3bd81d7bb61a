import Foundation

/// How assistive technology moves through an element's children: one by one, or as one.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// The system decides.
    case automatic = 0
    /// Each child is visited on its own.
    case separate = 1
    /// The children are read as one element.
    case combined = 2
}
