import Foundation

/// TextKit 2's layout engine: lays a content manager's elements out in a text container, one
/// `NSTextLayoutFragment` per element (per paragraph for a content storage), each broken into
/// `NSTextLineFragment`s by the text-measuring seam, stacked from the top of the container. It
/// also holds the text selections and the navigation that moves them.
///
/// On Linux layout is exact and contiguous: every fragment before the one asked for is laid out
/// (never estimated), once per change of the text or the container.
@preconcurrency @MainActor
open class NSTextLayoutManager: NSObject {
    /// What a text segment is enumerated for.
    public enum SegmentType: Int, Sendable {
        /// The text's own rectangles.
        case standard = 0
        /// Rectangles for drawing a selection.
        case selection = 1
        /// Rectangles for drawing a highlight.
        case highlight = 2
    }

    /// How text segments are enumerated.
    public struct SegmentOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The block is not handed each segment's range.
        public static let rangeNotRequired = SegmentOptions(rawValue: 1 << 0)
        /// Lines between the first and the last are left out.
        public static let middleFragmentsExcluded = SegmentOptions(rawValue: 1 << 1)
        /// The first segment extends to the line's leading edge.
        public static let headSegmentExtended = SegmentOptions(rawValue: 1 << 2)
        /// The last segment extends to the line's trailing edge.
        public static let tailSegmentExtended = SegmentOptions(rawValue: 1 << 3)
        /// Caret positions at line ends belong to the line before.
        public static let upstreamAffinity = SegmentOptions(rawValue: 1 << 4)
    }

    /// The document laid out; set when the layout manager is added to a content manager.
    open internal(set) weak var textContentManager: NSTextContentManager?
    /// The container the text is laid out in.
    open var textContainer: NSTextContainer? {
        didSet {
            if oldValue?.textLayoutManager === self { oldValue?.textLayoutManager = nil }
            textContainer?.textLayoutManager = self
            invalidateLayout(for: documentRange)
        }
    }
    /// Asked for the fragment to make for each element.
    open weak var delegate: (any NSTextLayoutManagerDelegate)?
    /// Whether fonts' leading counts in line heights; stored, as the measuring seam decides line heights here.
    open var usesFontLeading = true
    /// Whether layout of suspicious text (very long lines) is limited; stored but not applied here.
    open var limitsLayoutForSuspiciousContents = false
    /// Whether lines are hyphenated; stored, as lines here break at words.
    open var usesHyphenation = false
    /// The selections, drawn by the text view and moved by `textSelectionNavigation`.
    open var textSelections: [NSTextSelection] = []
    /// The navigation that moves and extends `textSelections` through this layout manager.
    open var textSelectionNavigation: NSTextSelectionNavigation {
        get {
            if let storedNavigation { return storedNavigation }
            let navigation = NSTextSelectionNavigation(dataSource: self)
            storedNavigation = navigation
            return navigation
        }
        set { storedNavigation = newValue }
    }
    private var storedNavigation: NSTextSelectionNavigation?
    /// The controller that lays out what a scrolling view shows.
    open private(set) lazy var textViewportLayoutController = NSTextViewportLayoutController(textLayoutManager: self)

    private var fragments: [NSTextLayoutFragment]?
    /// The empty line after a final newline (or of an empty document), laid out with the fragments.
    private var extraFragment: NSTextLayoutFragment?

    /// Creates a layout manager with no content manager and no container.
    public override init() { super.init() }

    /// The whole document of the content manager (empty without one).
    open var documentRange: NSTextRange {
        textContentManager?.documentRange ?? NSTextRange(location: TextContentLocation(0))
    }

    /// The rectangle the laid-out text uses in the container.
    open var usageBoundsForTextContainer: CGRect {
        let all = layoutFragments()
        guard let last = all.last else { return .zero }
        let width = all.map(\.layoutFragmentFrame.width).max() ?? 0
        return CGRect(x: 0, y: 0, width: width, height: last.layoutFragmentFrame.maxY)
    }

    // MARK: Layout

    /// Throws away the layout of `range` and after; it is made again when next asked for.
    open func invalidateLayout(for range: NSTextRange) {
        fragments?.forEach { $0.invalidateLayout() }
        fragments = nil
        extraFragment = nil
    }

    /// Lays out the fragments covering `range`.
    open func ensureLayout(for range: NSTextRange) { _ = layoutFragments() }

    /// Lays out the fragments in `bounds`.
    open func ensureLayout(for bounds: CGRect) { _ = layoutFragments() }

    /// Calls `block` with each fragment from the one holding `location` (the first, or the last in
    /// reverse, when nil) until it returns false; returns the location enumeration stopped at
    /// (the end of the last fragment handed out, or its start in reverse).
    /// - Complexity: O(*n*) measurements of the document the first time after a change.
    @discardableResult
    open func enumerateTextLayoutFragments(
        from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [],
        using block: (NSTextLayoutFragment) -> Bool
    ) -> (any NSTextLocation)? {
        var all = layoutFragments()
        if options.contains(.ensuresExtraLineFragment), let extraFragment { all.append(extraFragment) }
        guard !all.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        var index =
            location.map { target in
                all.firstIndex { $0.rangeInElement.contains(target) }
                    ?? (target.compare(all[0].rangeInElement.location) == .orderedAscending ? 0 : all.count - 1)
            } ?? (reverse ? all.count - 1 : 0)
        var last: (any NSTextLocation)?
        while all.indices.contains(index) {
            let fragment = all[index]
            last = reverse ? fragment.rangeInElement.location : fragment.rangeInElement.endLocation
            index += reverse ? -1 : 1
            if !block(fragment) { break }
        }
        return last
    }

    /// The fragment laying out `location` (the last one for the document's end).
    open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? {
        let all = layoutFragments()
        return all.first { $0.rangeInElement.contains(location) }
            ?? (location.compare(documentRange.endLocation) == .orderedSame ? all.last : nil)
    }

    /// The fragment whose frame holds `position` (the nearest by height when none does).
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        let all = layoutFragments()
        return all.first { position.y < $0.layoutFragmentFrame.maxY } ?? all.last
    }

    /// Calls `block` with the rectangle of each line part of `textRange` (for drawing a selection,
    /// say): the part's range, its rectangle in the container, its baseline and the container;
    /// returning false stops.
    open func enumerateTextSegments(
        in textRange: NSTextRange, type: SegmentType, options: SegmentOptions = [],
        using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool
    ) {
        guard let container = textContainer else { return }
        let range = textRange.nsRange
        var segments: [(NSRange, CGRect, CGFloat)] = []
        for fragment in layoutFragments() {
            let start = TextContentLocation.offset(of: fragment.rangeInElement.location)
            for line in fragment.textLineFragments {
                let lineRange = NSRange(
                    location: start + line.characterRange.location, length: line.characterRange.length)
                let overlap = NSIntersectionRange(lineRange, range)
                let caret =
                    range.length == 0 && range.location >= lineRange.location
                    && (range.location < NSMaxRange(lineRange)
                        || (range.location == NSMaxRange(lineRange)
                            && lineRange.location + lineRange.length
                                == TextContentLocation.offset(of: documentRange.endLocation)))
                guard overlap.length > 0 || caret else { continue }
                let part = overlap.length > 0 ? overlap : range
                let x0 = line.locationForCharacter(at: part.location - start).x
                let x1 = line.locationForCharacter(at: NSMaxRange(part) - start).x
                let origin = CGPoint(
                    x: fragment.layoutFragmentFrame.minX + line.typographicBounds.minX,
                    y: fragment.layoutFragmentFrame.minY + line.typographicBounds.minY)
                var rect = CGRect(x: origin.x + x0, y: origin.y, width: x1 - x0, height: line.typographicBounds.height)
                if options.contains(.headSegmentExtended), segments.isEmpty {
                    rect = CGRect(x: 0, y: rect.minY, width: rect.maxX, height: rect.height)
                }
                segments.append((part, rect, origin.y + line.glyphOrigin.y))
            }
        }
        if options.contains(.tailSegmentExtended), let last = segments.indices.last {
            let rect = segments[last].1
            segments[last].1 = CGRect(
                x: rect.minX, y: rect.minY, width: max(rect.width, container.size.width - rect.minX),
                height: rect.height)
        }
        if options.contains(.middleFragmentsExcluded), segments.count > 2 {
            segments = [segments[0], segments[segments.count - 1]]
        }
        for (part, rect, baseline) in segments {
            let segmentRange = options.contains(.rangeNotRequired) ? nil : NSTextRange(part)
            if !block(segmentRange, rect, baseline, container) { return }
        }
    }

    // MARK: Editing

    /// Replaces the text in `range` with `attributedString` through the content storage.
    open func replaceContents(in range: NSTextRange, with attributedString: NSAttributedString) {
        guard let storage = (textContentManager as? NSTextContentStorage)?.textStorage else { return }
        let nsRange = range.nsRange
        guard NSMaxRange(nsRange) <= storage.length else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.range, "NSTextLayoutManager replaceContents: range \(range) beyond the document")
            return
        }
        storage.replaceCharacters(in: nsRange, with: attributedString)
    }

    /// Replaces the text in `range` with the elements' text through the content manager.
    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]) {
        textContentManager?.replaceContents(in: range, with: textElements)
    }

    // MARK: Making the fragments

    /// Every element's fragment, laid out.
    func layoutFragments() -> [NSTextLayoutFragment] {
        if let fragments { return fragments }
        var made: [NSTextLayoutFragment] = []
        let width = textContainer.flatMap { $0.size.width < CGFloat.greatestFiniteMagnitude / 2 ? $0.size.width : nil }
        let padding = textContainer?.lineFragmentPadding ?? 5
        let characterWrapping = textContainer?.lineBreakMode == .byCharWrapping
        var y: CGFloat = 0
        textContentManager?.enumerateTextElements(from: nil) { element in
            guard let range = element.elementRange else { return true }
            let fragment =
                delegate?.textLayoutManager(self, textLayoutFragmentFor: range.location, in: element)
                ?? NSTextLayoutFragment(textElement: element, range: range)
            fragment.textLayoutManager = self
            fragment.layOut(
                width: width, padding: padding, characterWrapping: characterWrapping, y: y, isFirst: made.isEmpty)
            y = fragment.layoutFragmentFrame.maxY
            made.append(fragment)
            return true
        }
        fragments = made
        let string = documentString
        if textContentManager != nil,
            string.length == 0 || [0x0A, 0x0D, 0x2029].contains(string.character(at: string.length - 1))
        {
            let storage = (textContentManager as? NSTextContentStorage)?.textStorage
            let attributes =
                storage.flatMap { $0.length > 0 ? $0.attributes(at: $0.length - 1, effectiveRange: nil) : nil } ?? [:]
            let paragraph = NSTextParagraph(attributedString: NSAttributedString(string: "", attributes: attributes))
            paragraph.textContentManager = textContentManager
            paragraph.elementRange = NSTextRange(location: TextContentLocation(string.length))
            let fragment = NSTextLayoutFragment(textElement: paragraph, range: paragraph.elementRange)
            fragment.textLayoutManager = self
            fragment.layOut(
                width: width, padding: padding, characterWrapping: characterWrapping, y: y, isFirst: made.isEmpty)
            // An empty string holds no attributes: the line takes the height of the last character's font.
            if let font = attributes[.font] as? UIFont, let line = fragment.textLineFragments.first {
                line.typographicBounds.size.height = font.lineHeight
                line.glyphOrigin.y = font.ascender
                fragment.layoutFragmentFrame.size.height = font.lineHeight
            }
            extraFragment = fragment
        }
        return made
    }

    /// The document's string, for navigation.
    var documentString: NSString {
        ((textContentManager as? NSTextContentStorage)?.textStorage?.string ?? "") as NSString
    }
}

/// What a text layout manager asks its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol NSTextLayoutManagerDelegate: NSObjectProtocol {
    /// The fragment to lay `textElement` out with (a subclass that draws differently, say).
    func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
        in textElement: NSTextElement
    ) -> NSTextLayoutFragment
}

extension NSTextLayoutManagerDelegate {
    /// A plain fragment for the element.
    public func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
        in textElement: NSTextElement
    ) -> NSTextLayoutFragment {
        NSTextLayoutFragment(textElement: textElement, range: textElement.elementRange)
    }
}
