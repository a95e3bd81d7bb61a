/// Who receives a page's script messages of one name.
@MainActor
@preconcurrency
public protocol WKScriptMessageHandler: AnyObject {
    /// A page posted `message` to this handler's name.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
