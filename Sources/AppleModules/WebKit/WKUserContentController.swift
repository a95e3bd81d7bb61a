import Foundation
import UIKit

/// The scripts a web view adds to its pages and the script message handlers pages post to.
/// Handlers are held strongly, as WebKit holds them (remove them to break the cycle a view
/// controller handler makes). Scripts take effect from the next load; handlers at once.
@preconcurrency @MainActor
open class WKUserContentController: NSObject {
    /// The user scripts, in the order they run.
    open private(set) var userScripts: [WKUserScript] = []
    private(set) var handlers: [String: any WKScriptMessageHandler] = [:]
    /// The web views to tell when handlers change (weakly).
    private var observers: [WeakWebView] = []

    public override init() {
        super.init()
    }

    /// Adds a script run in each document loaded from now on.
    open func addUserScript(_ userScript: WKUserScript) {
        userScripts.append(userScript)
    }

    /// Removes every user script.
    open func removeAllUserScripts() {
        userScripts.removeAll()
    }

    /// Makes `window.webkit.messageHandlers.<name>` exist in pages; what they post reaches
    /// `scriptMessageHandler`. A name already taken is WebKit's `NSInvalidArgumentException`:
    /// reported, and the first handler stays.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        guard handlers[name] == nil else {
            UIKitDiagnostics.handler(
                UIKitDiagnostic(
                    name: "NSInvalidArgumentException",
                    reason: "Attempt to add script message handler with name '\(name)' when one already exists."))
            return
        }
        handlers[name] = scriptMessageHandler
        handlersChanged()
    }

    /// Removes the handler of `name`; pages no longer see it.
    open func removeScriptMessageHandler(forName name: String) {
        guard handlers.removeValue(forKey: name) != nil else { return }
        handlersChanged()
    }

    /// Removes every script message handler.
    open func removeAllScriptMessageHandlers() {
        guard !handlers.isEmpty else { return }
        handlers.removeAll()
        handlersChanged()
    }

    func observe(_ webView: WKWebView) {
        observers.removeAll { $0.webView == nil || $0.webView === webView }
        observers.append(WeakWebView(webView: webView))
    }

    private func handlersChanged() {
        for observer in observers { observer.webView?.messageHandlersChanged() }
    }

    /// The script each document runs first: `window.webkit.messageHandlers` with a poster per
    /// name, and the title watched, both sent through the page's binding.
    var bootstrapSource: String {
        let names = handlers.keys.sorted()
        let list =
            (try? JSONSerialization.data(withJSONObject: names)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        return """
            (function(){const post=window.\(WebPage.bindingName);if(!post){return;}\
            const handlers={};for(const name of \(list)){handlers[name]={postMessage:function(body){\
            post(JSON.stringify({kind:'message',name:name,body:body===undefined?null:body,main:window===window.top}));}};}\
            window.webkit=Object.assign(window.webkit||{},{messageHandlers:handlers});\
            if(window===window.top){let last=null;const tell=function(){if(document.title!==last){last=document.title;\
            post(JSON.stringify({kind:'title',title:document.title}));}};\
            new MutationObserver(tell).observe(document,{subtree:true,childList:true,characterData:true});\
            document.addEventListener('DOMContentLoaded',tell);}})();
            """
    }
}

struct WeakWebView {
    weak var webView: WKWebView?
}
