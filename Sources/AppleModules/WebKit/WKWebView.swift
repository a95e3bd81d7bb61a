import Foundation
import UIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A view that shows web content, drawn by Debian's Chromium running headless: each web view is
/// a page (a renderer) of its own in one browser the process shares, started by the first load.
/// The page's frames are drawn into the view on the main thread as Chromium paints them (a
/// JPEG frame per paint, a PNG one when a load finishes); taps, drags (as scrolling) and typing
/// go to the page as Chromium's own input. Navigation callbacks come in WebKit's order.
///
/// Where Chromium is not installed (`apt-get install chromium`, or `CHROMIUM` naming it), no
/// page can load: each load fails through `didFailProvisionalNavigation` with
/// `NSURLErrorCannotConnectToHost` in `NSURLErrorDomain`, and scripts fail with
/// `WKError.Code.unknown`; the view stays blank. Key-value observers of `title`, `url`,
/// `isLoading`, `estimatedProgress`, `canGoBack`, `canGoForward` and `hasOnlySecureContent`
/// hear each change.
@preconcurrency @MainActor
open class WKWebView: UIView {
    /// What the web view was made with.
    open private(set) var configuration: WKWebViewConfiguration
    /// Who decides on and hears navigations.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Who shows the page's dialogs.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The scroll view of the page: its content size is the document's, its offset the page's
    /// scroll position as Chromium reports it with each frame. Drags scroll the page, not the
    /// scroll view (its pan recognizer is off); the frames are drawn by its only subview.
    public let scrollView = UIScrollView()
    /// The view the page's frames are drawn into, filling the scroll view's visible part.
    let contentView = WKContentView()
    /// The pages visited, as the browser keeps them.
    open private(set) var backForwardList = WKBackForwardList()
    /// Whether edge swipes go back and forward. Swipes are not recognised here: drags scroll.
    open var allowsBackForwardNavigationGestures = false
    /// Whether a long press previews links; there are no previews here.
    open var allowsLinkPreview = true
    /// Whether Web Inspector may attach (Chromium's DevTools here always drives the page).
    open var isInspectable = false
    /// The user agent sent instead of Chromium's; nil for Chromium's own.
    open var customUserAgent: String? {
        didSet { applyUserAgent() }
    }
    /// The page's zoom factor, as Chromium's page scale.
    open var pageZoom: CGFloat = 1 {
        didSet { page?.send("Emulation.setPageScaleFactor", ["pageScaleFactor": Double(pageZoom)]) }
    }

    /// The page's title, from its `<title>`, followed as the document changes it.
    open internal(set) var title: String? {
        willSet { willChangeValue(forKey: "title") }
        didSet { didChangeValue(forKey: "title") }
    }
    /// The URL of the page shown, or being loaded once a navigation starts.
    open internal(set) var url: URL? {
        willSet { willChangeValue(forKey: "url") }
        didSet { didChangeValue(forKey: "url") }
    }
    /// Whether a navigation is under way.
    open internal(set) var isLoading = false {
        willSet { willChangeValue(forKey: "isLoading") }
        didSet { didChangeValue(forKey: "isLoading") }
    }
    /// How far the current navigation is, 0 to 1: 0.1 when it starts, 0.5 once committed,
    /// 1 when the page has loaded.
    open internal(set) var estimatedProgress: Double = 0 {
        willSet { willChangeValue(forKey: "estimatedProgress") }
        didSet { didChangeValue(forKey: "estimatedProgress") }
    }
    /// Whether there is a page to go back to.
    open internal(set) var canGoBack = false {
        willSet { willChangeValue(forKey: "canGoBack") }
        didSet { didChangeValue(forKey: "canGoBack") }
    }
    /// Whether there is a page to go forward to.
    open internal(set) var canGoForward = false {
        willSet { willChangeValue(forKey: "canGoForward") }
        didSet { didChangeValue(forKey: "canGoForward") }
    }
    /// Whether the page came over a secure connection (https, or from a file or string).
    open internal(set) var hasOnlySecureContent = false {
        willSet { willChangeValue(forKey: "hasOnlySecureContent") }
        didSet { didChangeValue(forKey: "hasOnlySecureContent") }
    }

    /// The page in Chromium, once something was loaded or evaluated.
    var page: WebPage?
    /// The navigation under way.
    var current: PendingNavigation?
    /// Bodies served for loads of strings and data, by the URL the browser loads them under.
    var servedDocuments: [String: (data: Data, mimeType: String, encoding: String)] = [:]
    /// The frame's device pixels per point.
    var viewportSize: (width: Int, height: Int) = (0, 0)
    /// Set by a tap, so the navigation it starts is a link's.
    var tapped = false

