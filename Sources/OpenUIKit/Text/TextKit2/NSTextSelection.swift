import Foundation

/// A selection in TextKit 2: one or more ranges (an empty one is a caret), which way the caret
/// leans at a line end, and the unit it was made by. Immutable but for its typing attributes
/// and anchor; navigation hands out new selections.
open class NSTextSelection: NSObject, @unchecked Sendable {
    // @unchecked: used on the main actor with its layout manager.
    /// Which line a caret at a line end belongs to.
    public enum Affinity: Int, Sendable {
        /// The line before.
        case upstream = 0
        /// The line after.
        case downstream = 1
    }

    /// The unit a selection was made and is extended by.
    public enum Granularity: Int, Sendable {
        /// Characters (a click, the arrows).
        case character = 0
        /// Words (a double click).
        case word = 1
        /// Paragraphs (a triple click).
        case paragraph = 2
        /// Lines.
        case line = 3
        /// Sentences.
        case sentence = 4
    }

    /// The ranges selected, in order.
    public let textRanges: [NSTextRange]
    /// The unit the selection is extended by.
    public let granularity: Granularity
    /// Which line a caret at a line end belongs to.
    public let affinity: Affinity
    /// Whether the selection is a passing one (during a drag).
    open private(set) var isTransient = false
    /// The x a run of up and down moves keeps to.
    open var anchorPositionOffset: CGFloat = 0
    /// Whether the ranges are in the text's order (rather than the order shown, for mixed directions).
    open var isLogical = true
    /// Where a split caret's second half is; nil here, where text runs one way.
    open var secondarySelectionLocation: (any NSTextLocation)?
    /// The attributes typed text takes at this selection.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    /// A selection of several ranges.
    public init(_ textRanges: [NSTextRange], affinity: Affinity, granularity: Granularity) {
        self.textRanges = textRanges
        self.affinity = affinity
        self.granularity = granularity
        super.init()
    }

    /// A selection of one range.
    public convenience init(range: NSTextRange, affinity: Affinity, granularity: Granularity) {
        self.init([range], affinity: affinity, granularity: granularity)
    }

    /// A caret at `location`.
    public convenience init(_ location: any NSTextLocation, affinity: Affinity) {
        self.init([NSTextRange(location: location)], affinity: affinity, granularity: .character)
    }

    /// A copy of this selection with other ranges, the rest kept.
    open func textSelection(with textRanges: [NSTextRange]) -> NSTextSelection {
        let copy = NSTextSelection(textRanges, affinity: affinity, granularity: granularity)
        copy.anchorPositionOffset = anchorPositionOffset
        copy.isLogical = isLogical
        copy.typingAttributes = typingAttributes
        return copy
    }

    open override var description: String {
        "<\(type(of: self)): \(textRanges.map(\.description).joined(separator: ", ")), \(affinity), \(granularity)>"
    }
}
