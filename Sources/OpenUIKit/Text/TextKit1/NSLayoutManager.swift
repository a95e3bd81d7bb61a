import Foundation

/// Lays a text storage's text out in text containers, line by line, and draws it: TextKit 1's
/// layout engine. Each paragraph is broken into line fragments at word boundaries (or at
/// characters with `.byCharWrapping`, or for a word wider than the line) so that every line fits
/// the container's width less its `lineFragmentPadding` on each side; a container that is full
/// (by height or `maximumNumberOfLines`) passes the rest on to the next one.
///
/// On Linux one glyph stands for each UTF-16 unit of the text, so glyph and character ranges are
/// the same; widths and heights come from the text-measuring seam (`TextMeasurement`), so they
/// match what labels and string drawing measure. Layout is done whole, lazily, when a query needs
/// it, and thrown away when the text or a container changes.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// One laid-out line: the rectangle it may use, the part its text uses, and its glyphs.
    struct LineFragment {
        var rect: CGRect
        var usedRect: CGRect
        var glyphRange: NSRange
        var containerIndex: Int
        /// The glyph range without a trailing newline and without trailing white space.
        var visibleRange: NSRange
        var baseline: CGFloat
    }

    /// The text laid out; the storage sets it when the layout manager is added to it.
    public nonisolated(unsafe) weak var textStorage: NSTextStorage?
    /// The containers the text flows through, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Told when layout is invalidated and completed, and asked for spacing.
    open weak var delegate: (any NSLayoutManagerDelegate)?
    /// Whether parts of the text may be laid out before what precedes them; stored, as layout is always whole here.
    open var allowsNonContiguousLayout = false
    /// Whether some text is laid out and some before it is not; never here, where layout is whole.
    open var hasNonContiguousLayout: Bool { false }
    /// Whether fonts' leading is added to line heights; stored, as the measuring seam decides line heights here.
    open var usesFontLeading = true
    /// Whether spaces, tabs and newlines are drawn as visible marks; stored but not drawn here.
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn as visible marks; stored but not drawn here.
    open var showsControlCharacters = false
    /// Whether the text is laid out in a separate thread in the background; stored, as layout is lazy here.
    open var backgroundLayoutEnabled = true
    /// Whether line fragment heights may be rounded to whole points; stored but not applied here.
    open var limitsLayoutForSuspiciousContents = true

    private var fragments: [LineFragment]?
    /// The storage `fragments` were laid out from: a new storage is laid out again.
    private var laidOutStorage: ObjectIdentifier?
    private var extraFragment: (rect: CGRect, usedRect: CGRect, containerIndex: Int)?
    /// Called after each edit of the storage; a text view uses it to take the storage's text.
    var storageDidProcessEditing: (@MainActor () -> Void)?
    /// Called when part of the text needs drawing again; a text view redraws its text with it.
    var displayDidInvalidate: (@MainActor () -> Void)?

    /// Creates a layout manager with no storage and no containers.
    public override init() { super.init() }

    // MARK: Containers

    /// Adds a container at the end of the chain; the text flows into it after the others.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts a container into the chain at `index` (a bad index is reported and ignored).
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        guard index >= 0, index <= textContainers.count else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.range,
                "*** -[NSLayoutManager insertTextContainer:atIndex:]: index \(index) beyond bounds [0 .. \(textContainers.count)]"
            )
            return
        }
        textContainers.insert(container, at: index)
        container.layoutManager = self
        invalidateAllLayout()
    }

    /// Removes the container at `index` from the chain (a bad index is reported and ignored).
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.range,
                "*** -[NSLayoutManager removeTextContainerAtIndex:]: index \(index) beyond bounds [0 .. \(textContainers.count - 1)]"
            )
            return
        }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        invalidateAllLayout()
    }

    /// A container's size, padding or line limit changed: its text is laid out again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        invalidateAllLayout()
    }

    // MARK: Invalidation

    /// Told by the storage after each edit: the layout from the edit on is thrown away.
    open func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
    ) {
        invalidateAllLayout()
        storageDidProcessEditing?()
    }

    /// Throws away the layout of `charRange` and what follows it (`actualCharRange` gets what was invalidated).
    open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        actualCharRange?.pointee = NSRange(
            location: charRange.location, length: max(0, numberOfGlyphs - charRange.location))
        invalidateAllLayout()
    }

    /// Throws away the glyphs of `charRange`; glyphs are the characters here, so this lays the text out again.
    open func invalidateGlyphs(
        forCharacterRange charRange: NSRange, changeInLength delta: Int,
        actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        actualCharRange?.pointee = charRange
        invalidateAllLayout()
    }

    /// Marks the characters as needing display: the text view showing this layout draws its text
    /// again (all of it: the range is not used to draw less).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        displayDidInvalidate?()
    }

    /// Marks the glyphs as needing display; glyphs are the characters here, so as
    /// `invalidateDisplay(forCharacterRange:)`.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        invalidateDisplay(forCharacterRange: glyphRange)
    }

    private func invalidateAllLayout() {
        guard fragments != nil || extraFragment != nil else { return }
        fragments = nil
        extraFragment = nil
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    // MARK: Glyphs and characters

    /// The glyphs laid out: one per UTF-16 unit of the text here.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The glyphs that show the characters; the same range here.
    open func glyphRange(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    )
        -> NSRange
    {
        let range = clampedRange(charRange)
        actualCharRange?.pointee = range
        return range
    }

    /// The characters the glyphs show; the same range here.
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clampedRange(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The character a glyph shows; the same index here.
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    /// The first glyph that shows a character; the same index here.
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// The first character no container has room for (the text's length when all of it is laid out).
    open func firstUnlaidCharacterIndex() -> Int {
        let lines = layout()
        return lines.last.map { NSMaxRange($0.glyphRange) }
            ?? (lines.isEmpty && textContainers.isEmpty ? 0 : numberOfGlyphs)
    }

    /// The first glyph no container has room for.
    open func firstUnlaidGlyphIndex() -> Int { firstUnlaidCharacterIndex() }

    // MARK: Layout

    /// Lays out the text up to the end of `container`.
    /// - Complexity: O(*n* log *n*) measurements of the text the first time after a change, O(1) after.
    open func ensureLayout(for container: NSTextContainer) { _ = layout() }

    /// Lays out the text up to the end of `glyphRange`.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = layout() }

    /// Lays out the text up to the end of `charRange`.
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = layout() }

    /// Lays out the text up to what `bounds` of `container` shows.
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ = layout() }

    /// The glyphs laid out in `container` (empty when it holds none or is not in the chain).
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let index = textContainers.firstIndex(where: { $0 === container }) else {
            return NSRange(location: 0, length: 0)
        }
        let lines = layout().filter { $0.containerIndex == index }
        guard let first = lines.first, let last = lines.last else {
            return NSRange(location: index == 0 ? 0 : firstUnlaidCharacterIndex(), length: 0)
        }
        return NSRange(
            location: first.glyphRange.location, length: NSMaxRange(last.glyphRange) - first.glyphRange.location)
    }

    /// The container a glyph is laid out in, and (in `effectiveGlyphRange`) all the glyphs in that container.
    open func textContainer(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?
    )
        -> NSTextContainer?
    {
        guard let line = fragment(containing: glyphIndex) else { return nil }
        let container = textContainers[line.containerIndex]
        effectiveGlyphRange?.pointee = glyphRange(for: container)
        return container
    }

    /// The rectangle the text of `container` uses: the union of its lines' used rectangles (and
    /// the extra line after a final newline).
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let index = textContainers.firstIndex(where: { $0 === container }) else { return .zero }
        var rect = CGRect.null
        for line in layout() where line.containerIndex == index { rect = rect.union(line.usedRect) }
        if let extraFragment, extraFragment.containerIndex == index { rect = rect.union(extraFragment.usedRect) }
        return rect.isNull ? .zero : rect
    }

    /// The rectangle of the line fragment a glyph is in, and (in `effectiveGlyphRange`) the line's glyphs.
    open func lineFragmentRect(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?
    ) -> CGRect {
        guard let line = fragment(containing: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.glyphRange
        return line.rect
    }

    /// The part of a glyph's line fragment its text uses, padding included.
    open func lineFragmentUsedRect(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?
    )
        -> CGRect
    {
        guard let line = fragment(containing: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.glyphRange
        return line.usedRect
    }

    /// The line after a final newline (or of an empty text), where the caret goes; `.zero` when there is none.
    open var extraLineFragmentRect: CGRect {
        _ = layout()
        return extraFragment?.rect ?? .zero
    }

    /// The part of the extra line fragment the caret uses.
    open var extraLineFragmentUsedRect: CGRect {
        _ = layout()
        return extraFragment?.usedRect ?? .zero
    }

    /// The container the extra line fragment is in, if there is one.
    open var extraLineFragmentTextContainer: NSTextContainer? {
        _ = layout()
        return extraFragment.map { textContainers[$0.containerIndex] }
    }

    /// Where a glyph is drawn in its line fragment: x from the fragment's left edge, y the baseline from its top.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let line = fragment(containing: glyphIndex) else { return .zero }
        return CGPoint(x: xOffset(of: glyphIndex, in: line) - line.rect.minX, y: line.baseline - line.rect.minY)
    }

    /// The smallest rectangle in `container` that holds the glyphs of `glyphRange`, padding excluded.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let index = textContainers.firstIndex(where: { $0 === container }) else { return .zero }
        let range = clampedRange(glyphRange)
        var rect = CGRect.null
        for line in layout() where line.containerIndex == index {
            let overlap = NSIntersectionRange(line.glyphRange, range)
            let touches =
                overlap.length > 0 || (range.length == 0 && NSLocationInRange(range.location, line.glyphRange))
            guard touches else { continue }
            let start = xOffset(of: max(overlap.location, line.glyphRange.location), in: line)
            let end = overlap.length > 0 ? xOffset(of: NSMaxRange(overlap), in: line) : start
            rect = rect.union(CGRect(x: start, y: line.rect.minY, width: max(0, end - start), height: line.rect.height))
        }
        return rect.isNull ? .zero : rect
    }

    /// The glyph under `point` in `container` (the nearest one when none is under it), and how far
    /// across the glyph the point lies, from 0 to 1.
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        guard let line = nearestLine(to: point, in: container) else {
            partialFraction?.pointee = 0
            return 0
        }
        let glyphs = line.visibleRange.length > 0 ? line.visibleRange : line.glyphRange
        var index = glyphs.location
        var fraction: CGFloat = 0
        for glyph in glyphs.location..<max(glyphs.location + 1, NSMaxRange(glyphs)) {
            let start = xOffset(of: glyph, in: line)
            let end = xOffset(of: min(glyph + 1, NSMaxRange(glyphs)), in: line)
            index = glyph
            if point.x < end || glyph + 1 >= NSMaxRange(glyphs) {
                fraction = end > start ? min(1, max(0, (point.x - start) / (end - start))) : 0
                break
            }
        }
        partialFraction?.pointee = fraction
        return min(index, max(0, numberOfGlyphs - 1))
    }

    /// The glyph under `point` in `container`, or the nearest one.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character under `point` in `container`, and where the point lies between the caret
    /// positions before and after it, from 0 to 1.
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    /// Calls `block` with each line fragment holding glyphs of `glyphRange`: its rectangle, its used
    /// rectangle, its container and its glyphs; setting the last argument to true stops.
    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let range = clampedRange(glyphRange)
        var stop = ObjCBool(false)
        for line in layout() {
            let overlaps =
                NSIntersectionRange(line.glyphRange, range).length > 0
                || (range.length == 0 && NSLocationInRange(range.location, line.glyphRange))
            guard overlaps else { continue }
            block(line.rect, line.usedRect, textContainers[line.containerIndex], line.glyphRange, &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Drawing

    /// Draws the glyphs of `glyphsToShow` into the current context, the container's origin at `origin`.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = textStorage else { return }
        let range = clampedRange(glyphsToShow)
        for line in layout() {
            let run = NSIntersectionRange(line.visibleRange, range)
            guard run.length > 0 else { continue }
            storage.enumerateAttribute(.attachment, in: run) { value, part, _ in
                let x = origin.x + xOffset(of: part.location, in: line)
                if let attachment = value as? NSTextAttachment {
                    let bounds = attachment.naturalBounds
                    let rect = CGRect(
                        x: x + attachment.lineLayoutPadding, y: origin.y + line.baseline - bounds.maxY,
                        width: bounds.width, height: bounds.height)
                    attachment.image(
                        forBounds: rect, textContainer: textContainers[line.containerIndex],
                        characterIndex: part.location)?.draw(in: rect)
                    return
                }
                let text = storage.attributedSubstring(from: part)
                let size = NSAttributedString.measure(text, options: TextLayoutOptions())
                context.drawText(
                    text, in: CGRect(x: x, y: origin.y + line.rect.minY, width: size.width, height: line.rect.height),
                    options: TextLayoutOptions())
            }
        }
    }

    /// Fills the `.backgroundColor` of the glyphs of `glyphsToShow`, the container's origin at `origin`.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = textStorage else { return }
        let range = clampedRange(glyphsToShow)
        for line in layout() {
            let run = NSIntersectionRange(line.glyphRange, range)
            guard run.length > 0 else { continue }
            storage.enumerateAttribute(.backgroundColor, in: run) { value, part, _ in
                guard let color = value as? UIColor else { return }
                let start = xOffset(of: part.location, in: line)
                let end = xOffset(of: NSMaxRange(part), in: line)
                context.setFillColor(color.cgColor)
                context.fill(
                    CGRect(
                        x: origin.x + start, y: origin.y + line.rect.minY, width: end - start, height: line.rect.height)
                )
            }
        }
    }

    // MARK: The line breaker

    private func clampedRange(_ range: NSRange) -> NSRange {
        let count = numberOfGlyphs
        let start = max(0, min(range.location, count))
        return NSRange(location: start, length: max(0, min(range.length, count - start)))
    }

    private func fragment(containing glyphIndex: Int) -> LineFragment? {
        let lines = layout()
        return lines.first { NSLocationInRange(glyphIndex, $0.glyphRange) }
            ?? (glyphIndex == numberOfGlyphs ? lines.last : nil)
    }

    private func nearestLine(to point: CGPoint, in container: NSTextContainer) -> LineFragment? {
        guard let index = textContainers.firstIndex(where: { $0 === container }) else { return nil }
        let lines = layout().filter { $0.containerIndex == index }
        return lines.first { point.y < $0.rect.maxY } ?? lines.last
    }

    /// The x of the caret before `glyphIndex` in the line, in the container's space.
    private func xOffset(of glyphIndex: Int, in line: LineFragment) -> CGFloat {
        guard let storage = textStorage else { return line.usedRect.minX }
        let padding = textContainers[line.containerIndex].lineFragmentPadding
        let end = min(max(glyphIndex, line.glyphRange.location), NSMaxRange(line.visibleRange))
        let prefix = NSRange(location: line.glyphRange.location, length: end - line.glyphRange.location)
        let width = prefix.length > 0 ? TextLineBreaker.width(of: prefix, in: storage) : 0
        return line.usedRect.minX + padding + width
    }

    /// The laid-out lines, computed when first asked for after a change.
    private func layout() -> [LineFragment] {
        let storageIdentity = textStorage.map(ObjectIdentifier.init)
        if let fragments, laidOutStorage == storageIdentity { return fragments }
        laidOutStorage = storageIdentity
        var lines: [LineFragment] = []
        extraFragment = nil
        guard let storage = textStorage, !textContainers.isEmpty else {
            fragments = []
            return []
        }
        let string = storage.string as NSString
        let total = string.length
        var containerIndex = 0
        var y: CGFloat = 0
        var linesInContainer = 0
        var location = 0
        var paragraphStart = true
        func containerFull(_ height: CGFloat) -> Bool {
            let container = textContainers[containerIndex]
            if container.maximumNumberOfLines > 0, linesInContainer >= container.maximumNumberOfLines { return true }
            return linesInContainer > 0 && y + height > container.size.height
        }
        layoutLoop: while location < total {
            // The paragraph: up to and including its newline.
            var paragraphEnd = location
            var contentsEnd = location
            var startOfParagraph = location
            string.getParagraphStart(
                &startOfParagraph, end: &paragraphEnd, contentsEnd: &contentsEnd,
                for: NSRange(location: location, length: 0))
            let container = textContainers[containerIndex]
            let padding = container.lineFragmentPadding
            let available = max(1, container.size.width - 2 * padding)
            let wraps = container.size.width < CGFloat.greatestFiniteMagnitude / 2
            let breakEnd = TextLineBreaker.breakLine(
                from: location, contentsEnd: contentsEnd, available: wraps ? available : nil,
                characterWrapping: container.lineBreakMode == .byCharWrapping, in: storage)
            let lineEnd = breakEnd >= contentsEnd ? paragraphEnd : breakEnd
            let visibleEnd = TextLineBreaker.trimmedEnd(from: location, to: min(lineEnd, contentsEnd), in: string)
            let visible = NSRange(location: location, length: visibleEnd - location)
            var height = TextLineBreaker.lineHeight(
                of: visible.length > 0 ? visible : NSRange(location: location, length: 0), in: storage)
            let style = TextLineBreaker.paragraphStyle(at: location, in: storage)
            let lineWidth =
                wraps
                ? container.size.width
                : (visible.length > 0 ? TextLineBreaker.width(of: visible, in: storage) : 0) + 2 * padding
            var spacingBefore: CGFloat = 0
            if paragraphStart, location > 0 {
                spacingBefore = style?.paragraphSpacingBefore ?? 0
                spacingBefore +=
                    delegate?.layoutManager(
                        self, paragraphSpacingBeforeGlyphAt: location,
                        withProposedLineFragmentRect: CGRect(x: 0, y: y, width: lineWidth, height: height)) ?? 0
            }
            if containerFull(spacingBefore + height) {
                delegate?.layoutManager(self, didCompleteLayoutFor: textContainers[containerIndex], atEnd: false)
                containerIndex += 1
                guard containerIndex < textContainers.count else { break layoutLoop }
                y = 0
                linesInContainer = 0
                continue
            }
            y += spacingBefore
            let used = visible.length > 0 ? TextLineBreaker.width(of: visible, in: storage) : 0
            let proposed = CGRect(x: 0, y: y, width: lineWidth, height: height)
            var spacingAfter =
                (style?.lineSpacing ?? 0)
                + (delegate?.layoutManager(
                    self, lineSpacingAfterGlyphAt: lineEnd - 1, withProposedLineFragmentRect: proposed) ?? 0)
            if lineEnd == paragraphEnd {
                spacingAfter +=
                    (style?.paragraphSpacing ?? 0)
                    + (delegate?.layoutManager(
                        self, paragraphSpacingAfterGlyphAt: lineEnd - 1, withProposedLineFragmentRect: proposed) ?? 0)
            }
            height += spacingAfter
            let rect = CGRect(x: 0, y: y, width: lineWidth, height: height)
            let slack = max(0, lineWidth - 2 * padding - used)
            let alignment = style?.alignment ?? .natural
            let shift: CGFloat = alignment == .center ? slack / 2 : alignment == .right ? slack : 0
            let usedRect = CGRect(x: shift, y: y, width: used + 2 * padding, height: height - spacingAfter)
            let firstFont = TextLineBreaker.font(at: location, in: storage)
            lines.append(
                LineFragment(
                    rect: rect, usedRect: usedRect, glyphRange: NSRange(location: location, length: lineEnd - location),
                    containerIndex: containerIndex, visibleRange: visible, baseline: y + firstFont.ascender))
            linesInContainer += 1
            y += height
            paragraphStart = lineEnd == paragraphEnd
            location = lineEnd
        }
        let laidAll = location >= total
        if laidAll, containerIndex < textContainers.count {
            let endsWithNewline =
                total > 0 && CharacterSet.newlines.contains(Unicode.Scalar(string.character(at: total - 1)) ?? " ")
            if total == 0 || endsWithNewline {
                let height = TextLineBreaker.font(at: total, in: storage).lineHeight
                if !containerFull(height) {
                    let container = textContainers[containerIndex]
                    let width =
                        container.size.width < CGFloat.greatestFiniteMagnitude / 2
                        ? container.size.width : 2 * container.lineFragmentPadding
                    extraFragment = (
                        CGRect(x: 0, y: y, width: width, height: height),
                        CGRect(x: 0, y: y, width: 2 * container.lineFragmentPadding, height: height), containerIndex
                    )
                }
            }
            delegate?.layoutManager(self, didCompleteLayoutFor: textContainers[containerIndex], atEnd: true)
        } else if containerIndex >= textContainers.count {
            delegate?.layoutManager(self, didCompleteLayoutFor: nil, atEnd: false)
        }
        fragments = lines
        return lines
    }
}

/// What a layout manager tells its delegate and asks it. Every method is optional.
@preconcurrency @MainActor
public protocol NSLayoutManagerDelegate: NSObjectProtocol {
    /// Told when the layout is thrown away and will be computed again.
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// Told when `textContainer` is laid out; `atEnd` says whether the text ended in it (nil: no container had room).
    func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool)
    /// Extra space after the line ending at `glyphIndex`.
    func layoutManager(
        _ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    )
        -> CGFloat
    /// Extra space before the paragraph starting at `glyphIndex`.
    func layoutManager(
        _ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat
    /// Extra space after the paragraph ending at `glyphIndex`.
    func layoutManager(
        _ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat
    /// Told when a container's size changed.
    func layoutManager(
        _ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension NSLayoutManagerDelegate {
    /// Does nothing.
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    /// Does nothing.
    public func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool
    ) {}
    /// No extra space.
    public func layoutManager(
        _ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat { 0 }
    /// No extra space.
    public func layoutManager(
        _ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat { 0 }
    /// No extra space.
    public func layoutManager(
        _ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat { 0 }
    /// Does nothing.
    public func layoutManager(
        _ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize
    ) {}
}
