import Foundation

/// Prints plain or attributed text, wrapped to the page's content width and broken across as
/// many pages as it needs, whole lines to a page.
@MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// The text to print, drawn in `font`, `color` and `textAlignment`; setting it replaces
    /// `attributedText`.
    open var text: String? {
        get { storedText?.string }
        set { storedText = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The text to print with its own attributes; `font`, `color` and `textAlignment`, when
    /// set, take the place of its own.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set { storedText = newValue.map { NSAttributedString(attributedString: $0) } }
    }
    /// The font the text is printed in; nil (the default) for the text's own, else the system
    /// font at 12 points.
    open var font: UIFont? {
        didSet { version += 1 }
    }
    /// The colour the text is printed in; nil (the default) for the text's own, else black.
    open var color: UIColor? {
        didSet { version += 1 }
    }
    /// How lines sit between the content's edges; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            alignmentIsSet = true
            version += 1
        }
    }

    private var storedText: NSAttributedString? {
        didSet { version += 1 }
    }
    private var alignmentIsSet = false
    /// Counts changes to what is printed, so the pagination is worked out again only after one.
    private var version = 0
    private var cache: (version: Int, first: CGSize, other: CGSize, pagination: TextPagination)?

    /// A formatter printing `text`.
    public init(text: String) {
        storedText = NSAttributedString(string: text)
        super.init()
    }

    /// A formatter printing `attributedText` with its attributes.
    public init(attributedText: NSAttributedString) {
        storedText = NSAttributedString(attributedString: attributedText)
        super.init()
    }

    /// The pages the text takes at the page renderer's sizes.
    open override var pageCount: Int { pagination.pages.count }

    override func drawContent(ofPage localPage: Int, in rect: CGRect) {
        let pages = pagination.pages
        guard localPage < pages.count else { return }
        printedText.attributedSubstring(from: pages[localPage]).draw(in: rect)
    }

    /// The text as it prints: the formatter's font, colour and alignment over the text's own.
    var printedText: NSAttributedString {
        let source = storedText ?? NSAttributedString(string: "")
        let result = NSMutableAttributedString(
            string: source.string,
            attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black])
        let whole = NSRange(location: 0, length: result.length)
        guard whole.length > 0 else { return result }
        source.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            result.addAttributes(attributes, range: range)
        }
        if let font { result.addAttribute(.font, value: font, range: whole) }
        if let color { result.addAttribute(.foregroundColor, value: color, range: whole) }
        if alignmentIsSet || result.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            result.addAttribute(.paragraphStyle, value: style, range: whole)
        }
        return result
    }

    /// The text broken over the renderer's pages, worked out again when the text or the page sizes change.
    private var pagination: TextPagination {
        let first = contentArea(forPageAt: startPage).size, other = contentArea(forPageAt: startPage + 1).size
        if let cache, cache.version == version, cache.first == first, cache.other == other {
            return cache.pagination
        }
        let pagination = TextPagination(text: printedText) { $0 == 0 ? first : other }
        cache = (version, first, other, pagination)
        return pagination
    }
}
