import Foundation

/// Where a web view keeps cookies, caches and storage. The default store is the browser's
/// profile, shared by every web view using it; it lives in a temporary folder for the process's
/// run (the Simulator's keeps it per app, across runs). Each non-persistent store is a
/// Chromium browser context of its own, in memory, so its pages share nothing with others.
@preconcurrency @MainActor
open class WKWebsiteDataStore: NSObject {
    private static let shared = WKWebsiteDataStore(persistent: true)

    /// The store's cookies.
    open private(set) lazy var httpCookieStore = WKHTTPCookieStore(dataStore: self)
    /// Whether the store writes to disk.
    open private(set) var isPersistent: Bool
    /// Chromium's browser context for a non-persistent store, once its first use made it
    /// (`WKWebsiteDataStore+BrowserContext.swift`).
    var browserContextID: String?
    /// Who waits for the context while its creation is under way.
    var creatingContext: [(String?) -> Void]?

    init(persistent: Bool) {
        isPersistent = persistent
        super.init()
    }

    /// The store every web view uses unless its configuration names another.
    open class func `default`() -> WKWebsiteDataStore { shared }

    /// A store kept in memory only, shared by the web views given it.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }

    /// Every kind of data a store can hold.
    open class func allWebsiteDataTypes() -> Set<String> {
        [
            WKWebsiteDataTypeCookies, WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache,
            WKWebsiteDataTypeLocalStorage, WKWebsiteDataTypeSessionStorage, WKWebsiteDataTypeIndexedDBDatabases,
            WKWebsiteDataTypeWebSQLDatabases, WKWebsiteDataTypeOfflineWebApplicationCache,
        ]
    }

    /// Removes the store's cookies when `dataTypes` has them (all of them, whatever `date`
    /// says: Chromium clears cookies by context, not by age), then calls `completionHandler`.
    /// Other kinds stay: Chromium clears them per origin, and this store keeps no list of origins.
    open func removeData(
        ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void
    ) {
        guard dataTypes.contains(WKWebsiteDataTypeCookies), case .success = WebBrowser.shared.start() else {
            completionHandler()
            return
        }
        withBrowserContext { context in
            var parameters: [String: Any] = [:]
            if let context { parameters["browserContextId"] = context }
            WebBrowser.shared.send("Storage.clearCookies", parameters) { _ in completionHandler() }
        }
    }
}

/// Cookies.
public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
/// The disk cache.
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
/// The memory cache.
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
/// `localStorage`.
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
/// `sessionStorage`.
public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
/// IndexedDB databases.
public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
/// WebSQL databases.
public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
/// The application cache.
public let WKWebsiteDataTypeOfflineWebApplicationCache = "WKWebsiteDataTypeOfflineWebApplicationCache"
