import Foundation

/// The kind of change a key-value notification reports. Only `setting` is sent here: to-many
/// mutation notifications (`insertion`, `removal`, `replacement`) need KVC's collection proxies,
/// which Linux's Foundation lacks.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives,
/// spelled as Foundation's string constants.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An `NSNumber` holding the `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before the change, when the observer asked for `prior`.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
