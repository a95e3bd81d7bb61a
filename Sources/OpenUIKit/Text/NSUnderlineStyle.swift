import Foundation

/// The value of `.underlineStyle` and `.strikethroughStyle` (usually passed as its `rawValue`).
/// UIKit's raw values.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line; drawn as a single thin line here.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line, combined with a line style; drawn solid here.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line, combined with a line style; drawn solid here.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A line of alternating dashes and dots, combined with a line style; drawn solid here.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A line of alternating dashes and pairs of dots, combined with a line style; drawn solid here.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Underline or strike through words only, not the spaces between them; the spaces are lined too here.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
