import Foundation

/// The sound a focus update plays on tvOS. iPadOS, and OpenUIKit, play no focus sounds; the
/// identifiers exist so code that names them compiles and can be compared.
public struct UIFocusSoundIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates an identifier for a sound registered under `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier for a sound registered under `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// No sound.
    public static let none = UIFocusSoundIdentifier(rawValue: "UIFocusSoundIdentifierNone")
    /// The system's default focus sound.
    public static let `default` = UIFocusSoundIdentifier(rawValue: "UIFocusSoundIdentifierDefault")
}
