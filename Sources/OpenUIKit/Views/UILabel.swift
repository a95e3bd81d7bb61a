import Foundation

/// Read-only text. This holds what a label shows and how; it measures its text through the
/// installed `TextMeasuring` (no intrinsic size while none can measure) and draws it into the
/// current context when a renderer calls `draw(_:)` (`UILabel+Text.swift`).
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// The one copy of the text: `text` is its string, so the two cannot disagree.
    private var styledText: NSAttributedString?
    private var fontStorage: UIFont = UILabel.defaultFont
    private var textColorStorage: UIColor = UILabel.defaultTextColor
    /// The last measurement, until the text or its layout changes.
    var measurementCache: (key: TextMeasurementKey, size: CGSize?)?
    /// The width Auto Layout last gave a label that wraps at it (`wrapsAtLayoutWidth`), which
    /// its intrinsic size is measured at: iOS 8's automatic `preferredMaxLayoutWidth`. Nil until
    /// the engine places it, and again when the text changes, so new text is measured unwrapped
    /// first and may take more room than the old had.
    var layoutWrapWidth: CGFloat?

    /// UIKit's defaults, which assigning nil to `font` or `textColor` restores.
    private static var defaultFont: UIFont { .systemFont(ofSize: 17) }
    private static var defaultTextColor: UIColor { .label }

    /// Creates an empty label; like UIKit's, it does not take user interaction.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Text

    /// Setting plain text styles it with the label's font and colour, as UIKit does, so
    /// `attributedText` then reads the same string with those attributes.
    open var text: String? {
        get { styledText?.string }
        set {
            styledText = newValue.map {
                NSAttributedString(string: $0, attributes: [.font: fontStorage, .foregroundColor: textColorStorage])
            }
            textDidChange()
        }
    }

    /// The style at location 0 becomes the label's `font` and `textColor`, and characters the
    /// string leaves unstyled take the label's, as UIKit documents.
    open var attributedText: NSAttributedString? {
        get { styledText }
        set {
            guard let newValue else {
                styledText = nil
                return textDidChange()
            }
            // Text already styled as it would be (a button giving its title again) changes nothing;
            // restyling it would make copies Foundation never frees.
            if let styledText, newValue.isEqual(to: styledText) { return }
            if newValue.length > 0 {
                if let font = newValue.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { fontStorage = font }
                if let color = newValue.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor {
                    textColorStorage = color
                }
            }
            styledText = newValue.setting([.font: fontStorage, .foregroundColor: textColorStorage], everywhere: false)
            textDidChange()
        }
    }

    /// Applies to the whole of `attributedText`, as UIKit documents; nil restores the default.
    open var font: UIFont! {
        get { fontStorage }
        set {
            let font = newValue ?? Self.defaultFont
            noteAppearance("font") { $0.font = newValue }
            guard font != fontStorage || !(styledText?.carriesEverywhere(.font, font) ?? true) else { return }
            fontStorage = font
            styledText = styledText.map { $0.setting([.font: fontStorage], everywhere: true) }
            textDidChange()
        }
    }

    /// Applies to the whole of `attributedText`; nil restores the default.
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            let color = newValue ?? Self.defaultTextColor
            noteAppearance("textColor") { $0.textColor = newValue }
            guard color != textColorStorage || !(styledText?.carriesEverywhere(.foregroundColor, color) ?? true) else {
                return
            }
            textColorStorage = color
            styledText = styledText.map { $0.setting([.foregroundColor: textColorStorage], everywhere: true) }
            setNeedsDisplay()
        }
    }

    // MARK: Appearance

    /// How the text lines up horizontally within the label.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Whether the label draws its text normally; a disabled label draws it dimmed.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// A highlighted label draws in `highlightedTextColor` when it has one.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The color the text draws in while the label is highlighted; `nil` keeps the text's own colors.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The color of a copy of the text drawn `shadowOffset` away, behind it; `nil` for no shadow.
    open var shadowColor: UIColor? {
        didSet {
            noteAppearance("shadowColor") { [value = shadowColor] view in view.shadowColor = value }
            setNeedsDisplay()
        }
    }
    /// UIKit's default puts the shadow one point above the text.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet {
            noteAppearance("shadowOffset") { [value = shadowOffset] view in view.shadowOffset = value }
            setNeedsDisplay()
        }
    }

    // MARK: Fitting

    /// 0 means as many lines as the text needs.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How text that does not fit is wrapped or truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// Whether the font shrinks, down to `minimumScaleFactor`, to fit the text in the label's width; stored, but
    /// the text is not shrunk here yet.
    open var adjustsFontSizeToFitWidth = false { didSet { textDidChange() } }
    /// The smallest fraction of the font size shrinking may reach; 0 lets it use the font's own
    /// size only.
    open var minimumScaleFactor: CGFloat = 0 { didSet { textDidChange() } }
    /// Whether the text is squeezed slightly before it is truncated; stored but not applied here.
    open var allowsDefaultTighteningForTruncation = false { didSet { textDidChange() } }
    /// How text that shrinks to fit lines up vertically; stored but not applied here, as the text does not shrink.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// The width at which a multiline label wraps when Auto Layout asks its size; 0 means the
    /// width layout gives it (the engine measures it again once it knows that width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }
    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`)
    /// is resized for the label's preferred content size category: when this is set, when the
    /// label moves to a window and when it draws (views are not told of trait changes here).
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }

    // MARK: Sizing and drawing (the machinery is in UILabel+Text.swift)

    /// The text's size at `preferredMaxLayoutWidth` (for multiline labels; without one, at the
    /// width layout last gave it) or on one line, rounded up to the pixel; none while no text
    /// measurer is installed.
    open override var intrinsicContentSize: CGSize { measuredIntrinsicContentSize() }

    /// Lines of `font` centred in the height layout gives the label (its content size).
    override var baselinesAboveBottom: (first: CGFloat, last: CGFloat)? {
        let height = layoutHeight
        var lines = numberOfLines == 1 ? 1 : font.lines(fillingHeight: height)
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return font.baselinesAboveBottom(lines: lines, centredIn: height)
    }

    /// The text's size wrapped at `size.width`, whatever height that takes.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(fitting: size) ?? super.sizeThatFits(size)
    }

    /// Where the text goes within `bounds`: its measured size, at the top left. Override to
    /// inset the text; sizing and drawing both ask here.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        defaultTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text centred vertically in `rect`, as UIKit does. Override to draw in another
    /// rectangle and call `super`.
    open func drawText(in rect: CGRect) {
        drawLabelText(in: rect)
    }

    /// Draws the label's text through `drawText(in:)` in the label's bounds.
    open override func draw(_ rect: CGRect) {
        adjustFontForContentSizeCategory()
        drawText(in: bounds)
    }

    /// Resizes a Dynamic Type font for the category of the window the label joins.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontForContentSizeCategory()
    }

    /// Resizes a Dynamic Type font for the new content size category.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSizeCategory()
    }

    private func adjustFontForContentSizeCategory() {
        if let adjusted = fontAdjustedForContentSizeCategory(fontStorage) { font = adjusted }
    }

    // MARK: Change

    /// Anything that can change the text's size: measure again, draw again.
    private func textDidChange() {
        measurementCache = nil
        layoutWrapWidth = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
