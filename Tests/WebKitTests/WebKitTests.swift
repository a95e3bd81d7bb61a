import CairoRendering
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

@testable import SafariServices
@testable import WebKit

/// A web view drawn by Chromium, loading pages a loopback server serves: WebKit's callback
/// order, the title, script messages both ways, the history and the frame's pixels. One
/// Chromium serves every test (the process's one browser).
final class WebKitTests: XCTestCase {
    nonisolated(unsafe) static var server: LoopbackServer?

    static let redPage = """
        <html><head><title>Red page</title></head>
        <body style="margin:0;background:#ff0000;height:2000px">
        <script>window.webkit.messageHandlers.ping.postMessage({greeting: "hello", count: 2});</script>
        </body></html>
        """

    override class func setUp() {
        super.setUp()
        server = try? LoopbackServer(html: [
            "/": redPage,
            "/form": """
            <html><head><title>Form</title></head><body style="margin:0">
            <a href="/second" style="display:block;width:200px;height:50px;background:#00ff00">next</a>
            <input id="field" style="display:block;width:200px;height:40px">
            <script>document.getElementById('field').addEventListener('input',
              function (event) { window.webkit.messageHandlers.ping.postMessage(event.target.value); });</script>
            </body></html>
            """,
            "/second": "<html><head><title>Second</title></head><body style='background:#0000ff'></body></html>",
        ])
    }

    override class func tearDown() {
        server?.stop()
        super.tearDown()
    }

    override func setUpWithError() throws {
        // `make deps` installs Chromium; a machine without it fails here rather than skipping.
        let installed =
            FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
            || ProcessInfo.processInfo.environment["CHROMIUM"] != nil
        XCTAssertTrue(installed, "Chromium is not installed: make deps installs it")
        guard installed else { throw CocoaError(.fileNoSuchFile) }
        XCTAssertNotNil(Self.server)
        MainActor.assumeIsolated { CairoRendering.install() }
    }

