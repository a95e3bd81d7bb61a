import Foundation

/// Foundation's user activity, which Linux's Foundation does not have: what the user is doing
/// in the app, as a type, a title and a dictionary, for state restoration
/// (`UISceneDelegate.stateRestorationActivity(for:)`) and continuing it elsewhere.
///
/// On Linux there is no Handoff, Spotlight or Siri: `becomeCurrent()` makes the activity the
/// app's current one (`NSUserActivity.current` in OpenUIKit's bookkeeping, which the scene's
/// state restoration saves) and asks its delegate and responder to update it, but nothing
/// leaves the machine; the eligibility flags are kept and change nothing, as on a device with
/// Handoff off.
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The kind of activity, a reverse-DNS string the app declares (`NSUserActivityTypes`).
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// The activity's state: property-list values only, as Apple's requires for an activity
    /// that is saved or sent.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` the activity needs to be continued.
    open var requiredUserInfoKeys: Set<String>?
    /// Set to have the delegate's `userActivityWillSave(_:)` (and the responders') update the
    /// activity before it is saved.
    open var needsSave = false
    /// A web page that shows the same thing.
    open var webpageURL: URL?
    /// The page that led to the activity.
    open var referrerURL: URL?
    /// When the activity stops being useful.
    open var expirationDate: Date?
    /// Words for search.
    open var keywords: Set<String> = []
    /// Whether continuing it opens streams back to this app; never here.
    open var supportsContinuationStreams = false
    /// The object told when the activity is about to be saved or was continued.
    open weak var delegate: (any NSUserActivityDelegate)?
    /// Which scene should continue the activity.
    open var targetContentIdentifier: String?
    /// Whether Handoff may offer it (kept; there is no Handoff on Linux).
    open var isEligibleForHandoff = true
    /// Whether Spotlight may index it (kept; there is no Spotlight on Linux).
    open var isEligibleForSearch = false
    /// Whether it may be indexed publicly (kept).
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest it (kept).
    open var isEligibleForPrediction = false
    /// The identifier the app gives it, to delete it later.
    open var persistentIdentifier: String?
    /// Whether the activity was invalidated; an invalid one cannot become current.
    public private(set) var isValid = true

    /// The activity the app made current last, until it resigns.
    nonisolated(unsafe) static var currentActivity: NSUserActivity?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Merges `otherDictionary` into `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Makes this the app's current activity.
    open func becomeCurrent() {
        guard isValid else { return }
        NSUserActivity.currentActivity = self
    }

    /// Stops being the current activity.
    open func resignCurrent() {
        if NSUserActivity.currentActivity === self { NSUserActivity.currentActivity = nil }
    }

    /// Ends the activity for good.
    open func invalidate() {
        resignCurrent()
        isValid = false
    }

    /// Gives the delegate (when `needsSave` is set) its chance to update the activity, as before
    /// a save; clears `needsSave`.
    func prepareToSave() {
        guard needsSave else { return }
        needsSave = false
        delegate?.userActivityWillSave(self)
    }

    // MARK: Saved form

    /// The activity as a property list, for the saved scene sessions; nil when its `userInfo`
    /// holds something a property list cannot.
    var propertyList: [String: Any]? {
        var list: [String: Any] = ["activityType": activityType]
        list["title"] = title
        if let userInfo {
            var info: [String: Any] = [:]
            for (key, value) in userInfo {
                guard let key = key as? String else { return nil }
                info[key] = value
            }
            guard PropertyListSerialization.propertyList(info, isValidFor: .binary) else { return nil }
            list["userInfo"] = info
        }
        list["requiredUserInfoKeys"] = requiredUserInfoKeys.map { Array($0).sorted() }
        list["webpageURL"] = webpageURL?.absoluteString
        list["referrerURL"] = referrerURL?.absoluteString
        list["expirationDate"] = expirationDate
        list["keywords"] = keywords.isEmpty ? nil : Array(keywords).sorted()
        list["targetContentIdentifier"] = targetContentIdentifier
        list["persistentIdentifier"] = persistentIdentifier
        return list
    }

    /// The activity a saved `propertyList` describes, or nil for one that does not.
    convenience init?(propertyList list: [String: Any]) {
        guard let type = list["activityType"] as? String else { return nil }
        self.init(activityType: type)
        title = list["title"] as? String
        if let info = list["userInfo"] as? [String: Any] {
            userInfo = Dictionary(uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value) })
        }
        requiredUserInfoKeys = (list["requiredUserInfoKeys"] as? [String]).map(Set.init)
        webpageURL = (list["webpageURL"] as? String).flatMap(URL.init(string:))
        referrerURL = (list["referrerURL"] as? String).flatMap(URL.init(string:))
        expirationDate = list["expirationDate"] as? Date
        keywords = Set(list["keywords"] as? [String] ?? [])
        targetContentIdentifier = list["targetContentIdentifier"] as? String
        persistentIdentifier = list["persistentIdentifier"] as? String
    }
}

/// Told when a user activity is about to be saved or was continued elsewhere.
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved: bring its `userInfo` up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// Another device continued the activity; never here.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    /// Does nothing.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    /// Does nothing.
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}

/// The activity type of browsing a web page, continued by a browser.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
