import CPango
import Foundation
import OpenUIKit

/// PDF pages drawn into Cairo by poppler-glib (Debian: libpoppler-glib8, which
/// libpoppler-glib-dev brings), opened on the first PDF image (`SharedLibrary`).
struct PopplerLibrary: Sendable {
    private typealias NewFromData =
        @convention(c) (
            UnsafeMutablePointer<CChar>?, Int32, UnsafePointer<CChar>?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> OpaquePointer?
    private typealias PageCount = @convention(c) (OpaquePointer?) -> Int32
    private typealias Page = @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
    private typealias PageSize =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    private typealias Render = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void

    private let newFromData: NewFromData
    private let pageCount: PageCount
    private let page: Page
    private let pageSize: PageSize
    private let render: Render

    static let shared = PopplerLibrary()

    private init?() {
        guard let library = SharedLibrary(["libpoppler-glib.so.8", "libpoppler-glib.so"]),
            let newFromData = library.function("poppler_document_new_from_data", as: NewFromData.self),
            let pageCount = library.function("poppler_document_get_n_pages", as: PageCount.self),
            let page = library.function("poppler_document_get_page", as: Page.self),
            let pageSize = library.function("poppler_page_get_size", as: PageSize.self),
            let render = library.function("poppler_page_render", as: Render.self)
        else { return nil }
        (self.newFromData, self.pageCount, self.page, self.pageSize, self.render) = (
            newFromData, pageCount, page, pageSize, render
        )
    }

    /// The PDF's first page, as Xcode uses it, at `scale`.
    func rasterize(_ data: Data, scale: CGFloat) -> Result<RasterizedArtwork, ImageDecodingError> {
        guard data.count < Int(Int32.max) else { return .failure(ImageDecodingError("the PDF is too large")) }
        // Poppler reads the bytes in place for as long as the document lives.
        var bytes = data
        return bytes.withUnsafeMutableBytes { buffer in
            var error: UnsafeMutablePointer<GError>?
            guard
                let document = newFromData(
                    buffer.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(buffer.count), nil, &error)
            else {
                return .failure(
                    ImageDecodingError("the PDF is damaged (\(GLibError.take(error) ?? "poppler read no document"))"))
            }
            defer { g_object_unref(UnsafeMutableRawPointer(document)) }
            guard pageCount(document) > 0, let firstPage = page(document, 0) else {
                return .failure(ImageDecodingError("the PDF has no pages"))
            }
            defer { g_object_unref(UnsafeMutableRawPointer(firstPage)) }
            var width = 0.0, height = 0.0
            pageSize(firstPage, &width, &height)
            return VectorArtworkRasterizer.draw(size: CGSize(width: width, height: height), scale: scale) { context in
                render(firstPage, context)
                return nil
            }
        }
    }

    /// The sizes, in points, of every page of the PDF; nil when poppler reads no document.
    func pageSizes(_ data: Data) -> [CGSize]? {
        withDocument(data) { document in
            (0..<max(Int(pageCount(document)), 0)).map { index -> CGSize in
                guard let pdfPage = self.page(document, Int32(index)) else { return .zero }
                defer { g_object_unref(UnsafeMutableRawPointer(pdfPage)) }
                var width = 0.0, height = 0.0
                pageSize(pdfPage, &width, &height)
                return CGSize(width: width, height: height)
            }
        }
    }

    /// Draws page `index` of the PDF into `cr` as Cairo's matrix stands, one unit a point; false
    /// when there is no such page.
    func draw(page index: Int, of data: Data, into cr: OpaquePointer) -> Bool {
        withDocument(data) { document in
            guard index >= 0, index < Int(pageCount(document)), let pdfPage = self.page(document, Int32(index)) else {
                return false
            }
            defer { g_object_unref(UnsafeMutableRawPointer(pdfPage)) }
            render(pdfPage, cr)
            return true
        } ?? false
    }

    /// `body` with the PDF opened; nil when poppler reads no document.
    private func withDocument<T>(_ data: Data, _ body: (OpaquePointer) -> T) -> T? {
        guard data.count < Int(Int32.max) else { return nil }
        // Poppler reads the bytes in place for as long as the document lives.
        var bytes = data
        return bytes.withUnsafeMutableBytes { buffer -> T? in
            var error: UnsafeMutablePointer<GError>?
            guard
                let document = newFromData(
                    buffer.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(buffer.count), nil, &error)
            else {
                _ = GLibError.take(error)
                return nil
            }
            defer { g_object_unref(UnsafeMutableRawPointer(document)) }
            return body(document)
        }
    }
}
