import Foundation

/// Per-page settings a navigation loads with.
@preconcurrency @MainActor
open class WKWebpagePreferences: NSObject {
    /// Which kind of site to ask for.
    public enum ContentMode: Int, Sendable {
        /// The device's choice: mobile on a phone.
        case recommended = 0
        /// Ask for the mobile site.
        case mobile = 1
        /// Ask for the desktop site.
        case desktop = 2
    }

    /// Whether the page's own scripts run (the app's `evaluateJavaScript` always does). Off,
    /// Chromium's script execution is disabled for the page.
    open var allowsContentJavaScript = true
    /// Which kind of site to ask for; Chromium sends its own user agent either way.
    open var preferredContentMode: ContentMode = .recommended

    public override init() {
        super.init()
    }
}
