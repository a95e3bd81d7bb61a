import Foundation

/// Moves, extends and makes text selections the way the arrow keys, clicks and deletions do,
/// asking its data source (a text layout manager) where characters, words, lines and
/// paragraphs are. Text runs left to right here, so `left` and `right` are `backward` and `forward`.
@preconcurrency @MainActor
open class NSTextSelectionNavigation: NSObject {
    /// Which way a selection moves.
    public enum Direction: Int, Sendable {
        /// Toward the end of the text.
        case forward = 0
        /// Toward the start of the text.
        case backward = 1
        /// Rightward on screen.
        case right = 2
        /// Leftward on screen.
        case left = 3
        /// To the line above.
        case up = 4
        /// To the line below.
        case down = 5
    }

    /// The unit a selection moves by.
    public enum Destination: Int, Sendable {
        /// A character.
        case character = 0
        /// A word.
        case word = 1
        /// To the start or end of the line.
        case line = 2
        /// A sentence.
        case sentence = 3
        /// To the start or end of the paragraph.
        case paragraph = 4
        /// To the start or end of the container.
        case container = 5
        /// To the start or end of the document.
        case document = 6
    }

    /// How a click makes a selection.
    public struct Modifier: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates modifiers from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Extends the anchors to the point (shift-click).
        public static let extend = Modifier(rawValue: 1 << 0)
        /// Works in the order text is shown rather than stored.
        public static let visual = Modifier(rawValue: 1 << 1)
        /// Adds a selection to the anchors.
        public static let multiple = Modifier(rawValue: 1 << 2)
    }

    /// Whether lines run across or down.
    public enum LayoutOrientation: Int, Sendable {
        /// Lines run across, stacked down.
        case horizontal = 0
        /// Lines run down, stacked across.
        case vertical = 1
    }

    /// Which way text runs.
    public enum WritingDirection: Int, Sendable {
        /// Left to right.
        case leftToRight = 0
        /// Right to left.
        case rightToLeft = 1
    }

    /// Where characters, words and lines are.
    open private(set) weak var textSelectionDataSource: (any NSTextSelectionDataSource)?
    /// Whether a selection may have several ranges.
    open var allowsNonContiguousRanges = false
    /// Whether up and down follow the layout's orientation; stored, as layout here is horizontal.
    open var rotatesCoordinateSystemForLayoutOrientation = true

    /// Creates a navigation over a data source.
    public init(dataSource: any NSTextSelectionDataSource) {
        self.textSelectionDataSource = dataSource
        super.init()
    }

    /// Forgets cached layout; nothing is cached here.
    open func flushLayoutCache() {}

    /// The selection an arrow-key move makes from `textSelection`: a caret `destination` away in
    /// `direction`, or (extending) the range from the selection's anchor to there. A selection
    /// moved by a character without extending collapses to its start or end. Nil without a data source.
    open func destinationSelection(
        for textSelection: NSTextSelection, direction: Direction, destination: Destination, extending: Bool,
        confined: Bool
    ) -> NSTextSelection? {
        guard let source = textSelectionDataSource, let range = textSelection.textRanges.first else { return nil }
        let start = offset(of: range.location, in: source)
        let end = offset(of: range.endLocation, in: source)
        let forward = direction == .forward || direction == .right || direction == .down
        if !extending, start != end, destination == .character, direction != .up, direction != .down {
            return caret(at: forward ? end : start, in: source, from: textSelection)
        }
        let focus = forward ? end : start
        let anchor = forward ? start : end
        let target = moved(
            focus, direction: direction, destination: destination, in: source,
            goalX: textSelection.anchorPositionOffset)
        guard extending else { return caret(at: target, in: source, from: textSelection) }
        let low = min(anchor, target), high = max(anchor, target)
        guard let lowLocation = location(low, in: source), let highLocation = location(high, in: source),
            let newRange = NSTextRange(location: lowLocation, end: highLocation)
        else { return nil }
        return textSelection.textSelection(with: [newRange])
    }

    /// The selections a click at `point` makes: a caret at the nearest position, or with
    /// `.extend` the range from the anchors to it.
    open func textSelections(
        interactingAt point: CGPoint, inContainerAt containerLocation: any NSTextLocation, anchors: [NSTextSelection],
        modifiers: Modifier, selecting: Bool, bounds: CGRect
    ) -> [NSTextSelection] {
        guard let source = textSelectionDataSource,
            let line = source.lineFragmentRange(for: point, inContainerAt: containerLocation)
        else { return [] }
        var best = line.location
        var bestDistance = CGFloat.greatestFiniteMagnitude
        source.enumerateCaretOffsetsInLineFragment(at: line.location) { x, location, leadingEdge, stop in
            let distance = abs(x - point.x)
            if leadingEdge, distance < bestDistance {
                bestDistance = distance
                best = location
            }
        }
        let target = offset(of: best, in: source)
        if modifiers.contains(.extend), let anchor = anchors.first?.textRanges.first {
            let anchorOffset = offset(of: anchor.location, in: source)
            let low = min(anchorOffset, target), high = max(anchorOffset, target)
            guard let from = location(low, in: source), let to = location(high, in: source),
                let range = NSTextRange(location: from, end: to)
            else { return [] }
            return [NSTextSelection(range: range, affinity: .downstream, granularity: anchors[0].granularity)]
        }
        let selection = NSTextSelection(best, affinity: .downstream)
        return modifiers.contains(.multiple) && allowsNonContiguousRanges ? anchors + [selection] : [selection]
    }

    /// `textSelection` widened to whole units of `selectionGranularity` (the words, lines or paragraphs it touches).
    open func textSelection(
        for selectionGranularity: NSTextSelection.Granularity, enclosing textSelection: NSTextSelection
    )
        -> NSTextSelection
    {
        guard let source = textSelectionDataSource else { return textSelection }
        let ranges = textSelection.textRanges.map { range -> NSTextRange in
            let first = source.textRange(for: selectionGranularity, enclosing: range.location) ?? range
            guard !range.isEmpty, let lastLocation = source.location(range.endLocation, offsetBy: -1),
                let last = source.textRange(for: selectionGranularity, enclosing: lastLocation)
            else { return first }
            return first.union(last)
        }
        return NSTextSelection(ranges, affinity: textSelection.affinity, granularity: selectionGranularity)
    }

    /// What deleting at `textSelection` removes: the selection, or with a caret the text from it
    /// to `destination` in `direction` (backward over one character for the delete key).
    open func deletionRanges(
        for textSelection: NSTextSelection, direction: Direction, destination: Destination, allowsDecomposition: Bool
    ) -> [NSTextRange] {
        guard let source = textSelectionDataSource else { return [] }
        let nonEmpty = textSelection.textRanges.filter { !$0.isEmpty }
        if !nonEmpty.isEmpty { return nonEmpty }
        guard let caret = textSelection.textRanges.first else { return [] }
        let focus = offset(of: caret.location, in: source)
        let target = moved(focus, direction: direction, destination: destination, in: source, goalX: 0)
        guard target != focus, let from = location(min(focus, target), in: source),
            let to = location(max(focus, target), in: source), let range = NSTextRange(location: from, end: to)
        else { return [] }
        return [range]
    }

    // MARK: Offsets

    private func offset(of location: any NSTextLocation, in source: any NSTextSelectionDataSource) -> Int {
        source.offset(from: source.documentRange.location, to: location)
    }

    private func location(_ offset: Int, in source: any NSTextSelectionDataSource) -> (any NSTextLocation)? {
        source.location(source.documentRange.location, offsetBy: offset)
    }

    private func caret(
        at offset: Int, in source: any NSTextSelectionDataSource, from selection: NSTextSelection
    )
        -> NSTextSelection?
    {
        guard let location = location(offset, in: source) else { return nil }
        let caret = NSTextSelection(location, affinity: selection.affinity)
        caret.typingAttributes = selection.typingAttributes
        return caret
    }

    /// The offset `destination` away from `focus` in `direction`.
    private func moved(
        _ focus: Int, direction: Direction, destination: Destination, in source: any NSTextSelectionDataSource,
        goalX: CGFloat
    ) -> Int {
        let length = source.offset(from: source.documentRange.location, to: source.documentRange.endLocation)
        let forward = direction == .forward || direction == .right || direction == .down
        if direction == .up || direction == .down, destination == .character || destination == .line,
            let manager = source as? NSTextLayoutManager
        {
            return manager.caretOffset(onLineFrom: focus, below: direction == .down) ?? (forward ? length : 0)
        }
        switch destination {
        case .document, .container:
            return forward ? length : 0
        case .character:
            guard let location = location(focus, in: source) else { return focus }
            if forward {
                guard focus < length else { return length }
                let range = source.textRange(for: .character, enclosing: location)
                return range.map { offset(of: $0.endLocation, in: source) } ?? focus + 1
            }
            guard focus > 0, let before = source.location(location, offsetBy: -1) else { return 0 }
            return source.textRange(for: .character, enclosing: before).map { offset(of: $0.location, in: source) }
                ?? focus - 1
        case .word, .sentence, .paragraph, .line:
            let granularity: NSTextSelection.Granularity =
                destination == .word
                ? .word : destination == .sentence ? .sentence : destination == .line ? .line : .paragraph
            var position = focus
            // Skip to the next unit when the focus is already at the edge of one.
            while true {
                let probe = forward ? position : position - 1
                guard probe >= 0, probe < length, let location = location(probe, in: source),
                    let range = source.textRange(for: granularity, enclosing: location)
                else { return forward ? length : 0 }
                let edge = offset(of: forward ? range.endLocation : range.location, in: source)
                let text = (source as? NSTextLayoutManager)?.documentString
                let isBlank =
                    granularity == .word
                    && text.map { string in
                        let unit = string.character(at: probe)
                        return !(CharacterSet.alphanumerics.contains(Unicode.Scalar(unit) ?? " "))
                    } ?? false
                if edge != position, !isBlank || destination != .word { return edge }
                position = edge == position ? (forward ? position + 1 : position - 1) : edge
            }
        }
    }
}

/// Where a selection navigation finds characters, words, lines and caret positions: a text
/// layout manager adopts it.
@preconcurrency @MainActor
public protocol NSTextSelectionDataSource: NSObjectProtocol {
    /// The whole document.
    var documentRange: NSTextRange { get }
    /// Calls `block` with each substring (words, lines, paragraphs or composed characters, as
    /// `options` says) from `location` on: the substring, its range, its range with what
    /// separates it from the next, and a flag that stops.
    func enumerateSubstrings(
        from location: any NSTextLocation, options: NSString.EnumerationOptions,
        using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void)
    /// The unit of `selectionGranularity` around `location`.
    func textRange(
        for selectionGranularity: NSTextSelection.Granularity, enclosing location: any NSTextLocation
    )
        -> NSTextRange?
    /// The location `offset` from `location`, nil outside the document.
    func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?
    /// How far one location is from another.
    func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int
    /// Which way the text at `location` runs.
    func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection
    /// Calls `block` with each caret position of the line at `location`: its x, its location,
    /// whether it is a leading edge, and a flag that stops.
    func enumerateCaretOffsetsInLineFragment(
        at location: any NSTextLocation,
        using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void)
    /// The range of the line at `point`, in the container holding `location`.
    func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange?
}
