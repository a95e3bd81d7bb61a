import Foundation

/// One PDF document being drawn, as `UIGraphicsPDFRenderer`, the `UIGraphicsBeginPDFContext…`
/// functions and printing all draw one: pages begun with a bounds rectangle whose top-left
/// corner is the page's, links and destinations given in user space, and the bytes at the end.
final class PDFDrawingSession {
    /// UIKit's page for an empty bounds rectangle: US Letter, 612 × 792 points.
    static let defaultPageBounds = CGRect(x: 0, y: 0, width: 612, height: 792)

    let document: any PDFDocumentDrawing
    /// The page size a page begun with no bounds of its own gets.
    let defaultBounds: CGRect
    /// The page being drawn; `defaultBounds` before the first.
    private(set) var pageBounds: CGRect
    private var pageIsOpen = false

    /// A new document through the installed PDF renderer; nil headless.
    init?(bounds: CGRect, documentInfo: [String: Any]) {
        let bounds = Self.pageBounds(bounds)
        guard let document = BitmapRenderers.pdfRenderer?.makePDFDocument(mediaBox: bounds, documentInfo: documentInfo)
        else { return nil }
        self.document = document
        defaultBounds = bounds
        pageBounds = bounds
    }

    /// The context pages are drawn through.
    var context: CGContext { document.context }

    /// `bounds` made usable as a page: standardized, or Letter when it is empty or not finite.
    static func pageBounds(_ bounds: CGRect) -> CGRect {
        let page = bounds.standardized
        guard !page.isEmpty, page.width.isFinite, page.height.isFinite else { return defaultPageBounds }
        return page
    }

    /// Ends the page being drawn and begins one of `bounds` (the document's when nil): user
    /// space has its origin at the bounds' origin, so `bounds.origin` is the page's top-left
    /// corner, and the graphics state starts afresh on every page.
    func beginPage(bounds: CGRect?) {
        if pageIsOpen { context.restoreGState() }
        let page = bounds.map(Self.pageBounds) ?? defaultBounds
        document.beginPage(mediaBox: page)
        context.saveGState()
        context.translateBy(x: -page.minX, y: -page.minY)
        pageBounds = page
        pageIsOpen = true
    }

    /// Links `rect` (user space) on the current page to `url`; nothing before the first page.
    func setURL(_ url: URL, for rect: CGRect) {
        guard pageIsOpen else { return }
        document.addLink(to: url, in: context.convertToDeviceSpace(rect))
    }

    /// Names `point` (user space) on the current page as a destination; nothing before the first page.
    func addDestination(withName name: String, at point: CGPoint) {
        guard pageIsOpen else { return }
        document.addDestination(named: name, at: context.convertToDeviceSpace(point))
    }

    /// Links `rect` (user space) on the current page to the destination `name`; nothing before the first page.
    func setDestination(withName name: String, for rect: CGRect) {
        guard pageIsOpen else { return }
        document.addLink(toDestinationNamed: name, in: context.convertToDeviceSpace(rect))
    }

    /// Ends the last page and the document; its bytes.
    func finish() -> Data {
        if pageIsOpen { context.restoreGState() }
        pageIsOpen = false
        return document.close()
    }
}
