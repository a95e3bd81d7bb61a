import CCairo
import Foundation
import OpenUIKit

/// A PDF document on Cairo's PDF surface, written into memory as Cairo streams it: each page
/// sized as it begins (`cairo_pdf_surface_set_size`), the document information from Core
/// Graphics' keys (`cairo_pdf_surface_set_metadata`), links and destinations as Cairo's tags.
final class CairoPDFDocument: PDFDocumentDrawing {
    let context: CGContext
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let sink: Sink
    private var pageIsOpen = false
    /// Whether the page being drawn carries the mark that keeps its tags.
    private var pageIsMarked = false
    private var bytes: Data?

    /// Where Cairo's stream of bytes lands.
    private final class Sink {
        var data = Data()
    }

    /// The document-info keys Cairo has a metadata field for.
    private static let metadataFields: [(key: String, field: cairo_pdf_metadata_t)] = [
        (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
        (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
        (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
    ]

    init?(mediaBox: CGRect, documentInfo: [String: Any]) {
        let sink = Sink()
        let surface = cairo_pdf_surface_create_for_stream(
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque(), Double(mediaBox.width), Double(mediaBox.height))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        for (key, field) in Self.metadataFields {
            guard let value = Self.metadataText(documentInfo[key]) else { continue }
            cairo_pdf_surface_set_metadata(surface, field, value)
        }
        (self.sink, self.surface, self.cr) = (sink, surface, cr)
        context = CGContext(backend: CairoContextBackend(cr: cr))
    }

    deinit {
        // The context may outlive the document: it draws nothing once the Cairo context is gone.
        (context.backend as? CairoContextBackend)?.finish()
        // Destroying finishes the surface, which still writes into the sink: it lives until after.
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// A metadata value as Cairo takes it: a string, or keywords as a comma-separated list.
    private static func metadataText(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let words as [String]: return words.joined(separator: ", ")
        case let text as NSString: return text as String
        default: return nil
        }
    }

    func beginPage(mediaBox: CGRect) {
        guard bytes == nil else { return }
        if pageIsOpen { cairo_show_page(cr) }
        cairo_pdf_surface_set_size(surface, Double(mediaBox.width), Double(mediaBox.height))
        pageIsOpen = true
        pageIsMarked = false
    }

    func addLink(to url: URL, in rect: CGRect) {
        tag(CAIRO_TAG_LINK, "rect=\(Self.rectangle(rect)) uri='\(Self.quoted(url.absoluteString))'")
    }

    func addLink(toDestinationNamed name: String, in rect: CGRect) {
        tag(CAIRO_TAG_LINK, "rect=\(Self.rectangle(rect)) dest='\(Self.quoted(name))'")
    }

    func addDestination(named name: String, at point: CGPoint) {
        tag(CAIRO_TAG_DEST, "name='\(Self.quoted(name))' x=\(Self.number(point.x)) y=\(Self.number(point.y))")
    }

    func close() -> Data {
        if let bytes { return bytes }
        // Cairo leaves out a last page with nothing on it unless it is shown here.
        if pageIsOpen { cairo_show_page(cr) }
        pageIsOpen = false
        cairo_surface_finish(surface)
        (context.backend as? CairoContextBackend)?.finish()
        bytes = sink.data
        return sink.data
    }

    /// An empty tag on the page in device space (points from its top-left corner): Cairo reads a
    /// link's area and a destination's point from the attributes.
    private func tag(_ name: String, _ attributes: String) {
        guard pageIsOpen, bytes == nil else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_tag_begin(cr, name, attributes)
        cairo_tag_end(cr, name)
        if !pageIsMarked {
            // Cairo drops the tags of a page nothing was painted on: a point no one can see
            // (black at 2/255, just above the alpha below which Cairo paints nothing) keeps them.
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, 1, 1)
            cairo_set_source_rgba(cr, 0, 0, 0, 2.0 / 255)
            cairo_fill(cr)
            pageIsMarked = true
        }
        cairo_restore(cr)
    }

    private static func rectangle(_ rect: CGRect) -> String {
        let r = rect.standardized
        return "[\(number(r.minX)) \(number(r.minY)) \(number(r.width)) \(number(r.height))]"
    }

    private static func number(_ value: CGFloat) -> String {
        String(format: "%.3f", Double(value.isFinite ? value : 0))
    }

    /// A string in a Cairo tag attribute's single quotes, its quotes and backslashes escaped.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
