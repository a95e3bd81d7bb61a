import Foundation

/// The kind of change a key-value notification reports. Only `setting` is sent here: to-many
/// mutation notifications (`insertion`, `removal`, `replacement`) need KVC's collection proxies,
/// which Linux's Foundation lacks.
public enum NSKeyValueChange: UInt, Sendable {
    /// A value was set.
    case setting = 1
    /// Objects were inserted into a to-many property.
    case insertion = 2
    /// Objects were removed from a to-many property.
    case removal = 3
    /// Objects of a to-many property were replaced.
    case replacement = 4
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives,
/// spelled as Foundation's string constants.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key of that string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An `NSNumber` holding the `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change, when the observer asked for `.new`.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change, when the observer asked for `.old`.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (never sent here: only settings are).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before the change, when the observer asked for `prior`.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
