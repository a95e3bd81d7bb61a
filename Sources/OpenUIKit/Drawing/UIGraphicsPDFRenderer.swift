import Foundation

/// How a PDF renderer's documents are made: the metadata they carry.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The document's metadata, under Core Graphics' keys (`kCGPDFContextTitle`,
    /// `kCGPDFContextAuthor`, `kCGPDFContextSubject`, `kCGPDFContextKeywords`,
    /// `kCGPDFContextCreator`); written into the PDF's document information. Other keys are
    /// kept and not written.
    open var documentInfo: [String: Any] = [:]

    /// Creates a format with no metadata.
    public override init() {
        super.init()
    }

    /// A new format with no metadata.
    open override class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
    /// A new format with the device's best settings; the same as `default()` here.
    open override class func preferred() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The context a PDF renderer's drawing block gets: the base context's drawing, pages, and
/// links.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    private let session: PDFDrawingSession

    init(session: PDFDrawingSession, format: UIGraphicsPDFRendererFormat) {
        self.session = session
        super.init(cgContext: session.context, format: format)
    }

    /// The format the renderer's documents are made in.
    open override var format: UIGraphicsPDFRendererFormat {
        super.format as? UIGraphicsPDFRendererFormat ?? UIGraphicsPDFRendererFormat()
    }

    /// The bounds of the page being drawn: the renderer's until a page of other bounds begins.
    open var pdfContextBounds: CGRect { session.pageBounds }

    /// Ends the page being drawn, if any, and begins a page of the renderer's bounds.
    open func beginPage() {
        session.beginPage(bounds: nil)
    }

    /// Ends the page being drawn, if any, and begins a page of `bounds` (the renderer's when
    /// empty); `bounds.origin` is the page's top-left corner. The page's boxes are `bounds`:
    /// `pageInfo`'s box keys are not read.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        session.beginPage(bounds: bounds)
    }

    /// Makes `rect` (user space) on the current page a link that opens `url`.
    open func setURL(_ url: URL, for rect: CGRect) {
        session.setURL(url, for: rect)
    }

    /// Names `point` (user space) on the current page as a destination called `name`, which
    /// `setDestinationWithName(_:for:)` links to from any page.
    open func addDestination(withName name: String, at point: CGPoint) {
        session.addDestination(withName: name, at: point)
    }

    /// Makes `rect` (user space) on the current page a link to the destination called `name`.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {
        session.setDestination(withName: name, for: rect)
    }
}

/// Draws PDF documents with a block, UIKit's modern PDF context. Each page the block begins
/// (`beginPage()`) becomes a page of the document; the installed renderer writes the PDF
/// (Cairo's PDF surface). Headless there is no PDF writer, and the data is empty.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    private let bounds: CGRect

    /// Creates a renderer whose pages are `bounds` (Letter, 612 × 792 points, when empty),
    /// keeping a copy of `format` with the bounds set, as UIKit does.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = .default()) {
        self.bounds = bounds
        let own = UIGraphicsPDFRendererFormat()
        own.documentInfo = format.documentInfo
        super.init(bounds: bounds, format: own)
    }

    /// The format of the documents the renderer makes.
    open override var format: UIGraphicsPDFRendererFormat {
        super.format as? UIGraphicsPDFRendererFormat ?? UIGraphicsPDFRendererFormat()
    }

    /// The PDF `actions` draw, one page for each `beginPage()`; empty headless, where
    /// `actions` is not run.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        guard let session = PDFDrawingSession(bounds: bounds, documentInfo: format.documentInfo) else { return Data() }
        return draw(session, actions)
    }

    /// Writes the PDF `actions` draw to the file at `url`.
    ///
    /// - Throws: `CocoaError(.fileWriteUnknown)` headless, where no PDF can be made, or the
    ///   error writing the file.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        guard let session = PDFDrawingSession(bounds: bounds, documentInfo: format.documentInfo) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        try draw(session, actions).write(to: url)
    }

    private func draw(_ session: PDFDrawingSession, _ actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let context = UIGraphicsPDFRendererContext(session: session, format: format)
        UIGraphicsPushContext(session.context)
        actions(context)
        UIGraphicsPopContext()
        return session.finish()
    }
}
