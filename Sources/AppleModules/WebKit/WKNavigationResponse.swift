import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A navigation's response, which the navigation delegate may refuse before it is shown.
@preconcurrency @MainActor
open class WKNavigationResponse: NSObject {
    /// The response: an `HTTPURLResponse` with the server's status code and header fields.
    open private(set) var response: URLResponse
    /// Whether the response is for the page's top frame.
    open private(set) var isForMainFrame: Bool
    /// Whether the web view can show its MIME type (HTML, text, images, PDF as Chromium shows them).
    open private(set) var canShowMIMEType: Bool

    init(response: URLResponse, isForMainFrame: Bool) {
        self.response = response
        self.isForMainFrame = isForMainFrame
        let type = response.mimeType ?? "text/html"
        canShowMIMEType =
            type.hasPrefix("text/") || type.hasPrefix("image/") || type.contains("xml") || type == "application/pdf"
            || type == "application/json" || type == "application/javascript"
        super.init()
    }
}
