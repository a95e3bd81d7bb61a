internal import ChromiumDevTools
import Foundation

/// A web view's page in the shared Chromium: its target and DevTools session, the commands
/// that wait for the session to open, and its events handed to the web view.
@preconcurrency @MainActor
final class WebPage {
    /// The binding the page's scripts post through (`Runtime.addBinding`).
    static let bindingName = "__openUIKitPost"

    weak var webView: WKWebView?
    private(set) var session: String?
    private(set) var targetID: String?
    private var opening = false
    private var waiting: [(Result<String, any Error>) -> Void] = []
    private(set) var failure: (any Error)?
    private var documentScripts: [String] = []

    init(webView: WKWebView) {
        self.webView = webView
    }

    /// Runs `body` with the session once the page is open, or with why it cannot open.
    func whenOpen(
        dataStore: WKWebsiteDataStore, width: Int, height: Int, scale: Double,
        _ body: @escaping (Result<String, any Error>) -> Void
    ) {
        if let session { return body(.success(session)) }
        if let failure { return body(.failure(failure)) }
        waiting.append(body)
        guard !opening else { return }
        opening = true
        switch WebBrowser.shared.start() {
        case .failure(let error):
            opened(.failure(error))
        case .success:
            dataStore.withBrowserContext { context in
                var parameters: [String: Any] = ["url": "about:blank", "newWindow": true]
                if let context { parameters["browserContextId"] = context }
                WebBrowser.shared.send("Target.createTarget", parameters) { reply in
                    guard let target = reply.parameters["targetId"] as? String else {
                        return self.opened(.failure(Chromium.Failure.protocolError(reply.errorMessage ?? "no target")))
                    }
                    self.targetID = target
                    WebBrowser.shared.send("Target.attachToTarget", ["targetId": target, "flatten": true]) { reply in
                        guard let session = reply.parameters["sessionId"] as? String else {
                            return self.opened(
                                .failure(Chromium.Failure.protocolError(reply.errorMessage ?? "no session")))
                        }
                        self.prepare(session: session, width: width, height: height, scale: scale)
                    }
                }
            }
        }
    }

    private func prepare(session: String, width: Int, height: Int, scale: Double) {
        WebBrowser.shared.attach(self, session: session)
        let send = { (method: String, parameters: [String: Any]) in
            WebBrowser.shared.send(method, parameters, session: session)
        }
        send("Page.enable", [:])
        send("Runtime.enable", [:])
        send("Inspector.enable", [:])
        send("Runtime.addBinding", ["name": Self.bindingName])
        send(
            "Fetch.enable",
            [
                "patterns": [
                    ["urlPattern": "*", "resourceType": "Document", "requestStage": "Request"],
                    ["urlPattern": "*", "resourceType": "Document", "requestStage": "Response"],
                ]
            ])
        if width > 0, height > 0 {
            send(
                "Emulation.setDeviceMetricsOverride",
                ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": true])
        }
        // The last command's reply means every earlier one was applied (one session, in order).
        WebBrowser.shared.send(
            "Page.startScreencast", ["format": "jpeg", "quality": 90, "everyNthFrame": 1], session: session
        ) { _ in
            self.session = session
            self.opened(.success(session))
        }
    }

    private func opened(_ result: Result<String, any Error>) {
        opening = false
        if case .failure(let error) = result { failure = error }
        let waiting = self.waiting
        self.waiting.removeAll()
        for body in waiting { body(result) }
    }

    /// Sends a command to the page (dropped when it is not open).
    func send(_ method: String, _ parameters: [String: Any] = [:], reply: ((DevToolsMessage) -> Void)? = nil) {
        guard let session else {
            reply?(DevToolsMessage.failure("the page is not open"))
            return
        }
        WebBrowser.shared.send(method, parameters, session: session, reply: reply)
    }

    /// Makes `sources` the scripts each new document runs first, replacing the earlier ones.
    func install(documentScripts sources: [String], then body: @escaping () -> Void) {
        for identifier in documentScripts {
            send("Page.removeScriptToEvaluateOnNewDocument", ["identifier": identifier])
        }
        documentScripts.removeAll()
        guard !sources.isEmpty else { return body() }
        var remaining = sources.count
        for source in sources {
            send("Page.addScriptToEvaluateOnNewDocument", ["source": source]) { reply in
                if let identifier = reply.parameters["identifier"] as? String {
                    self.documentScripts.append(identifier)
                }
                remaining -= 1
                if remaining == 0 { body() }
            }
        }
    }

    func handle(event method: String, _ parameters: [String: Any]) {
        webView?.page(event: method, parameters)
    }

    func browserEnded() {
        session = nil
        failure = Chromium.Failure.ended
        webView?.pageEnded()
    }

    /// Closes the page's target.
    func close() {
        guard let targetID else { return }
        if let session { WebBrowser.shared.detach(session: session) }
        WebBrowser.shared.send("Target.closeTarget", ["targetId": targetID])
        session = nil
        self.targetID = nil
    }
}
