import CCairo
import Foundation
@_spi(Rendering) import OpenUIKit

/// OpenUIKit's PDF seam on Cairo: documents on Cairo's PDF surface (`CairoPDFDocument`), and the
/// pages of PDF data drawn by poppler-glib, opened on first use (`PopplerLibrary`).
extension CairoBitmapRenderer: PDFRendering {
    func makePDFDocument(mediaBox: CGRect, documentInfo: [String: Any]) -> (any PDFDocumentDrawing)? {
        CairoPDFDocument(mediaBox: mediaBox, documentInfo: documentInfo)
    }

    func pageSizes(ofPDF data: Data) -> [CGSize]? {
        PopplerLibrary.shared?.pageSizes(data)
    }

    func drawPage(at index: Int, ofPDF data: Data, in context: CGContext) -> Bool {
        guard let poppler = PopplerLibrary.shared, let backend = context.backend as? CairoContextBackend,
            let cr = backend.drawingContext
        else { return false }
        cairo_save(cr)
        CairoGeometry.setMatrix(cr, context.ctm)
        let drawn = poppler.draw(page: index, of: data, into: cr)
        cairo_restore(cr)
        return drawn
    }
}
