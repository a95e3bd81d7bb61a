import Foundation

/// The one place a store's Chromium browser context is made, so pages, the cookie store and
/// `removeData` of a non-persistent store all reach the same context and never the default
/// profile's.
extension WKWebsiteDataStore {
    /// Runs `body` with the store's browser context: nil for the persistent store (the browser's
    /// default context); for a non-persistent one, the context its first use made, one request
    /// however many callers ask while it is under way.
    func withBrowserContext(_ body: @escaping (String?) -> Void) {
        if isPersistent { return body(nil) }
        if let browserContextID { return body(browserContextID) }
        if creatingContext != nil {
            creatingContext?.append(body)
            return
        }
        creatingContext = [body]
        WebBrowser.shared.send("Target.createBrowserContext", ["disposeOnDetach": false]) { reply in
            let id = reply.parameters["browserContextId"] as? String
            self.browserContextID = id
            let waiting = self.creatingContext ?? []
            self.creatingContext = nil
            for body in waiting { body(id) }
        }
    }
}
