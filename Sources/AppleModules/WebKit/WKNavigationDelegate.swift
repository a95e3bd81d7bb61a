import Foundation

/// Who decides on and hears a web view's navigations, in WebKit's order: `decidePolicyFor`
/// the action, `didStartProvisionalNavigation`, `decidePolicyFor` the response, `didCommit`,
/// then `didFinish` or `didFail` (`didFailProvisionalNavigation` when it ends before commit).
/// Every method is optional: the defaults allow and do nothing.
@MainActor
@preconcurrency
public protocol WKNavigationDelegate: AnyObject {
    /// Whether `navigationAction` goes ahead; call `decisionHandler` once, now or later.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    /// Whether the response of a navigation is shown; call `decisionHandler` once.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    /// The request was sent.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The server redirected the request.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    /// It ended before the page's content arrived.
    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// The content started arriving: the page is now the new one.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The page and its resources loaded.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// It ended with an error after commit.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// The page's renderer ended (crashed or was killed); the view shows its last frame.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(.allow)
    }
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        decisionHandler(.allow)
    }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(
        _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!
    ) {}
    public func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}
