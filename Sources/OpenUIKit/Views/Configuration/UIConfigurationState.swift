import Foundation

/// The state a configuration is updated for: traits, plus states of the app's own under custom keys.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// Creates a state with the given traits and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits the configuration is updated for.
    var traitCollection: UITraitCollection { get set }
    /// A state of the app's own, `nil` when unset.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of a state of the app's own in a configuration state, such as "isArchived".
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