    func testLoadingAPageCallsTheDelegateInWebKitsOrderAndDrawsIt() throws {
        let server = try XCTUnwrap(Self.server)
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let webView = makeWebView(recorder)
            var titles: [String?] = []
            let observation = webView.observe(\.title, options: [.new]) { view, _ in
                MainActor.assumeIsolated { titles.append(view.title) }
            }
            let navigation = webView.load(URLRequest(url: server.url("/")))
            XCTAssertTrue(webView.isLoading)
            spin(until: { recorder.events.contains("didFinish") }, "the load")
            XCTAssertEqual(
                recorder.events,
                [
                    "decidePolicyFor action \(server.url("/").absoluteString) other",
                    "didStartProvisionalNavigation", "decidePolicyFor response 200", "didCommit", "didFinish",
                ])
            XCTAssertTrue(recorder.navigations.allSatisfy { $0 === navigation })
            XCTAssertEqual(webView.title, "Red page")
            XCTAssertEqual(titles.last, "Red page")
            XCTAssertEqual(webView.url, server.url("/"))
            XCTAssertFalse(webView.isLoading)
            XCTAssertEqual(webView.estimatedProgress, 1)
            XCTAssertEqual(webView.scrollView.contentSize.height, 2000)

            spin(until: { !recorder.messages.isEmpty }, "the script message")
            XCTAssertEqual(recorder.messages.first?.name, "ping")
            let body = recorder.messages.first?.body as? [String: Any]
            XCTAssertEqual(body?["greeting"] as? String, "hello")
            XCTAssertEqual((body?["count"] as? NSNumber)?.intValue, 2)

            let image = webView.contentView.layer.contents as? CGImage
            XCTAssertEqual(image.map { CGFloat($0.width) / webView.contentView.layer.contentsScale }, 200)
            let pixel = image.flatMap { Self.pixel(of: $0, x: $0.width / 2, y: $0.height / 2) } ?? []
            XCTAssertEqual(pixel.count, 3)
            XCTAssertGreaterThan(pixel.first ?? 0, 240, "red: \(pixel)")
            XCTAssertLessThan(pixel.dropFirst().max() ?? 255, 16, "red: \(pixel)")
            _ = observation
        }
    }

    func testUserScriptsProgressTypingDialogsAndTaps() throws {
        let server = try XCTUnwrap(Self.server)
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let webView = makeWebView(recorder)
            webView.configuration.userContentController.addUserScript(
                WKUserScript(
                    source: "document.body.dataset.injected = 'yes';", injectionTime: .atDocumentEnd,
                    forMainFrameOnly: true))
            let dialogs = DialogRecorder()
            webView.uiDelegate = dialogs
            var progress: [Double] = []
            let observation = webView.observe(\.estimatedProgress) { view, _ in
                MainActor.assumeIsolated { progress.append(view.estimatedProgress) }
            }
            webView.load(URLRequest(url: server.url("/form")))
            spin(until: { recorder.events.contains("didFinish") }, "the load")
            XCTAssertEqual(progress, [0.1, 0.5, 1])

            var results: [String] = []
            webView.evaluateJavaScript("document.body.dataset.injected") { value, _ in
                results.append(value as? String ?? "nil")
            }
            webView.evaluateJavaScript("document.getElementById('field').focus(); document.activeElement.id") {
                value, _ in results.append(value as? String ?? "nil")
            }
            spin(until: { results.count == 2 }, "the scripts")
            XCTAssertEqual(results, ["yes", "field"])

            webView.contentView.insertText("hi")
            spin(until: { recorder.messages.contains { $0.body as? String == "hi" } }, "the typed text")

            webView.evaluateJavaScript("alert('Hello'); 'after'") { value, _ in
                results.append(value as? String ?? "nil")
            }
            spin(until: { results.count == 3 }, "the alert")
            XCTAssertEqual(dialogs.messages, ["Hello"])
            XCTAssertEqual(results.last, "after")

            recorder.events.removeAll()
            let touch = UITouch(location: CGPoint(x: 100, y: 25), in: nil)
            webView.contentView.touchesBegan([touch], with: nil)
            webView.contentView.touchesEnded([touch], with: nil)
            spin(until: { recorder.events.contains("didFinish") }, "the link's load")
            XCTAssertEqual(
                recorder.events.first, "decidePolicyFor action \(server.url("/second").absoluteString) linkActivated")
            XCTAssertEqual(webView.title, "Second")
            XCTAssertEqual(webView.url, server.url("/second"))
            _ = observation
        }
    }

    func testEvaluatingScriptsAndTheirErrors() throws {
        let server = try XCTUnwrap(Self.server)
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let webView = makeWebView(recorder)
            webView.load(URLRequest(url: server.url("/second")))
            spin(until: { recorder.events.contains("didFinish") }, "the load")
            var results: [String] = []
            webView.evaluateJavaScript("6 * 7") { value, error in
                results.append("\((value as? NSNumber)?.intValue ?? -1) \(error == nil)")
            }
            webView.evaluateJavaScript("document.title + '!'") { value, _ in results.append(value as? String ?? "nil") }
            webView.evaluateJavaScript("throw new Error('broken')") { value, error in
                let error = error as NSError?
                results.append("\(value == nil) \(error?.domain ?? "") \(error?.code ?? 0)")
            }
            webView.evaluateJavaScript("undefined") { value, error in results.append("\(value == nil) \(error == nil)")
            }
            spin(until: { results.count == 4 }, "the scripts")
            XCTAssertEqual(results, ["42 true", "Second!", "true WKErrorDomain 4", "true true"])
        }
    }

    func testWorldsAsyncFunctionsAndSnapshots() throws {
        let server = try XCTUnwrap(Self.server)
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let webView = makeWebView(recorder)
            webView.load(URLRequest(url: server.url("/")))
            spin(until: { recorder.events.contains("didFinish") }, "the load")
            // The isolated world takes a round trip more (it is made first): each answer is kept by name.
            var results: [String: String] = [:]
            webView.evaluateJavaScript("window.secret = 'page'; window.secret", in: nil, in: .page) { result in
                results["page"] = (try? result.get()) as? String ?? "failure"
            }
            webView.evaluateJavaScript("typeof window.secret", in: nil, in: .world(name: "app")) { result in
                results["world"] = (try? result.get()) as? String ?? "failure"
            }
            webView.callAsyncJavaScript(
                "await new Promise(r => setTimeout(r, 0)); return a + b;", arguments: ["a": 40, "b": 2], in: nil,
                in: .page
            ) { result in
                results["async"] = "\(((try? result.get()) as? NSNumber)?.intValue ?? -1)"
            }
            var snapshot: UIImage?
            webView.takeSnapshot(with: nil) { image, _ in snapshot = image }
            spin(until: { results.count == 3 && snapshot != nil }, "the scripts and the snapshot")
            XCTAssertEqual(results, ["page": "page", "world": "undefined", "async": "42"])
            XCTAssertEqual(snapshot?.size, CGSize(width: 200, height: 150))
            let pixel = snapshot?.cgImage.flatMap { Self.pixel(of: $0, x: 10, y: 10) } ?? []
            XCTAssertGreaterThan(pixel.first ?? 0, 240, "red: \(pixel)")
            XCTAssertLessThan(pixel.dropFirst().max() ?? 255, 16, "red: \(pixel)")
        }
    }

    func testCookiesOfANonPersistentStoreReachItsPagesOnly() throws {
        let server = try XCTUnwrap(Self.server)
        MainActor.assumeIsolated {
            let store = WKWebsiteDataStore.nonPersistent()
            XCTAssertFalse(store.isPersistent)
            let cookie = HTTPCookie(properties: [.name: "flavour", .value: "lemon", .domain: "127.0.0.1", .path: "/"])
            var set = false
            if let cookie { store.httpCookieStore.setCookie(cookie) { set = true } }
            spin(until: { set }, "the cookie")
            var names: [String] = []
            var read = false
            store.httpCookieStore.getAllCookies { cookies in
                names = cookies.map(\.name)
                read = true
            }
            spin(until: { read }, "the cookies")
            XCTAssertEqual(names, ["flavour"])

            let recorder = Recorder()
            let configuration = WKWebViewConfiguration()
            configuration.websiteDataStore = store
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), configuration: configuration)
            webView.navigationDelegate = recorder
            webView.load(URLRequest(url: server.url("/second")))
            let other = makeWebView(Recorder())
            other.load(URLRequest(url: server.url("/second")))
            spin(until: { recorder.events.contains("didFinish") && !other.isLoading }, "the loads")
            // Two pages answer in either order: each answer is kept by page.
            var cookies: [String: String] = [:]
            webView.evaluateJavaScript("document.cookie") { value, _ in cookies["store"] = value as? String ?? "nil" }
            other.evaluateJavaScript("document.cookie") { value, _ in cookies["default"] = value as? String ?? "nil" }
            spin(until: { cookies.count == 2 }, "the pages' cookies")
            XCTAssertEqual(cookies, ["store": "flavour=lemon", "default": ""])
        }
    }

    @MainActor
    func testTheAsyncEvaluationAwaitsTheValueAndThrowsForUndefined() async throws {
        let server = try XCTUnwrap(Self.server)
        let recorder = Recorder()
        let webView = makeWebView(recorder)
        webView.load(URLRequest(url: server.url("/second")))
        spin(until: { recorder.events.contains("didFinish") }, "the load")
        let title = try await webView.evaluateJavaScript("document.title") as? String
        XCTAssertEqual(title, "Second")
        do {
            _ = try await webView.evaluateJavaScript("undefined")
            XCTFail("undefined has no value to return")
        } catch {
            XCTAssertEqual((error as NSError).code, WKError.Code.javaScriptResultTypeIsUnsupported.rawValue)
        }
    }

    func testADragScrollsThePageAndTheScrollViewFollows() throws {
        let server = try XCTUnwrap(Self.server)
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let webView = makeWebView(recorder)
            webView.load(URLRequest(url: server.url("/")))
            spin(until: { recorder.events.contains("didFinish") }, "the load")
            let start = UITouch(location: CGPoint(x: 100, y: 120), in: nil)
            webView.contentView.touchesBegan([start], with: nil)
            let moved = UITouch(phase: .moved, location: CGPoint(x: 100, y: 20), in: nil)
            webView.contentView.touchesMoved([moved], with: nil)
            webView.contentView.touchesEnded([moved], with: nil)
            // Chromium's wheel scrolls by its own step for the distance (more than the finger moved).
            var scrolled: Double?
            spin(
                until: {
                    webView.evaluateJavaScript("window.scrollY") { value, _ in
                        scrolled = (value as? NSNumber)?.doubleValue
                    }
                    return (scrolled ?? 0) >= 100 && Double(webView.scrollView.contentOffset.y) == scrolled
                }, "the scroll")
            XCTAssertGreaterThanOrEqual(scrolled ?? 0, 100)
            XCTAssertEqual(Double(webView.scrollView.contentOffset.y), scrolled)
            XCTAssertEqual(
                webView.contentView.frame.minY, webView.scrollView.contentOffset.y, "the frames stay in view")
        }
    }

    func testStringsHistoryAndRefusedNavigations() throws {
        let server = try XCTUnwrap(Self.server)
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let webView = makeWebView(recorder)
            webView.loadHTMLString("<title>Inline</title><body>text</body>", baseURL: nil)
            spin(until: { recorder.events.contains("didFinish") }, "the string's load")
            XCTAssertEqual(webView.title, "Inline")
            XCTAssertEqual(webView.url?.absoluteString, "about:blank")
            XCTAssertFalse(webView.canGoBack)

            recorder.events.removeAll()
            webView.load(URLRequest(url: server.url("/second")))
            spin(until: { recorder.events.contains("didFinish") }, "the second load")
            XCTAssertEqual(webView.title, "Second")
            XCTAssertTrue(webView.canGoBack)
            XCTAssertFalse(webView.canGoForward)
            XCTAssertEqual(webView.backForwardList.backItem?.url.absoluteString, "about:blank")

            recorder.events.removeAll()
            webView.goBack()
            spin(until: { recorder.events.contains("didFinish") }, "going back")
            XCTAssertEqual(recorder.events.first, "decidePolicyFor action about:blank backForward")
            XCTAssertEqual(webView.title, "Inline")
            XCTAssertTrue(webView.canGoForward)

            recorder.events.removeAll()
            recorder.refuse = true
            webView.load(URLRequest(url: server.url("/")))
            XCTAssertEqual(recorder.events, ["decidePolicyFor action \(server.url("/").absoluteString) other"])
            XCTAssertFalse(webView.isLoading)
            XCTAssertEqual(webView.title, "Inline")
        }
    }

    func testALoadNobodyAnswersFailsProvisionally() throws {
        let closed = try LoopbackServer(pages: [:])
        let url = closed.url("/")
        closed.stop()
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let webView = makeWebView(recorder)
            webView.load(URLRequest(url: url))
            spin(until: { recorder.events.last?.hasPrefix("didFailProvisionalNavigation") == true }, "the failure")
            XCTAssertEqual(
                recorder.events.last,
                "didFailProvisionalNavigation \(NSURLErrorDomain) \(NSURLErrorCannotConnectToHost)")
            XCTAssertFalse(recorder.events.contains("didCommit"))
            XCTAssertFalse(webView.isLoading)
        }
    }

    func testSafariViewControllerShowsThePageUnderItsBar() throws {
        let server = try XCTUnwrap(Self.server)
        MainActor.assumeIsolated {
            let delegate = SafariRecorder()
            let safari = SFSafariViewController(url: server.url("/second"))
            safari.delegate = delegate
            safari.preferredBarTintColor = .black
            safari.dismissButtonStyle = .close
            safari.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            safari.view.layoutIfNeeded()
            spin(until: { !delegate.events.isEmpty }, "the initial load")
            XCTAssertEqual(delegate.events, ["didCompleteInitialLoad true"])
            XCTAssertEqual(safari.hostLabel.text, "127.0.0.1")
            XCTAssertEqual(safari.dismissButton.title(for: .normal), "Close")
            XCTAssertEqual(safari.bar.backgroundColor, .black)
            XCTAssertEqual(safari.webView.title, "Second")
            XCTAssertEqual(safari.webView.frame.minY, safari.bar.frame.maxY)
            safari.done()
            XCTAssertEqual(delegate.events.last, "didFinish")
        }
    }

    /// The red, green and blue of a pixel of a decoded image.
    @MainActor
    static func pixel(of image: CGImage, x: Int, y: Int) -> [Int]? {
        guard let source = image.renderingSource, x < source.width, y < source.height else { return nil }
        return source.bitmap.withUnsafePixels { pixels, bytesPerRow in
            let offset = (source.y + y) * bytesPerRow + (source.x + x) * 4
            return [Int(pixels[offset + 2]), Int(pixels[offset + 1]), Int(pixels[offset])]
        }
    }
}

