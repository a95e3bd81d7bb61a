import Foundation

/// How a `CATextLayer` aligns its lines in its bounds (`CATextLayer.alignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"center"`).
    public let rawValue: String

    /// A mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A mode with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Against the leading edge of the writing direction: the default.
    public static let natural = CATextLayerAlignmentMode("natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode("left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode("right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode("center")
    /// Stretched to both edges; the text engine justifies all lines but the last.
    public static let justified = CATextLayerAlignmentMode("justified")

    /// The paragraph alignment the text engine draws this mode with.
    var textAlignment: NSTextAlignment {
        switch self {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }
}

/// Where a `CATextLayer` cuts text that does not fit its bounds, with an ellipsis
/// (`CATextLayer.truncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"end"`).
    public let rawValue: String

    /// A mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A mode with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not cut: text past the bounds is drawn on (and clipped only by `masksToBounds`). The default.
    public static let none = CATextLayerTruncationMode("none")
    /// The start of the line replaced by an ellipsis.
    public static let start = CATextLayerTruncationMode("start")
    /// The end of the line replaced by an ellipsis.
    public static let end = CATextLayerTruncationMode("end")
    /// The middle of the line replaced by an ellipsis.
    public static let middle = CATextLayerTruncationMode("middle")

    /// The line break mode the text engine cuts lines with; nil for `.none`.
    var lineBreakMode: NSLineBreakMode? {
        switch self {
        case .start: return .byTruncatingHead
        case .end: return .byTruncatingTail
        case .middle: return .byTruncatingMiddle
        default: return nil
        }
    }
}
