import Foundation

/// How urgently an announcement is spoken: a high one interrupts, a low one waits. Announcements
/// are recorded here (Linux has no speech), their priority with them.
public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a priority from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Interrupts what is being spoken.
    public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
    /// Spoken in turn.
    public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
    /// Spoken when nothing else is, or dropped.
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}