@MainActor
final class Recorder: WKNavigationDelegate, WKScriptMessageHandler {
    var events: [String] = []
    var navigations: [WKNavigation] = []
    var messages: [WKScriptMessage] = []
    var refuse = false

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        let type =
            switch navigationAction.navigationType {
            case .backForward: "backForward"
            case .linkActivated: "linkActivated"
            case .reload: "reload"
            default: "other"
            }
        events.append("decidePolicyFor action \(navigationAction.request.url?.absoluteString ?? "") \(type)")
        decisionHandler(refuse ? .cancel : .allow)
    }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        events.append("decidePolicyFor response \((navigationResponse.response as? HTTPURLResponse)?.statusCode ?? 0)")
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        events.append("didStartProvisionalNavigation")
        navigations.append(navigation)
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        events.append("didCommit")
        navigations.append(navigation)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        events.append("didFinish")
        navigations.append(navigation)
    }

    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        let error = error as NSError
        events.append("didFailProvisionalNavigation \(error.domain) \(error.code)")
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        messages.append(message)
    }
}

@MainActor
final class DialogRecorder: WKUIDelegate {
    var messages: [String] = []

    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping () -> Void
    ) {
        messages.append(message)
        completionHandler()
    }
}

@MainActor
final class SafariRecorder: SFSafariViewControllerDelegate {
    var events: [String] = []

    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
        events.append("didCompleteInitialLoad \(didLoadSuccessfully)")
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        events.append("didFinish")
    }
}

/// Turns the main run loop until `condition` holds or 30 seconds pass.
@MainActor
func spin(until condition: () -> Bool, _ what: String) {
    let deadline = Date(timeIntervalSinceNow: 30)
    while !condition(), Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    XCTAssertTrue(condition(), "timed out waiting for \(what)")
}

@MainActor
func makeWebView(_ recorder: Recorder) -> WKWebView {
    let configuration = WKWebViewConfiguration()
    configuration.userContentController.add(recorder, name: "ping")
    let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 200, height: 150), configuration: configuration)
    webView.navigationDelegate = recorder
    webView.layoutIfNeeded()
    return webView
}
