import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cookies of a website data store, read and written in Chromium's cookie jar for the
/// store's browser context; the pages of every web view using the store see them.
@preconcurrency @MainActor
open class WKHTTPCookieStore: NSObject {
    private unowned let dataStore: WKWebsiteDataStore

    init(dataStore: WKWebsiteDataStore) {
        self.dataStore = dataStore
        super.init()
    }

    /// Every cookie of the store.
    open func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) {
        send("Storage.getCookies", [:]) { reply in
            let cookies = (reply?["cookies"] as? [[String: Any]] ?? []).compactMap(Self.cookie(from:))
            completionHandler(cookies)
        }
    }

    /// Adds `cookie`, replacing one of the same name, domain and path.
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        send("Storage.setCookies", ["cookies": [Self.parameters(of: cookie, expired: false)]]) { _ in
            completionHandler?()
        }
    }

    /// Removes `cookie` (it is set again already expired, which is how a jar forgets one).
    open func delete(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        send("Storage.setCookies", ["cookies": [Self.parameters(of: cookie, expired: true)]]) { _ in
            completionHandler?()
        }
    }

    private func send(_ method: String, _ parameters: [String: Any], _ body: @escaping ([String: Any]?) -> Void) {
        guard case .success = WebBrowser.shared.start() else { return body(nil) }
        var parameters = parameters
        dataStore.withBrowserContext { context in
            if let context { parameters["browserContextId"] = context }
            WebBrowser.shared.send(method, parameters) { reply in body(reply.parameters) }
        }
    }

    private static func parameters(of cookie: HTTPCookie, expired: Bool) -> [String: Any] {
        var parameters: [String: Any] = [
            "name": cookie.name, "value": cookie.value, "domain": cookie.domain, "path": cookie.path,
            "secure": cookie.isSecure, "httpOnly": cookie.isHTTPOnly,
        ]
        if expired {
            parameters["expires"] = 1.0
        } else if let date = cookie.expiresDate {
            parameters["expires"] = date.timeIntervalSince1970
        }
        return parameters
    }

    private static func cookie(from object: [String: Any]) -> HTTPCookie? {
        guard let name = object["name"] as? String, let value = object["value"] as? String,
            let domain = object["domain"] as? String
        else { return nil }
        var properties: [HTTPCookiePropertyKey: Any] = [
            .name: name, .value: value, .domain: domain, .path: object["path"] as? String ?? "/",
        ]
        if object["secure"] as? Bool == true { properties[.secure] = "TRUE" }
        if object["session"] as? Bool != true, let expires = object["expires"] as? Double, expires > 0 {
            properties[.expires] = Date(timeIntervalSince1970: expires)
        }
        return HTTPCookie(properties: properties)
    }
}
