import Foundation

/// Draws the pages of a print job: a header and a footer on every page, content of its own
/// (`drawContentForPage(at:in:)`, for subclasses), and the print formatters added to it, each
/// from its start page on. Printing sets the paper and printable rectangles, asks for
/// `numberOfPages`, calls `prepare(forDrawingPages:)`, then `drawPage(at:in:)` for each page.
@MainActor
open class UIPrintPageRenderer: NSObject {
    /// The height of the header at the top of every page's printable area; 0 by default.
    open var headerHeight: CGFloat = 0
    /// The height of the footer at the bottom of every page's printable area; 0 by default.
    open var footerHeight: CGFloat = 0
    /// The paper's rectangle, in points; `.zero` until a job prints the renderer.
    open internal(set) var paperRect: CGRect = .zero
    /// The part of the paper the printer can mark, in points; `.zero` until a job prints the renderer.
    open internal(set) var printableRect: CGRect = .zero

    private var formatters: [UIPrintFormatter] = []

    /// Makes a renderer with no header, footer or formatters.
    public override init() {
        super.init()
    }

    /// The print formatters, in the order they were added; setting the list makes each start
    /// on page 0 unless it already has a start page.
    open var printFormatters: [UIPrintFormatter]? {
        get { formatters.isEmpty ? nil : formatters }
        set {
            for formatter in formatters where formatter.printPageRenderer === self { formatter.printPageRenderer = nil }
            formatters = newValue ?? []
            for formatter in formatters { formatter.printPageRenderer = self }
        }
    }

    /// How many pages the job has: as many as the formatter that reaches furthest needs (its
    /// start page plus its page count); 0 with no formatters. Override it for content of your own.
    open var numberOfPages: Int {
        formatters.map { $0.pageCount > 0 ? $0.startPage + $0.pageCount : 0 }.max() ?? 0
    }

    /// The formatters that draw on page `pageIndex`; nil when none does.
    open func printFormatters(forPageAt pageIndex: Int) -> [UIPrintFormatter]? {
        let onPage = formatters.filter { pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount }
        return onPage.isEmpty ? nil : onPage
    }

    /// Adds `formatter` to draw from page `pageIndex` on, taking it out of any renderer it was in.
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.removeFromPrintPageRenderer()
        formatter.startPage = max(pageIndex, 0)
        formatter.printPageRenderer = self
        formatters.append(formatter)
    }

    /// Called before the pages in `range` are drawn, so a subclass can get ready; the default
    /// has nothing to get ready.
    open func prepare(forDrawingPages range: NSRange) {}

    /// Draws page `pageIndex` into the current context: the header (`drawHeaderForPage`) in the
    /// top `headerHeight` of `printableRect`, the renderer's own content (`drawContentForPage`)
    /// between header and footer, each formatter on the page (`drawPrintFormatter`), and the
    /// footer (`drawFooterForPage`) in the bottom `footerHeight`, in that order, as UIKit does.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        let header = CGRect(
            x: printableRect.minX, y: printableRect.minY, width: printableRect.width, height: headerHeight)
        let footer = CGRect(
            x: printableRect.minX, y: printableRect.maxY - footerHeight, width: printableRect.width,
            height: footerHeight)
        let content = CGRect(
            x: printableRect.minX, y: header.maxY, width: printableRect.width,
            height: max(printableRect.height - headerHeight - footerHeight, 0))
        if headerHeight > 0 { drawHeaderForPage(at: pageIndex, in: header) }
        drawContentForPage(at: pageIndex, in: content)
        for formatter in printFormatters(forPageAt: pageIndex) ?? [] {
            drawPrintFormatter(formatter, forPageAt: pageIndex)
        }
        if footerHeight > 0 { drawFooterForPage(at: pageIndex, in: footer) }
    }

    /// Draws `printFormatter`'s part of page `pageIndex` in its rectangle for the page.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rectForPage(at: pageIndex), forPageAt: pageIndex)
    }

    /// Draws the header of page `pageIndex` in `headerRect`; override it to draw one (the
    /// default draws nothing, as UIKit's does).
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}

    /// Draws the renderer's own content of page `pageIndex` in `contentRect`; override it to
    /// draw some (the default draws nothing, as UIKit's does).
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}

    /// Draws the footer of page `pageIndex` in `footerRect`; override it to draw one (the
    /// default draws nothing, as UIKit's does).
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}

    /// The area between header and footer formatters lay out in: the printable rectangle's, or
    /// the default paper's before a job sets one.
    var contentRect: CGRect {
        let printable = printableRect.isEmpty ? UIPrintPaper().printableRect : printableRect
        return CGRect(
            x: printable.minX, y: printable.minY + headerHeight, width: printable.width,
            height: max(printable.height - headerHeight - footerHeight, 0))
    }

    /// The default paper's printable area, for formatters in no renderer.
    static var defaultContentRect: CGRect { UIPrintPaper().printableRect }
}
