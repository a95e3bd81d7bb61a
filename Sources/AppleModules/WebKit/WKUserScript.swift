import Foundation

/// A script the web view runs in each document it loads, installed through
/// `WKUserContentController.addUserScript(_:)`; it takes effect from the next load on.
open class WKUserScript: NSObject, @unchecked Sendable {
    /// The JavaScript source.
    open private(set) var source: String
    /// When it runs.
    open private(set) var injectionTime: WKUserScriptInjectionTime
    /// Whether it runs in the main frame only, or in every frame.
    open private(set) var isForMainFrameOnly: Bool

    /// A script of `source` run at `injectionTime`, in the main frame only or in every frame.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        super.init()
    }

    /// The source wrapped to run at its time and in its frames, as Chromium evaluates it on each
    /// new document.
    var documentSource: String {
        var body = source
        if injectionTime == .atDocumentEnd {
            body = """
                (function(){const run=function(){\n\(source)\n};\
                if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',run,{once:true});}\
                else{run();}})();
                """
        }
        return isForMainFrameOnly ? "if (window === window.top) {\n\(body)\n}" : body
    }
}