    /// A web view of `frame` made with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        setUp()
    }

    /// A web view with a default configuration.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// A web view from an archive, with a default configuration.
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .white
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.panGestureRecognizer.isEnabled = false
        addSubview(scrollView)
        contentView.webView = self
        contentView.frame = scrollView.bounds
        scrollView.addSubview(contentView)
        configuration.userContentController.observe(self)
    }

    isolated deinit {
        page?.close()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        contentView.frame = CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
        let size = (Int(bounds.width.rounded()), Int(bounds.height.rounded()))
        guard size != viewportSize, size.0 > 0, size.1 > 0 else { return }
        viewportSize = size
        page?.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": size.0, "height": size.1, "deviceScaleFactor": Double(frameScale), "mobile": true])
    }

    /// Device pixels per point of the page's frames: the screen's, at most 2 (a 3× frame costs
    /// more than twice a 2× one to encode and decode, for a sharpness the eye hardly sees).
    var frameScale: CGFloat { min(window?.screen.scale ?? UIScreen.main.scale, 2) }

    /// The page, opened if it is not, then `body` with it or with why it cannot be.
    func withPage(_ body: @escaping (Result<WebPage, any Error>) -> Void) {
        let page = self.page ?? WebPage(webView: self)
        self.page = page
        let size = viewportSize.width > 0 ? viewportSize : (Int(bounds.width.rounded()), Int(bounds.height.rounded()))
        page.whenOpen(
            dataStore: configuration.websiteDataStore, width: size.0, height: size.1, scale: Double(frameScale)
        ) { result in
            switch result {
            case .success:
                if self.viewportSize.width == 0 { self.viewportSize = size }
                if self.customUserAgent != nil { self.applyUserAgent() }
                body(.success(page))
            case .failure(let error): body(.failure(error))
            }
        }
    }

    private func applyUserAgent() {
        guard let page else { return }
        if let customUserAgent {
            page.send("Emulation.setUserAgentOverride", ["userAgent": customUserAgent])
        }
    }

    // MARK: Scripts

    /// Runs `javaScriptString` in the page's main frame and hands its value (numbers, strings,
    /// arrays and dictionaries as Foundation types; nil for `undefined`) or its error to
    /// `completionHandler` on the main thread. A thrown exception is
    /// `WKError.Code.javaScriptExceptionOccurred`.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil
    ) {
        withPage { result in
            switch result {
            case .failure(let error):
                completionHandler?(nil, WKError.error(.unknown, "\(error)"))
            case .success(let page):
                page.send("Runtime.evaluate", ["expression": javaScriptString, "returnByValue": true]) { reply in
                    let (value, error) = Self.scriptResult(reply.parameters, failure: reply.errorMessage)
                    completionHandler?(value, error)
                }
            }
        }
    }

    /// Runs `javaScriptString` in the page's main frame and returns its value; `undefined` and
    /// values with no Foundation form throw `WKError.Code.javaScriptResultTypeIsUnsupported`.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ScriptValue, any Error>) in
            evaluateJavaScript(javaScriptString) { value, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let value {
                    continuation.resume(returning: ScriptValue(value: value))
                } else {
                    continuation.resume(
                        throwing: WKError.error(
                            .javaScriptResultTypeIsUnsupported,
                            "JavaScript execution returned a result of an unsupported type"))
                }
            }
        }.value
    }

    /// A script's value as the reply of `Runtime.evaluate` gives it.
    static func scriptResult(_ result: [String: Any], failure: String?) -> (Any?, (any Error)?) {
        if let failure { return (nil, WKError.error(.unknown, failure)) }
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let message =
                ((exception["exception"] as? [String: Any])?["description"] as? String)
                ?? (exception["text"] as? String) ?? "exception"
            return (
                nil,
                WKError.error(
                    .javaScriptExceptionOccurred, "A JavaScript exception occurred",
                    ["WKJavaScriptExceptionMessage": message])
            )
        }
        guard let value = result["result"] as? [String: Any] else { return (nil, nil) }
        if value["type"] as? String == "undefined" { return (nil, nil) }
        if value["subtype"] as? String == "null" { return (NSNull(), nil) }
        return (value["value"], nil)
    }

    func messageHandlersChanged() {
        guard let page, page.session != nil else { return }
        let source = configuration.userContentController.bootstrapSource
        page.send("Runtime.evaluate", ["expression": source])
    }
}

/// A script's value carried out of the callback it arrived in, on the main actor throughout.
struct ScriptValue: @unchecked Sendable {
    let value: Any
}
