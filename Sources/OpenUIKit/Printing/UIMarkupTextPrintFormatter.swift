import Foundation

/// Prints HTML. There is no web engine to lay HTML out here, so the formatter prints a plain
/// reading of it (`HTMLPlainText`): the text with its tags taken out, a blank line around
/// paragraphs, headings and lists, a line break for each list item, table row and `<br>`,
/// bullets before list items, entities decoded, scripts and styles left out, broken across
/// pages as `UISimpleTextPrintFormatter` breaks text, in the system font at 12 points.
@MainActor
open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    /// The HTML to print.
    open var markupText: String? {
        didSet { text.text = HTMLPlainText.reading(of: markupText ?? "") }
    }

    private let text: UISimpleTextPrintFormatter

    /// A formatter printing `markupText`.
    public init(markupText: String) {
        self.markupText = markupText
        text = UISimpleTextPrintFormatter(text: HTMLPlainText.reading(of: markupText))
        super.init()
    }

    /// The pages the reading takes at the page renderer's sizes.
    open override var pageCount: Int {
        mirrorLayout()
        return text.pageCount
    }

    override func drawContent(ofPage localPage: Int, in rect: CGRect) {
        mirrorLayout()
        text.drawContent(ofPage: localPage, in: rect)
    }

    /// The text formatter lays the reading out on this formatter's pages.
    private func mirrorLayout() {
        text.printPageRenderer = printPageRenderer
        text.startPage = startPage
        text.contentInsets = contentInsets
        text.perPageContentInsets = perPageContentInsets
        text.maximumContentWidth = maximumContentWidth
        text.maximumContentHeight = maximumContentHeight
    }
}
