import Foundation

/// Media kinds that need a tap before they play.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Both.
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// Kinds of text turned into links; Chromium detects none (the Simulator's WebKit does).
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// The web-content processes web views share; here every web view is a page of one Chromium.
@preconcurrency @MainActor
open class WKProcessPool: NSObject {
    public override init() {
        super.init()
    }
}

/// What a web view is made with: its content controller, preferences and data store. A web
/// view keeps the configuration it was given; change it before making the view.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
    /// The scripts and script message handlers of the web view's pages.
    open var userContentController = WKUserContentController()
    /// The web view's settings.
    open var preferences = WKPreferences()
    /// The per-page settings navigations start with.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Where cookies and storage are kept.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// The process pool (one browser here).
    open var processPool = WKProcessPool()
    /// Whether videos play in the page rather than full screen; as on iPhone, false by default.
    /// Chromium plays videos inline either way.
    open var allowsInlineMediaPlayback = false
    /// Which media need a tap before playing. Chromium here runs muted, with no audio output.
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// Whether AirPlay may be offered; there is no AirPlay here.
    open var allowsAirPlayForMediaPlayback = true
    /// Whether picture in picture may be offered.
    open var allowsPictureInPictureMediaPlayback = true
    /// The name added to the user agent ("Mobile/15E148" in WebKit).
    open var applicationNameForUserAgent: String? = "Mobile/15E148"
    /// Whether the page is shown only once loaded; frames arrive as Chromium draws them.
    open var suppressesIncrementalRendering = false
    /// Whether the page may be zoomed past its viewport's limits.
    open var ignoresViewportScaleLimits = false
    /// Text turned into links.
    open var dataDetectorTypes: WKDataDetectorTypes = []
    /// Whether navigations are limited to the app's bound domains (no list here: none are).
    open var limitsNavigationsToAppBoundDomains = false

    public override init() {
        super.init()
    }
}
