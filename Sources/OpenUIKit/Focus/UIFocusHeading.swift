import Foundation

/// The direction a focus update moves in: an arrow key, Tab (`next`) or Shift-Tab
/// (`previous`); empty for an update made in code.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a heading from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Focus moved up (the up arrow).
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Focus moved down (the down arrow).
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Focus moved left (the left arrow).
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Focus moved right (the right arrow).
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Focus moved to the next focus group (the Tab key).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Focus moved to the previous focus group (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    /// Focus moved to the first item (Home, or Command-up arrow).
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    /// Focus moved to the last item (End, or Command-down arrow).
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}
