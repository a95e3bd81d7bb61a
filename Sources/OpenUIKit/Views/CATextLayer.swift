import Foundation

/// A layer that draws a string in its bounds: a `String` in `font` at `fontSize` and
/// `foregroundColor`, or an `NSAttributedString` with its own attributes, aligned by
/// `alignmentMode`, wrapped at the bounds' width when `isWrapped`, cut by `truncationMode`.
///
/// Drawn by the same text engine labels use (Pango on Linux), from the top left of the bounds,
/// over the background and under the sublayers. Linux: text is laid out again on every draw
/// (O(characters)); `contentsScale` is stored, as the renderer draws text at the screen's scale
/// anyway, and Helvetica, the default font, is the system font here.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String`, an `NSAttributedString` (its attributes win over `font`, `fontSize`
    /// and `foregroundColor`), or nil for none.
    open var string: Any? { didSet { noteRenderingChange(.display) } }
    /// The font of a plain `string`: a `UIFont` (its size is replaced by `fontSize`) or a font name as
    /// `NSString`; nil is Helvetica (the system font on Linux).
    open var font: CFTypeRef? { didSet { noteRenderingChange(.display) } }
    /// The point size of a plain `string`; 36 by default, as in Core Animation.
    open var fontSize: CGFloat = 36 { didSet { noteRenderingChange(.display) } }
    /// The colour of a plain `string`; opaque white by default, as in Core Animation.
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { noteRenderingChange(.display) }
    }
    /// Whether lines wrap at the bounds' width; off by default (lines break only at newlines).
    open var isWrapped = false { didSet { noteRenderingChange(.display) } }
    /// Where a line that does not fit is cut with an ellipsis; `.none` by default.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { noteRenderingChange(.display) } }
    /// How the lines align in the bounds; `.natural` by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { noteRenderingChange(.display) } }
    /// Whether glyphs are placed on whole pixels; stored, as Pango places them itself.
    open var allowsFontSubpixelQuantization = false

    /// Creates a text layer with no string.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s text and text settings, for `presentation()`.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer {
            string = other.string
            font = other.font
            fontSize = other.fontSize
            foregroundColor = other.foregroundColor
            isWrapped = other.isWrapped
            truncationMode = other.truncationMode
            alignmentMode = other.alignmentMode
            allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
        }
    }

    /// The text as drawn: an attributed string as given, a plain one with the layer's font, size
    /// and colour; nil when there is nothing to draw.
    public var displayedText: NSAttributedString? {
        if let attributed = string as? NSAttributedString { return attributed.length > 0 ? attributed : nil }
        guard let plain = (string as? String) ?? (string as? NSString).map({ $0 as String }), !plain.isEmpty else {
            return nil
        }
        var attributes: [NSAttributedString.Key: Any] = [.font: resolvedFont]
        if let foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor) }
        return NSAttributedString(string: plain, attributes: attributes)
    }

    /// `font` at `fontSize`.
    private var resolvedFont: UIFont {
        if let given = font as? UIFont { return given.withSize(fontSize) }
        if let name = font as? NSString, let named = UIFont(name: name as String, size: fontSize) { return named }
        return UIFont(name: "Helvetica", size: fontSize) ?? .systemFont(ofSize: fontSize)
    }

    /// The layout wrapped text is drawn with: the bounds' width, and their height when truncated.
    var textLayoutOptions: TextLayoutOptions {
        let truncation = truncationMode.lineBreakMode
        return TextLayoutOptions(
            maximumSize: CGSize(
                width: bounds.width, height: truncation == nil ? CGFloat.greatestFiniteMagnitude : bounds.height),
            numberOfLines: 0, lineBreakMode: truncation ?? .byWordWrapping, alignment: alignmentMode.textAlignment)
    }

    /// Unwrapped text, a line per paragraph: cut to the bounds' width by `truncationMode`, or
    /// drawn whole and placed by `alignmentMode` (running past the bounds when wider).
    private func drawUnwrapped(_ text: NSAttributedString, in ctx: CGContext) {
        var y = bounds.minY
        var location = 0
        for paragraph in text.string.components(separatedBy: "\n") {
            let length = (paragraph as NSString).length
            let attributes = text.attributes(at: min(location, text.length - 1), effectiveRange: nil)
            let line =
                length > 0
                ? text.attributedSubstring(from: NSRange(location: location, length: length))
                : NSAttributedString(string: " ", attributes: attributes)
            location += length + 1
            let size = line.size()
            if let truncation = truncationMode.lineBreakMode {
                let options = TextLayoutOptions(
                    maximumSize: CGSize(width: bounds.width, height: CGFloat.greatestFiniteMagnitude), numberOfLines: 1,
                    lineBreakMode: truncation, alignment: alignmentMode.textAlignment)
                ctx.drawText(
                    line, in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: size.height), options: options)
            } else {
                let share: CGFloat =
                    alignmentMode == .center ? 0.5 : alignmentMode == .right ? 1 : 0
                let x = bounds.minX + (bounds.width - size.width) * share
                ctx.drawText(
                    line, in: CGRect(x: x, y: y, width: size.width, height: size.height),
                    options: TextLayoutOptions(numberOfLines: 1, lineBreakMode: .byClipping, alignment: .left))
            }
            y += size.height
        }
    }

    override var hasOwnContent: Bool { super.hasOwnContent || string != nil }

    override func drawOwnContent(in ctx: CGContext) {
        super.drawOwnContent(in: ctx)
        guard let text = displayedText else { return }
        if isWrapped {
            ctx.drawText(text, in: bounds, options: textLayoutOptions)
        } else {
            drawUnwrapped(text, in: ctx)
        }
    }
}
