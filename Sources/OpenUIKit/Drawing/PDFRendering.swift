import Foundation

/// The PDF seam: documents whose pages a `CGContext` draws into, written out as PDF bytes
/// (`UIGraphicsPDFRenderer`, `UIGraphicsBeginPDFContextToData`, printing), and the pages of
/// existing PDF data drawn into a context (printing a PDF). OpenUIKit writes and reads no PDF
/// itself: the installed bitmap renderer (`BitmapRenderers.renderer`) does, when it conforms
/// to this protocol too, as Cairo's does. Headless there is none, and no PDF is made.
public protocol PDFRendering: AnyObject, Sendable {
    /// A new document whose pages are `mediaBox`'s size (in points) until a page says otherwise,
    /// with `documentInfo`'s title, author, subject, keywords and creator (the `kCGPDFContext…`
    /// keys) in its metadata; nil when none can be made.
    func makePDFDocument(mediaBox: CGRect, documentInfo: [String: Any]) -> (any PDFDocumentDrawing)?
    /// The sizes, in points, of the pages of `data`; nil when it is not a PDF this renderer reads.
    func pageSizes(ofPDF data: Data) -> [CGSize]?
    /// Draws page `index` (from 0) of `data` into `context`, the page's top-left corner at the
    /// context's origin, one unit a point; false when it cannot.
    func drawPage(at index: Int, ofPDF data: Data, in context: CGContext) -> Bool
}

/// A PDF document being drawn: pages begun one after another, each drawn through `context`,
/// and the document's bytes once it is closed.
public protocol PDFDocumentDrawing: AnyObject {
    /// The context every page is drawn through: device space is the current page's, in points,
    /// the origin at its top-left corner and y growing down, as UIKit's PDF contexts are.
    var context: CGContext { get }
    /// Ends the page being drawn, if any, and begins one of `mediaBox`'s size.
    func beginPage(mediaBox: CGRect)
    /// Makes `rect` (the current page's device space) a link to `url`.
    func addLink(to url: URL, in rect: CGRect)
    /// Makes `rect` (the current page's device space) a link to the destination called `name`.
    func addLink(toDestinationNamed name: String, in rect: CGRect)
    /// Names `point` (the current page's device space) as a destination links can jump to.
    func addDestination(named name: String, at point: CGPoint)
    /// Ends the last page and the document, and returns its bytes.
    func close() -> Data
}

extension BitmapRenderers {
    /// The installed renderer's PDF side: nil headless, or when the renderer writes no PDF.
    public static var pdfRenderer: (any PDFRendering)? { renderer as? any PDFRendering }
}
