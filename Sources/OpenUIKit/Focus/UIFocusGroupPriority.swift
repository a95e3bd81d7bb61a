import Foundation

/// How strongly an item asks to be the one focused when focus enters its focus group: the
/// item of highest priority wins, then the item focused last in the group, then the first in
/// reading order.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    /// Creates a priority; any value between the named ones may be used.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Creates a priority from a number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// The item takes no part in choosing the group's primary item (the default).
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The priority of the item focused last in its group.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// An item more important than the one focused last.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The priority of the item focused now; no other item can take focus from it.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
