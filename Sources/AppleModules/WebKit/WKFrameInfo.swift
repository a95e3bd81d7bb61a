import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A frame of a page: which one a navigation targets, which one posted a script message or
/// opened a dialog.
@preconcurrency @MainActor
open class WKFrameInfo: NSObject {
    /// Whether the frame is the page's top frame.
    open private(set) var isMainFrame: Bool
    /// The frame's current request (its URL).
    open private(set) var request: URLRequest
    /// The frame's origin.
    open private(set) var securityOrigin: WKSecurityOrigin
    /// The web view the frame is in.
    open private(set) weak var webView: WKWebView?

    init(isMainFrame: Bool, url: URL?, webView: WKWebView?) {
        self.isMainFrame = isMainFrame
        request = URLRequest(url: url ?? URL(fileURLWithPath: "/"))
        if let url { request.url = url }
        securityOrigin = WKSecurityOrigin(url: url)
        self.webView = webView
        super.init()
    }
}
