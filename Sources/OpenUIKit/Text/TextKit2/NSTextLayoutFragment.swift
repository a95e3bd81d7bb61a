import Foundation

/// The layout of one text element (a paragraph): its lines and the rectangle they take in the
/// text container. The layout manager makes one per element, lays it out when it is enumerated
/// with `.ensuresLayout` (or asked for by any query), and draws it with `draw(at:in:)`.
@preconcurrency @MainActor
open class NSTextLayoutFragment: NSObject {
    /// How far a fragment's layout has come.
    public enum State: UInt, Sendable {
        /// Not laid out.
        case none = 0
        /// Its size is estimated.
        case estimatedUsageBounds = 1
        /// Its size is calculated, its lines not yet made.
        case calculatedUsageBounds = 2
        /// Laid out: its lines are there.
        case layoutAvailable = 3
    }

    /// How fragments are enumerated.
    public struct EnumerationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the given location back to the start.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Sizes may be estimates (they never are here: layout is exact).
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        /// Each fragment is laid out before it is handed to the block.
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        /// The empty line after a final newline is handed out too, as a fragment of its own.
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    /// The layout manager that made the fragment.
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The element laid out.
    public let textElement: NSTextElement?
    /// The part of the document the fragment lays out.
    public let rangeInElement: NSTextRange
    /// The fragment's lines, once laid out.
    open internal(set) var textLineFragments: [NSTextLineFragment] = []
    /// The fragment's rectangle in the text container.
    open internal(set) var layoutFragmentFrame: CGRect = .zero
    /// Where the fragment draws, relative to its frame's origin: the lines' bounds.
    open var renderingSurfaceBounds: CGRect {
        var rect = CGRect(origin: .zero, size: layoutFragmentFrame.size)
        for line in textLineFragments { rect = rect.union(line.typographicBounds) }
        return rect
    }
    /// How far the fragment's layout has come.
    open internal(set) var state: State = .none
    /// The space before each line's text: the container's line fragment padding.
    open internal(set) var leadingPadding: CGFloat = 0
    /// The space after each line's text.
    open internal(set) var trailingPadding: CGFloat = 0
    /// The space above the first line: the paragraph's spacing before.
    open internal(set) var topMargin: CGFloat = 0
    /// The space below the last line: the paragraph's spacing after.
    open internal(set) var bottomMargin: CGFloat = 0
    /// The providers of the views that show the fragment's attachments.
    open internal(set) var textAttachmentViewProviders: [NSTextAttachmentViewProvider] = []

    /// A fragment laying out `rangeInElement` of `textElement` (all of it when nil).
    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) {
        self.textElement = textElement
        self.rangeInElement =
            rangeInElement ?? textElement.elementRange ?? NSTextRange(location: TextContentLocation(0))
        super.init()
    }

    /// Throws away the layout; the next query lays the fragment out again.
    open func invalidateLayout() {
        state = .none
        textLineFragments = []
    }

    /// Draws the fragment's lines with the top left of its frame at `point`.
    open func draw(at point: CGPoint, in context: CGContext) {
        for line in textLineFragments {
            line.draw(
                at: CGPoint(x: point.x + line.typographicBounds.minX, y: point.y + line.typographicBounds.minY),
                in: context)
        }
    }

    /// The rectangle of the attachment at `location`, in the fragment's space; `.zero` when there is none there.
    open func frameForTextAttachment(at location: any NSTextLocation) -> CGRect {
        guard let paragraph = textElement as? NSTextParagraph else { return .zero }
        let index = TextContentLocation.offset(of: location) - TextContentLocation.offset(of: rangeInElement.location)
        guard index >= 0, index < paragraph.attributedString.length,
            let attachment = paragraph.attributedString.attribute(.attachment, at: index, effectiveRange: nil)
                as? NSTextAttachment,
            let line = textLineFragments.first(where: { NSLocationInRange(index, $0.characterRange) })
        else { return .zero }
        let bounds = attachment.naturalBounds
        let x = line.typographicBounds.minX + line.locationForCharacter(at: index).x
        return CGRect(
            x: x, y: line.typographicBounds.minY + line.glyphOrigin.y - bounds.maxY, width: bounds.width,
            height: bounds.height)
    }

    /// Lays the element's text out in lines `width` wide (nil: no wrapping), the frame's top at `y`.
    func layOut(width: CGFloat?, padding: CGFloat, characterWrapping: Bool, y: CGFloat, isFirst: Bool) {
        let text = (textElement as? NSTextParagraph)?.attributedString ?? NSAttributedString(string: "")
        let string = text.string as NSString
        let style = TextLineBreaker.paragraphStyle(at: 0, in: text)
        leadingPadding = padding
        trailingPadding = padding
        topMargin = isFirst ? 0 : style?.paragraphSpacingBefore ?? 0
        bottomMargin = style?.paragraphSpacing ?? 0
        var paragraphStart = 0, paragraphEnd = 0, contentsEnd = 0
        string.getParagraphStart(
            &paragraphStart, end: &paragraphEnd, contentsEnd: &contentsEnd, for: NSRange(location: 0, length: 0))
        var lines: [NSTextLineFragment] = []
        var location = 0
        var lineY = topMargin
        var widest: CGFloat = 0
        repeat {
            let available = width.map { max(1, $0 - 2 * padding) }
            let breakEnd = TextLineBreaker.breakLine(
                from: location, contentsEnd: contentsEnd, available: available,
                characterWrapping: characterWrapping, in: text)
            let end = breakEnd >= contentsEnd ? string.length : breakEnd
            let line = NSTextLineFragment(
                attributedString: text, range: NSRange(location: location, length: end - location))
            let slack = available.map { max(0, $0 - line.typographicBounds.width) } ?? 0
            let shift: CGFloat = style?.alignment == .center ? slack / 2 : style?.alignment == .right ? slack : 0
            line.typographicBounds.origin = CGPoint(x: padding + shift, y: lineY)
            lineY += line.typographicBounds.height + (style?.lineSpacing ?? 0)
            widest = max(widest, line.typographicBounds.width)
            lines.append(line)
            location = end
        } while location < contentsEnd
        textLineFragments = lines
        let frameWidth = width ?? widest + 2 * padding
        layoutFragmentFrame = CGRect(x: 0, y: y, width: frameWidth, height: lineY + bottomMargin)
        state = .layoutAvailable
    }
}
