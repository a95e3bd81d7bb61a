import Foundation

/// One navigation, from the load that asks for it to its end: the same object reaches each of
/// the navigation delegate's callbacks for it, so an app can tell loads apart.
@preconcurrency @MainActor
open class WKNavigation: NSObject {
    /// The preferences the page was loaded with.
    open private(set) var effectiveContentMode: WKWebpagePreferences.ContentMode = .mobile

    override init() {
        super.init()
    }
}
