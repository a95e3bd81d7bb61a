import Foundation

/// What kind of text an element holds, so assistive technology reads it suitably (code
/// character by character, a spreadsheet by cell).
public struct UIAccessibilityTextualContext: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a context from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A word processor's document.
    public static let wordProcessing = UIAccessibilityTextualContext(
        rawValue: "UIAccessibilityTextualContextWordProcessing")
    /// A story or article.
    public static let narrative = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextNarrative")
    /// Messages.
    public static let messaging = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextMessaging")
    /// A spreadsheet.
    public static let spreadsheet = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSpreadsheet")
    /// File names and paths.
    public static let fileSystem = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextFileSystem")
    /// Program source code.
    public static let sourceCode = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSourceCode")
    /// A terminal's output.
    public static let console = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextConsole")
}
