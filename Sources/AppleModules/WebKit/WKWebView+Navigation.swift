import Foundation
import UIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A navigation under way: what the delegate was told so far.
@preconcurrency @MainActor
final class PendingNavigation {
    let navigation = WKNavigation()
    /// The URL the page reports while this navigation shows (a string's base URL).
    var shownURL: URL?
    /// Whether its first main-frame request was decided already (a load the app asked for).
    var decided: Bool
    var committed = false

    init(shownURL: URL?, decided: Bool) {
        self.shownURL = shownURL
        self.decided = decided
    }
}

/// The URL a string or data with no base URL is loaded under; the web view reports `about:blank`.
let placeholderURL = "http://openuikit-document.invalid/"

extension WKWebView {
    // MARK: Loading

    /// Loads `request` (its URL; Chromium sends its own headers and method). Returns the
    /// navigation the delegate's callbacks name.
    @discardableResult
    public func load(_ request: URLRequest) -> WKNavigation? {
        guard let target = request.url else { return nil }
        return navigate(request: request, type: .other, shownURL: target) { page in
            page.send("Page.navigate", ["url": target.absoluteString]) { reply in
                self.navigateReplied(reply.parameters["errorText"] as? String ?? reply.errorMessage, url: target)
            }
        }
    }

    /// Loads `string` as an HTML document whose relative links resolve against `baseURL`;
    /// with no base URL the page is `about:blank` and loads nothing relative.
    @discardableResult
    public func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        load(Data(string.utf8), mimeType: "text/html", characterEncodingName: "utf-8", baseURL: baseURL)
    }

    /// Loads `data` as a document of `mimeType` under `baseURL` (served to the page by the web
    /// view itself, so the page's origin is the base URL's).
    @discardableResult
    public func load(
        _ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL
    ) -> WKNavigation? {
        load(data, mimeType: MIMEType, characterEncodingName: characterEncodingName, baseURL: Optional(baseURL))
    }

    private func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL?) -> WKNavigation? {
        let served = baseURL?.absoluteString ?? placeholderURL
        guard let servedURL = URL(string: served) else { return nil }
        let shown = baseURL ?? URL(string: "about:blank")
        servedDocuments[served] = (data, mimeType, characterEncodingName)
        return navigate(request: URLRequest(url: shown ?? servedURL), type: .other, shownURL: shown) { page in
            page.send("Page.navigate", ["url": served]) { reply in
                self.navigateReplied(reply.parameters["errorText"] as? String ?? reply.errorMessage, url: servedURL)
            }
        }
    }

    /// Loads the file at `URL`; the page may read files under `readAccessURL` (Chromium lets
    /// a file page read any file this process may).
    @discardableResult
    public func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        load(URLRequest(url: URL))
    }

    /// Loads the current page again.
    @discardableResult
    public func reload() -> WKNavigation? {
        guard let url else { return nil }
        return navigate(request: URLRequest(url: url), type: .reload, shownURL: url) { page in
            page.send("Page.reload", ["ignoreCache": false])
        }
    }

    /// Loads the current page again, bypassing the cache.
    @discardableResult
    public func reloadFromOrigin() -> WKNavigation? {
        guard let url else { return nil }
        return navigate(request: URLRequest(url: url), type: .reload, shownURL: url) { page in
            page.send("Page.reload", ["ignoreCache": true])
        }
    }

    /// Stops the navigation under way; a provisional one fails with `NSURLErrorCancelled`.
    public func stopLoading() {
        page?.send("Page.stopLoading")
        guard let pending = current else { return }
        current = nil
        isLoading = false
        if !pending.committed {
            navigationDelegate?.webView(
                self, didFailProvisionalNavigation: pending.navigation,
                withError: Self.urlError(NSURLErrorCancelled, url))
        }
    }

    /// Goes to the previous page of the history.
    @discardableResult
    public func goBack() -> WKNavigation? {
        guard let item = backForwardList.backItem else { return nil }
        return go(to: item)
    }

    /// Goes to the next page of the history.
    @discardableResult
    public func goForward() -> WKNavigation? {
        guard let item = backForwardList.forwardItem else { return nil }
        return go(to: item)
    }

    /// Goes to `item` of the history.
    @discardableResult
    public func go(to item: WKBackForwardListItem) -> WKNavigation? {
        navigate(request: URLRequest(url: item.url), type: .backForward, shownURL: item.url) { page in
            page.send("Page.navigateToHistoryEntry", ["entryId": item.entryID])
        }
    }

    /// Asks the delegate about a navigation the app started; if allowed, starts it and runs
    /// `send` with the open page.
    private func navigate(
        request: URLRequest, type: WKNavigationType, shownURL: URL?, send: @escaping (WebPage) -> Void
    ) -> WKNavigation {
        let pending = PendingNavigation(shownURL: shownURL, decided: true)
        let frame = WKFrameInfo(isMainFrame: true, url: url, webView: self)
        let action = WKNavigationAction(request: request, navigationType: type, sourceFrame: frame, targetFrame: frame)
        decide(action) { allowed in
            guard allowed else { return }
            self.start(pending)
            self.withPage { result in
                guard self.current === pending else { return }
                switch result {
                case .failure(let error):
                    self.failProvisional(pending, Self.urlError(NSURLErrorCannotConnectToHost, request.url, "\(error)"))
                case .success(let page):
                    page.install(documentScripts: self.documentScripts()) {
                        guard self.current === pending else { return }
                        send(page)
                    }
                }
            }
        }
        return pending.navigation
    }

    /// The navigation delegate's decision, with WebKit's default (allow) when there is none.
    private func decide(_ action: WKNavigationAction, _ body: @escaping (Bool) -> Void) {
        guard let navigationDelegate else { return body(true) }
        var answered = false
        navigationDelegate.webView(self, decidePolicyFor: action) { policy in
            guard !answered else { return }
            answered = true
            body(policy == .allow)
        }
    }

    private func documentScripts() -> [String] {
        let controller = configuration.userContentController
        let scripts = controller.userScripts
        return [controller.bootstrapSource]
            + scripts.filter { $0.injectionTime == .atDocumentStart }.map(\.documentSource)
            + scripts.filter { $0.injectionTime == .atDocumentEnd }.map(\.documentSource)
    }

    /// A navigation begins: one under way before it is cancelled, as in WebKit.
    private func start(_ pending: PendingNavigation) {
        if let previous = current, !previous.committed {
            current = nil
            navigationDelegate?.webView(
                self, didFailProvisionalNavigation: previous.navigation,
                withError: Self.urlError(NSURLErrorCancelled, url))
        }
        current = pending
        tapped = false
        if let shown = pending.shownURL, shown != url { url = shown }
        isLoading = true
        estimatedProgress = 0.1
        navigationDelegate?.webView(self, didStartProvisionalNavigation: pending.navigation)
    }

    private func failProvisional(_ pending: PendingNavigation, _ error: any Error) {
        guard current === pending else { return }
        current = nil
        isLoading = false
        estimatedProgress = 0
        url = backForwardList.currentItem?.url
        navigationDelegate?.webView(self, didFailProvisionalNavigation: pending.navigation, withError: error)
    }

    /// `Page.navigate` answered: an error text means the load failed before commit.
    func navigateReplied(_ errorText: String?, url target: URL) {
        guard let pending = current, !pending.committed, let errorText, !errorText.isEmpty else { return }
        failProvisional(pending, Self.urlError(Self.urlErrorCode(errorText), target, errorText))
    }

    static func urlErrorCode(_ net: String) -> Int {
        switch net {
        case "net::ERR_CONNECTION_REFUSED", "net::ERR_CONNECTION_FAILED", "net::ERR_ADDRESS_UNREACHABLE":
            NSURLErrorCannotConnectToHost
        case "net::ERR_NAME_NOT_RESOLVED": NSURLErrorCannotFindHost
        case "net::ERR_INTERNET_DISCONNECTED": NSURLErrorNotConnectedToInternet
        case "net::ERR_TIMED_OUT", "net::ERR_CONNECTION_TIMED_OUT": NSURLErrorTimedOut
        case "net::ERR_ABORTED": NSURLErrorCancelled
        case "net::ERR_FILE_NOT_FOUND": NSURLErrorFileDoesNotExist
        case "net::ERR_CONNECTION_RESET", "net::ERR_CONNECTION_CLOSED", "net::ERR_EMPTY_RESPONSE":
            NSURLErrorNetworkConnectionLost
        case "net::ERR_UNKNOWN_URL_SCHEME": NSURLErrorUnsupportedURL
        case let text where text.contains("CERT"): NSURLErrorServerCertificateUntrusted
        default: NSURLErrorUnknown
        }
    }

    static func urlError(_ code: Int, _ url: URL?, _ reason: String? = nil) -> NSError {
        var info: [String: Any] = [:]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
        }
        info[NSLocalizedDescriptionKey] = reason ?? (code == NSURLErrorCancelled ? "cancelled" : "The load failed.")
        return NSError(domain: NSURLErrorDomain, code: code, userInfo: info)
    }

    // MARK: The page's events

    func page(event method: String, _ parameters: [String: Any]) {
        switch method {
        case "Fetch.requestPaused": requestPaused(parameters)
        case "Page.frameNavigated": frameNavigated(parameters["frame"] as? [String: Any] ?? [:])
        case "Page.navigatedWithinDocument":
            if parameters["frameId"] as? String == page?.targetID, let text = parameters["url"] as? String {
                url = URL(string: text)
                refreshHistory {}
            }
        case "Page.loadEventFired": loadFinished()
        case "Page.screencastFrame": screencastFrame(parameters)
        case "Runtime.bindingCalled": bindingCalled(parameters)
        case "Page.javascriptDialogOpening": dialogOpening(parameters)
        case "Inspector.targetCrashed": pageEnded()
        default: break
        }
    }

    private func requestPaused(_ parameters: [String: Any]) {
        guard let page, let requestID = parameters["requestId"] as? String else { return }
        let request = parameters["request"] as? [String: Any] ?? [:]
        let requestURL = (request["url"] as? String).flatMap(URL.init(string:))
        let isMain = parameters["frameId"] as? String == page.targetID
        let proceed = { page.send("Fetch.continueRequest", ["requestId": requestID]) }
        let refuse = { page.send("Fetch.failRequest", ["requestId": requestID, "errorReason": "Aborted"]) }
        if let status = parameters["responseStatusCode"] as? Int {
            // The response stage: redirects go on; a main frame's final response is the delegate's.
            guard isMain, (300..<400).contains(status) == false, let pending = current, let requestURL else {
                return proceed()
            }
            var headers: [String: String] = [:]
            for header in parameters["responseHeaders"] as? [[String: Any]] ?? [] {
                if let name = header["name"] as? String, let value = header["value"] as? String {
                    headers[name] = value
                }
            }
            let response =
                HTTPURLResponse(url: requestURL, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
                ?? URLResponse(url: requestURL, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)
            let navigationResponse = WKNavigationResponse(response: response, isForMainFrame: true)
            guard let navigationDelegate else { return proceed() }
            var answered = false
            navigationDelegate.webView(self, decidePolicyFor: navigationResponse) { policy in
                guard !answered else { return }
                answered = true
                if policy == .allow { return proceed() }
                refuse()
                self.failProvisional(
                    pending,
                    WKError.error(.unknown, "Frame load interrupted", [NSURLErrorFailingURLErrorKey: requestURL]))
            }
            return
        }
        let serve = {
            if let requestURL, let document = self.servedDocuments[requestURL.absoluteString] {
                page.send(
                    "Fetch.fulfillRequest",
                    [
                        "requestId": requestID, "responseCode": 200,
                        "responseHeaders": [
                            ["name": "Content-Type", "value": "\(document.mimeType); charset=\(document.encoding)"]
                        ],
                        "body": document.data.base64EncodedString(),
                    ])
            } else {
                proceed()
            }
        }
        if isMain, let pending = current, pending.decided {
            pending.decided = false
            if parameters["redirectedRequestId"] != nil {
                navigationDelegate?.webView(self, didReceiveServerRedirectForProvisionalNavigation: pending.navigation)
            }
            return serve()
        }
        if isMain, let pending = current, parameters["redirectedRequestId"] != nil {
            navigationDelegate?.webView(self, didReceiveServerRedirectForProvisionalNavigation: pending.navigation)
            return serve()
        }
        // A navigation the page started (a link, a form, a script): the delegate decides now.
        let type: WKNavigationType =
            (request["method"] as? String == "POST") ? .formSubmitted : (tapped ? .linkActivated : .other)
        tapped = false
        let source = WKFrameInfo(isMainFrame: true, url: url, webView: self)
        let target = WKFrameInfo(isMainFrame: isMain, url: requestURL, webView: self)
        let action = WKNavigationAction(
            request: URLRequest(url: requestURL ?? URL(fileURLWithPath: "/")), navigationType: type,
            sourceFrame: source, targetFrame: target)
        decide(action) { allowed in
            guard allowed else { return refuse() }
            if isMain {
                let pending = PendingNavigation(shownURL: requestURL, decided: false)
                self.start(pending)
            }
            serve()
        }
    }

    private func frameNavigated(_ frame: [String: Any]) {
        guard frame["parentId"] == nil, let text = frame["url"] as? String, !text.hasPrefix("chrome-error:") else {
            return
        }
        let pageURL = URL(string: text)
        guard let pending = current, !pending.committed else {
            if text != "about:blank" { url = pageURL }
            return
        }
        pending.committed = true
        pending.decided = false
        url =
            text == placeholderURL
            ? URL(string: "about:blank")
            : (pending.shownURL.flatMap { text == $0.absoluteString ? $0 : nil } ?? pageURL)
        hasOnlySecureContent = ["https", "file", "about"].contains(pageURL?.scheme ?? "") || text == placeholderURL
        title = nil
        estimatedProgress = 0.5
        navigationDelegate?.webView(self, didCommit: pending.navigation)
    }

    private func loadFinished() {
        guard let pending = current, pending.committed, let page else { return }
        page.send(
            "Runtime.evaluate",
            [
                "expression":
                    "[document.title, document.documentElement.scrollWidth, document.documentElement.scrollHeight]",
                "returnByValue": true,
            ]
        ) { reply in
            let values = (reply.parameters["result"] as? [String: Any])?["value"] as? [Any] ?? []
            if let text = values.first as? String { self.title = text }
            if values.count == 3, let width = values[1] as? Double, let height = values[2] as? Double {
                self.scrollView.contentSize = CGSize(width: width, height: height)
            }
            page.send("Page.captureScreenshot", ["format": "png"]) { reply in
                if let text = reply.parameters["data"] as? String, let data = Data(base64Encoded: text) {
                    self.contentView.show(data, pointWidth: CGFloat(self.viewportSize.width))
                }
                self.refreshHistory {
                    guard self.current === pending else { return }
                    self.current = nil
                    self.estimatedProgress = 1
                    self.isLoading = false
                    self.navigationDelegate?.webView(self, didFinish: pending.navigation)
                }
            }
        }
    }

    /// Reads the browser's history into the back-forward list.
    private func refreshHistory(_ then: @escaping () -> Void) {
        guard let page else { return then() }
        page.send("Page.getNavigationHistory") { reply in
            var entries = reply.parameters["entries"] as? [[String: Any]] ?? []
            var index = reply.parameters["currentIndex"] as? Int ?? -1
            // The blank document every page starts with is no page the app visited.
            if entries.count > 1, entries.first?["url"] as? String == "about:blank" {
                entries.removeFirst()
                index -= 1
            }
            let items = entries.compactMap { entry -> WKBackForwardListItem? in
                guard let text = entry["url"] as? String, let id = entry["id"] as? Int else { return nil }
                let shown = text == placeholderURL ? "about:blank" : text
                guard let itemURL = URL(string: shown) else { return nil }
                let initial = (entry["userTypedURL"] as? String).flatMap(URL.init(string:)) ?? itemURL
                let title = (entry["title"] as? String).flatMap { $0.isEmpty || $0 == text ? nil : $0 }
                return WKBackForwardListItem(url: itemURL, initialURL: initial, title: title, entryID: id)
            }
            self.backForwardList.replace(items: items, currentIndex: min(index, items.count - 1))
            let back = self.backForwardList.backItem != nil
            let forward = self.backForwardList.forwardItem != nil
            if back != self.canGoBack { self.canGoBack = back }
            if forward != self.canGoForward { self.canGoForward = forward }
            then()
        }
    }

    private func screencastFrame(_ parameters: [String: Any]) {
        guard let page else { return }
        if let id = parameters["sessionId"] as? Int { page.send("Page.screencastFrameAck", ["sessionId": id]) }
        guard let text = parameters["data"] as? String, let data = Data(base64Encoded: text) else { return }
        let metadata = parameters["metadata"] as? [String: Any] ?? [:]
        let width = metadata["deviceWidth"] as? Double ?? Double(viewportSize.width)
        contentView.show(data, pointWidth: CGFloat(width))
        let offset = CGPoint(x: metadata["scrollOffsetX"] as? Double ?? 0, y: metadata["scrollOffsetY"] as? Double ?? 0)
        if offset != scrollView.contentOffset {
            scrollView.contentOffset = offset
            contentView.frame.origin = offset
        }
    }

    private func bindingCalled(_ parameters: [String: Any]) {
        guard parameters["name"] as? String == WebPage.bindingName, let payload = parameters["payload"] as? String,
            let object = try? JSONSerialization.jsonObject(with: Data(payload.utf8), options: [.fragmentsAllowed])
                as? [String: Any]
        else { return }
        switch object["kind"] as? String {
        case "title":
            let text = object["title"] as? String
            if text != title { title = text }
        case "message":
            guard let name = object["name"] as? String,
                let handler = configuration.userContentController.handlers[name]
            else { return }
            let frame = WKFrameInfo(isMainFrame: object["main"] as? Bool ?? true, url: url, webView: self)
            let message = WKScriptMessage(body: object["body"] ?? NSNull(), name: name, frameInfo: frame, webView: self)
            handler.userContentController(configuration.userContentController, didReceive: message)
        default: break
        }
    }

    private func dialogOpening(_ parameters: [String: Any]) {
        let message = parameters["message"] as? String ?? ""
        let frame = WKFrameInfo(isMainFrame: true, url: url, webView: self)
        let answer = { (accept: Bool, text: String?) in
            var reply: [String: Any] = ["accept": accept]
            if let text { reply["promptText"] = text }
            self.page?.send("Page.handleJavaScriptDialog", reply)
        }
        guard let uiDelegate else {
            return answer(
                parameters["type"] as? String == "alert" || parameters["type"] as? String == "beforeunload", nil)
        }
        switch parameters["type"] as? String {
        case "confirm":
            uiDelegate.webView(self, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame) {
                answer($0, nil)
            }
        case "prompt":
            uiDelegate.webView(
                self, runJavaScriptTextInputPanelWithPrompt: message,
                defaultText: parameters["defaultPrompt"] as? String, initiatedByFrame: frame
            ) { text in
                answer(text != nil, text)
            }
        case "alert":
            uiDelegate.webView(self, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame) {
                answer(true, nil)
            }
        default:
            answer(true, nil)
        }
    }

    /// The page's renderer or the browser ended.
    func pageEnded() {
        let pending = current
        current = nil
        isLoading = false
        page?.close()
        page = nil
        if let pending {
            let error = WKError.error(.webContentProcessTerminated, "The web content process ended")
            if pending.committed {
                navigationDelegate?.webView(self, didFail: pending.navigation, withError: error)
            } else {
                navigationDelegate?.webView(self, didFailProvisionalNavigation: pending.navigation, withError: error)
            }
        }
        navigationDelegate?.webViewWebContentProcessDidTerminate(self)
    }
}
