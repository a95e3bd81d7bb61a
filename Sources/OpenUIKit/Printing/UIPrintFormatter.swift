import Foundation

/// Lays content out over the pages of a print job: a page renderer gives it pages from
/// `startPage` on, each the renderer's printable area less its header and footer and the
/// formatter's insets, and asks it to draw each one. Subclasses format text
/// (`UISimpleTextPrintFormatter`, `UIMarkupTextPrintFormatter`) or a view (`UIViewPrintFormatter`).
@MainActor
open class UIPrintFormatter: NSObject {
    /// The page renderer the formatter was added to; nil until `addPrintFormatter(_:startingAtPageAt:)`.
    open internal(set) weak var printPageRenderer: UIPrintPageRenderer?
    /// The tallest the content may be on a page, in points; 0 (the default) for no limit.
    open var maximumContentHeight: CGFloat = 0
    /// The widest the content may be, in points; 0 (the default) for no limit.
    open var maximumContentWidth: CGFloat = 0
    /// Space kept clear around the content: the top on the formatter's first page only, the
    /// left and right on every page (the bottom is not used, as in UIKit).
    open var contentInsets: UIEdgeInsets = .zero
    /// Space kept clear around the content on every page.
    open var perPageContentInsets: UIEdgeInsets = .zero
    /// The page the formatter's content starts on, set when it is added to a page renderer.
    open var startPage: Int = 0

    /// Makes a formatter with no insets and no limits.
    public override init() {
        super.init()
    }

    /// How many pages the content takes with the renderer's pages; 0 for this base class, which
    /// has no content.
    open var pageCount: Int { 0 }

    /// Where the content goes on page `pageIndex` of the job (counted from the job's first
    /// page): the printable area less header, footer and insets, within the maximum width and
    /// height; `.zero` for a page the formatter is not on.
    open func rectForPage(at pageIndex: Int) -> CGRect {
        guard pageIndex >= startPage, pageIndex < startPage + max(pageCount, 1) else { return .zero }
        return contentArea(forPageAt: pageIndex)
    }

    /// Draws the content of page `pageIndex` of the job into `rect` in the current context;
    /// nothing for this base class.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        guard pageIndex >= startPage, pageIndex < startPage + pageCount else { return }
        drawContent(ofPage: pageIndex - startPage, in: rect)
    }

    /// Takes the formatter out of its page renderer's formatters.
    open func removeFromPrintPageRenderer() {
        guard let renderer = printPageRenderer else { return }
        renderer.printFormatters = renderer.printFormatters?.filter { $0 !== self }
        printPageRenderer = nil
    }

    /// Draws page `localPage` (from 0, the formatter's own first page) into `rect`; subclasses draw.
    func drawContent(ofPage localPage: Int, in rect: CGRect) {}

    /// The content area of page `pageIndex` of the job, whether or not the content reaches it:
    /// the renderer's printable rectangle (the default paper's when there is no renderer or it
    /// has none yet) less header and footer, then the insets and limits.
    func contentArea(forPageAt pageIndex: Int) -> CGRect {
        var area = printPageRenderer?.contentRect ?? UIPrintPageRenderer.defaultContentRect
        area = area.inset(by: perPageContentInsets)
        area.origin.x += contentInsets.left
        area.size.width -= contentInsets.left + contentInsets.right
        if pageIndex == startPage {
            area.origin.y += contentInsets.top
            area.size.height -= contentInsets.top
        }
        if maximumContentWidth > 0 { area.size.width = min(area.width, maximumContentWidth) }
        if maximumContentHeight > 0 { area.size.height = min(area.height, maximumContentHeight) }
        area.size.width = max(area.width, 0)
        area.size.height = max(area.height, 0)
        return area
    }
}
