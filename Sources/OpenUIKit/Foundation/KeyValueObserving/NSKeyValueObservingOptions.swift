import Foundation

/// What a key-value observer is told: the new value, the old one, a first notification at
/// registration (`initial`), and one before each change as well as after (`prior`). The raw
/// values are Foundation's.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Pass the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Pass the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Notify once at registration too.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Notify before each change as well as after.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
