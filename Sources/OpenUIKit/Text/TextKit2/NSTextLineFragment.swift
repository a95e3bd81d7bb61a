import Foundation

/// One line of a layout fragment: the range of the paragraph's text it shows, where it sits in
/// the fragment (`typographicBounds`) and where its glyphs start (`glyphOrigin`, on the baseline).
/// Widths come from the text-measuring seam, as everywhere in OpenUIKit.
open class NSTextLineFragment: NSObject, @unchecked Sendable {
    // @unchecked: set up by its layout fragment, then only read.
    /// The text the line is part of (its paragraph's).
    public let attributedString: NSAttributedString
    /// The range of `attributedString` the line shows.
    public let characterRange: NSRange
    /// The line's rectangle in its layout fragment: x where its text starts, its used width and its height.
    open internal(set) var typographicBounds: CGRect
    /// Where the glyphs start in the line's bounds: x 0, y the baseline.
    open internal(set) var glyphOrigin: CGPoint

    /// A line showing `range` of `attributedString`, measured on its own.
    public init(attributedString: NSAttributedString, range: NSRange) {
        self.attributedString = attributedString
        self.characterRange = range
        let visibleEnd = TextLineBreaker.trimmedEnd(
            from: range.location, to: NSMaxRange(range), in: attributedString.string as NSString)
        let visible = NSRange(location: range.location, length: visibleEnd - range.location)
        let width = visible.length > 0 ? TextLineBreaker.width(of: visible, in: attributedString) : 0
        let height = TextLineBreaker.lineHeight(
            of: visible.length > 0 ? visible : NSRange(location: range.location, length: 0),
            in: attributedString)
        typographicBounds = CGRect(x: 0, y: 0, width: width, height: height)
        glyphOrigin = CGPoint(x: 0, y: TextLineBreaker.font(at: range.location, in: attributedString).ascender)
        super.init()
    }

    /// A line showing `range` of a string with the same attributes throughout.
    public convenience init(string: String, attributes: [NSAttributedString.Key: Any], range: NSRange) {
        self.init(attributedString: NSAttributedString(string: string, attributes: attributes), range: range)
    }

    /// Draws the line's text with the top left of its bounds at `point`.
    open func draw(at point: CGPoint, in context: CGContext) {
        let visibleEnd = TextLineBreaker.trimmedEnd(
            from: characterRange.location, to: NSMaxRange(characterRange),
            in: attributedString.string as NSString)
        guard visibleEnd > characterRange.location else { return }
        let text = attributedString.attributedSubstring(
            from: NSRange(location: characterRange.location, length: visibleEnd - characterRange.location))
        let size = NSAttributedString.measure(text, options: TextLayoutOptions())
        context.drawText(
            text, in: CGRect(x: point.x, y: point.y, width: size.width, height: typographicBounds.height),
            options: TextLayoutOptions())
    }

    /// Where the caret before character `index` (of `attributedString`) is: x from the line's
    /// start, y its baseline.
    open func locationForCharacter(at index: Int) -> CGPoint {
        let end = max(characterRange.location, min(index, NSMaxRange(characterRange)))
        let prefix = NSRange(location: characterRange.location, length: end - characterRange.location)
        let x = prefix.length > 0 ? TextLineBreaker.width(of: prefix, in: attributedString) : 0
        return CGPoint(x: x, y: glyphOrigin.y)
    }

    /// The character (of `attributedString`) whose caret position is nearest `point`, in the line's space.
    open func characterIndex(for point: CGPoint) -> Int {
        nearest(point).index
    }

    /// How far across the character under `point` the point lies, from 0 to 1.
    open func fractionOfDistanceThroughGlyph(for point: CGPoint) -> CGFloat {
        nearest(point).fraction
    }

    private func nearest(_ point: CGPoint) -> (index: Int, fraction: CGFloat) {
        let string = attributedString.string as NSString
        var index = characterRange.location
        let end = TextLineBreaker.trimmedEnd(from: characterRange.location, to: NSMaxRange(characterRange), in: string)
        var previousX: CGFloat = 0
        while index < end {
            let next = NSMaxRange(string.rangeOfComposedCharacterSequence(at: index))
            let x = locationForCharacter(at: next).x
            if point.x < x {
                let fraction = x > previousX ? (point.x - previousX) / (x - previousX) : 0
                return fraction >= 0.5 ? (next, fraction) : (index, max(0, fraction))
            }
            previousX = x
            index = next
        }
        return (end, point.x >= previousX ? 1 : 0)
    }
}
