import Foundation

/// Keys a test types that are not characters, as the strings `typeText(_:)` takes for them.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    public static let space = XCUIKeyboardKey(rawValue: " ")
    public static let escape = XCUIKeyboardKey(rawValue: "\u{1b}")
}
