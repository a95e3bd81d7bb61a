import Foundation

/// The sound a local notification plays for `soundName` to mean the system's default sound.
public let UILocalNotificationDefaultSoundName = "UILocalNotificationDefaultSoundName"

/// A notification the app schedules to fire at a date (`UIApplication.scheduleLocalNotification(_:)`),
/// the pre-iOS 10 API. At its fire date it reaches the app delegate's
/// `application(_:didReceive:)` when the app is in the foreground; otherwise it is delivered
/// to the system, which on Linux shows no banner, so only its badge number is applied.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationRequest")
@preconcurrency @MainActor
open class UILocalNotification: NSObject, NSCopying {
    /// When it fires; nil fires it at once when scheduled.
    open var fireDate: Date?
    /// The time zone `fireDate` is read in; nil for an absolute date.
    open var timeZone: TimeZone?
    /// The calendar unit it repeats by (`.day`, `.weekOfYear`, …); empty for once.
    open var repeatInterval: NSCalendar.Unit = []
    /// The calendar `repeatInterval` is counted in; nil for the current one.
    open var repeatCalendar: Calendar?
    /// Whether a region notification fires only the first time; there are no region
    /// notifications on Linux, which has no location service.
    open var regionTriggersOnce = true
    /// The message shown.
    open var alertBody: String?
    /// Whether the alert has an action button.
    open var hasAction = true
    /// The title of the action button.
    open var alertAction: String?
    /// The launch image shown when the app opens from the notification.
    open var alertLaunchImage: String?
    /// A short title over the message.
    open var alertTitle: String?
    /// The sound played, or `UILocalNotificationDefaultSoundName`.
    open var soundName: String?
    /// The badge number the app's icon takes when the notification is delivered in the
    /// background; 0 leaves the badge as it is.
    open var applicationIconBadgeNumber = 0
    /// Information the app keeps with the notification.
    open var userInfo: [AnyHashable: Any]?
    /// The identifier of the `UIUserNotificationCategory` whose actions the notification offers.
    open var category: String?

    /// An empty notification.
    public override init() {
        super.init()
    }

    /// A notification with the same contents: the application keeps copies of what is
    /// scheduled, as UIKit does.
    open nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { duplicate() }
    }

    private func duplicate() -> UILocalNotification {
        let copy = UILocalNotification()
        copy.fireDate = fireDate
        copy.timeZone = timeZone
        copy.repeatInterval = repeatInterval
        copy.repeatCalendar = repeatCalendar
        copy.regionTriggersOnce = regionTriggersOnce
        copy.alertBody = alertBody
        copy.hasAction = hasAction
        copy.alertAction = alertAction
        copy.alertLaunchImage = alertLaunchImage
        copy.alertTitle = alertTitle
        copy.soundName = soundName
        copy.applicationIconBadgeNumber = applicationIconBadgeNumber
        copy.userInfo = userInfo
        copy.category = category
        return copy
    }

    /// Whether the two describe the same notification: the same fire date, text, sound,
    /// badge, category and user info (compared as property lists).
    func matches(_ other: UILocalNotification) -> Bool {
        fireDate == other.fireDate && alertBody == other.alertBody && alertTitle == other.alertTitle
            && alertAction == other.alertAction && soundName == other.soundName && category == other.category
            && applicationIconBadgeNumber == other.applicationIconBadgeNumber && repeatInterval == other.repeatInterval
            && NSDictionary(dictionary: userInfo ?? [:]).isEqual(NSDictionary(dictionary: other.userInfo ?? [:]))
    }
}
