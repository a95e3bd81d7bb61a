import UIKit
import WebKit

/// An in-app browser screen, as apps write it: a web view pinned to the view, a progress bar
/// fed by key-value observing, links kept inside the app or refused, a script bridge and a
/// script run once the page has loaded.
final class BrowserViewController: UIViewController, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
    private var webView: WKWebView!
    private let progressView = UIProgressView(progressViewStyle: .bar)
    private var progressObservation: NSKeyValueObservation?
    var startURL = URL(string: "https://example.com")!

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.mediaTypesRequiringUserActionForPlayback = []
        configuration.websiteDataStore = .nonPersistent()
        configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
        configuration.userContentController.add(self, name: "bridge")
        configuration.userContentController.addUserScript(
            WKUserScript(
                source: "document.body.style.webkitTextSizeAdjust = '100%';", injectionTime: .atDocumentEnd,
                forMainFrameOnly: true))
        webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = self
        webView.uiDelegate = self
        webView.allowsBackForwardNavigationGestures = true
        webView.scrollView.bounces = true
        webView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(webView)
        view.addSubview(progressView)
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        progressObservation = webView.observe(\.estimatedProgress, options: [.new]) { [weak self] webView, _ in
            self?.progressView.progress = Float(webView.estimatedProgress)
            self?.progressView.isHidden = webView.estimatedProgress >= 1
        }
        webView.load(URLRequest(url: startURL))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            primaryAction: UIAction(title: "Back") { [weak self] _ in self?.goBack() })
    }

    func goBack() {
        if webView.canGoBack { webView.goBack() } else { webView.reload() }
    }

    func showOffline() {
        webView.loadHTMLString("<h1>You are offline</h1>", baseURL: nil)
    }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        if navigationAction.navigationType == .linkActivated, let url = navigationAction.request.url,
            url.host != startURL.host
        {
            UIApplication.shared.open(url)
            decisionHandler(.cancel)
            return
        }
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        title = webView.title
        webView.evaluateJavaScript("document.querySelectorAll('a').length") { result, error in
            if let count = result as? Int { print("links: \(count)") } else if let error { print(error) }
        }
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        if (error as NSError).code == NSURLErrorNotConnectedToInternet { showOffline() }
    }

    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping () -> Void
    ) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in completionHandler() })
        present(alert, animated: true)
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard message.name == "bridge", let body = message.body as? [String: Any] else { return }
        print("bridge: \(body)")
    }

    func shareSnapshot() {
        let configuration = WKSnapshotConfiguration()
        configuration.rect = CGRect(x: 0, y: 0, width: 320, height: 200)
        webView.takeSnapshot(with: configuration) { [weak self] image, error in
            guard let image else { return print(error ?? "no snapshot") }
            self?.present(UIActivityViewController(activityItems: [image], applicationActivities: nil), animated: true)
        }
    }

    func readCookies() {
        WKWebsiteDataStore.default().httpCookieStore.getAllCookies { cookies in
            print(cookies.map(\.name))
        }
        webView.callAsyncJavaScript(
            "return await fetch(url).then(r => r.status)", arguments: ["url": "/ping"], in: nil, in: .defaultClient
        ) { result in
            switch result {
            case .success(let status): print(status)
            case .failure(let error): print(error)
            }
        }
    }

    func pageTitle() async -> String? {
        try? await webView.evaluateJavaScript("document.title") as? String
    }

    deinit {
        progressObservation?.invalidate()
    }
}
