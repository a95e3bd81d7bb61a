import Foundation

/// A web view's settings shared by its pages.
@preconcurrency @MainActor
open class WKPreferences: NSObject {
    /// The smallest font size, in points, text is drawn at; Chromium's minimum font size.
    open var minimumFontSize: CGFloat = 0
    /// Whether scripts may open windows without a tap; such windows go to the UI delegate's
    /// `createWebViewWith` either way.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether the page's scripts run; `WKWebpagePreferences.allowsContentJavaScript` is the
    /// current spelling. Off, Chromium's script execution is disabled.
    @available(iOS, deprecated: 14.0, message: "Use WKWebpagePreferences.allowsContentJavaScript")
    open var javaScriptEnabled: Bool {
        get { scriptsEnabled }
        set { scriptsEnabled = newValue }
    }
    var scriptsEnabled = true
    /// Whether fraudulent-site warnings are shown; Chromium here has no Safe Browsing list.
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether text in the page may be selected and copied.
    open var isTextInteractionEnabled = true
    /// Whether elements may go full screen.
    open var isElementFullscreenEnabled = false

    public override init() {
        super.init()
    }
}
