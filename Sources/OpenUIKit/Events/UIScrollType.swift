import Foundation

/// How a scroll came in: in steps (a mouse wheel's notches) or smoothly (a touchpad).
public enum UIScrollType: Int, Sendable {
    /// Steps, as of a mouse wheel.
    case discrete = 0
    /// A smooth scroll, as of a touchpad.
    case continuous = 1
}

/// The kinds of scroll a pan gesture recognizer turns into pans.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a mask from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Discrete scrolls (a mouse wheel).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolls (a touchpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
