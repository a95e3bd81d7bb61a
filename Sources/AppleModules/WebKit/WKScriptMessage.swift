import Foundation

/// What a page posted with `window.webkit.messageHandlers.<name>.postMessage(body)`.
@preconcurrency @MainActor
open class WKScriptMessage: NSObject {
    /// The posted value as Foundation types: numbers, strings, arrays, dictionaries, `NSNull`.
    /// It crosses from the page as JSON, so a `Date` arrives as its ISO string (WebKit's as a
    /// date) and functions are dropped.
    open private(set) var body: Any
    /// The handler's name.
    open private(set) var name: String
    /// The frame that posted it.
    open private(set) var frameInfo: WKFrameInfo
    /// The web view of that frame.
    open private(set) weak var webView: WKWebView?

    init(body: Any, name: String, frameInfo: WKFrameInfo, webView: WKWebView?) {
        self.body = body
        self.name = name
        self.frameInfo = frameInfo
        self.webView = webView
        super.init()
    }
}
