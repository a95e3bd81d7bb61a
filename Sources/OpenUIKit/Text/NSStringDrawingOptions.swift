import Foundation

/// How `boundingRect(with:options:…)` and `draw(with:options:…)` lay out a string. UIKit's raw
/// values; Linux's Foundation has no text drawing.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out as many lines as the width makes, from the rectangle's top; without it the
    /// string is one line whose rectangle's origin is the baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading when working out line heights; accepted but makes no difference here.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure with the glyphs' actual bounds rather than the font's typographic ones; accepted but makes no
    /// difference here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// End the last line that fits the height with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
