import Foundation

/// Which way the arrow of an edit menu points, toward the content the menu acts on (iOS 16).
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system chooses: the menu goes above the content, arrow down, or below it, arrow up,
    /// when there is no room above.
    case automatic = 0
    /// The arrow points up: the menu shows below the content.
    case up = 1
    /// The arrow points down: the menu shows above the content.
    case down = 2
    /// The arrow points left: the menu shows to the right of the content.
    case left = 3
    /// The arrow points right: the menu shows to the left of the content.
    case right = 4
}
