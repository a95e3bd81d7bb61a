import Foundation

/// Who shows a page's dialogs and windows. Without one, as in WebKit, `alert` returns at once,
/// `confirm` answers false and `prompt` null. Every method is optional.
@MainActor
@preconcurrency
public protocol WKUIDelegate: AnyObject {
    /// The page called `alert(message)`; it waits until `completionHandler` is called.
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void)
    /// The page called `confirm(message)`; pass the answer.
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void)
    /// The page called `prompt(prompt, defaultText)`; pass the text, or nil for Cancel.
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void)
    /// The page called `window.close()`.
    func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }
    public func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void
    ) {
        completionHandler(nil)
    }
    public func webViewDidClose(_ webView: WKWebView) {}
}
