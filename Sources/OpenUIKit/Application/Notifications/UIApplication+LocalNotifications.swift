import Foundation

/// Notifications through UIKit's pre-iOS 10 API. OpenUIKit keeps the app's scheduled local
/// notifications itself and fires each on the animation clock when its fire date comes (the
/// interval from now to the fire date, so `advance(by:)` past it fires it; `runUntilIdle()`
/// does not). Linux has no notification banners and no push service: a notification that fires
/// in the background only sets the badge number, and remote registration fails as in a
/// Simulator without push.
extension UIApplication {
    /// Schedules a copy of `notification` for its fire date (at once when it has none). When it
    /// fires it leaves `scheduledLocalNotifications` (or, with a `repeatInterval`, is scheduled
    /// again one interval later) and is delivered: to the delegate's `application(_:didReceive:)`
    /// in the foreground, else as the system would, applying its badge number.
    @available(
        iOS, deprecated: 10.0,
        message:
            "Use UserNotifications Framework's -[UNUserNotificationCenter addNotificationRequest:withCompletionHandler:]"
    )
    public func scheduleLocalNotification(_ notification: UILocalNotification) {
        LocalNotifications.shared.schedule(notification, in: self)
    }

    /// Delivers a copy of `notification` now, whatever its fire date.
    @available(
        iOS, deprecated: 10.0,
        message:
            "Use UserNotifications Framework's -[UNUserNotificationCenter addNotificationRequest:withCompletionHandler:]"
    )
    public func presentLocalNotificationNow(_ notification: UILocalNotification) {
        LocalNotifications.shared.deliver(notification, in: self)
    }

    /// Cancels the scheduled notifications that match `notification` (the same fire date, text,
    /// sound, badge, category and user info).
    @available(
        iOS, deprecated: 10.0,
        message:
            "Use UserNotifications Framework's -[UNUserNotificationCenter removePendingNotificationRequestsWithIdentifiers:]"
    )
    public func cancelLocalNotification(_ notification: UILocalNotification) {
        LocalNotifications.shared.cancel { $0.matches(notification) }
    }

    /// Cancels every scheduled notification.
    @available(
        iOS, deprecated: 10.0,
        message: "Use UserNotifications Framework's -[UNUserNotificationCenter removeAllPendingNotificationRequests]"
    )
    public func cancelAllLocalNotifications() {
        LocalNotifications.shared.cancel { _ in true }
    }

    /// Copies of the notifications scheduled and not yet fired, soonest first; setting the list
    /// cancels the old ones and schedules the new.
    @available(
        iOS, deprecated: 10.0,
        message:
            "Use UserNotifications Framework's -[UNUserNotificationCenter getPendingNotificationRequestsWithCompletionHandler:]"
    )
    public var scheduledLocalNotifications: [UILocalNotification]? {
        get { LocalNotifications.shared.scheduled.compactMap { $0.notification.copy() as? UILocalNotification } }
        set {
            LocalNotifications.shared.cancel { _ in true }
            for notification in newValue ?? [] { scheduleLocalNotification(notification) }
        }
    }

    /// The number on the app's icon; set by the app, or by a notification delivered in the
    /// background (with `.badge` registered). A Linux desktop shows no badge, so the number is kept for the app to read.
    public var applicationIconBadgeNumber: Int {
        get { LocalNotifications.shared.badgeNumber }
        set { LocalNotifications.shared.badgeNumber = max(0, newValue) }
    }

    /// Asks for the kinds of notification in `notificationSettings`. No one is asked on Linux:
    /// the settings are granted as asked, and the delegate hears `application(_:didRegister:)`
    /// on the next turn of the run loop.
    @available(
        iOS, deprecated: 10.0,
        message:
            "Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:]"
    )
    public func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
        runLoop.perform { [self] in
            LocalNotifications.shared.settings = notificationSettings
            if let delegate {
                LifecycleTrace.record(delegate, "application(_:didRegister:)")
                delegate.application(self, didRegister: notificationSettings)
            }
        }
    }

    /// The settings last registered; nil before any.
    @available(
        iOS, deprecated: 10.0,
        message:
            "Use UserNotifications Framework's -[UNUserNotificationCenter getNotificationSettingsWithCompletionHandler:]"
    )
    public var currentUserNotificationSettings: UIUserNotificationSettings? { LocalNotifications.shared.settings }

    /// Asks the push service for a device token. Linux has none: on the next turn of the run
    /// loop the delegate hears `application(_:didFailToRegisterForRemoteNotificationsWithError:)`
    /// with the error a Simulator without push gives (Cocoa error 3010).
    public func registerForRemoteNotifications() {
        runLoop.perform { [self] in
            let error = NSError(
                domain: NSCocoaErrorDomain, code: 3010,
                userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported on Linux"])
            if let delegate {
                LifecycleTrace.record(delegate, "application(_:didFailToRegisterForRemoteNotificationsWithError:)")
                delegate.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
            }
        }
    }

    /// Stops receiving push notifications; there are none on Linux, so nothing changes.
    public func unregisterForRemoteNotifications() {}

    /// Whether the app has a device token; never on Linux.
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// The pre-iOS 8 registration: as `registerForRemoteNotifications()`, it fails.
    @available(
        iOS, deprecated: 8.0,
        message:
            "Use -[UIApplication registerForRemoteNotifications] and UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:]"
    )
    public func registerForRemoteNotifications(matching types: UIRemoteNotificationType) {
        registerForRemoteNotifications()
    }

    /// The push notification types enabled; none, as there is no push service on Linux.
    @available(
        iOS, deprecated: 8.0,
        message:
            "Use -[UIApplication isRegisteredForRemoteNotifications] and UserNotifications Framework's -[UNUserNotificationCenter getNotificationSettingsWithCompletionHandler:] to retrieve user-enabled remote notification and user notification settings"
    )
    public func enabledRemoteNotificationTypes() -> UIRemoteNotificationType { [] }
}

/// The app's scheduled local notifications, its badge number and its registered settings.
@MainActor
final class LocalNotifications {
    static let shared = LocalNotifications()

    final class Scheduled {
        let notification: UILocalNotification
        var timer: ClockTimer?
        init(_ notification: UILocalNotification) { self.notification = notification }
    }

    private(set) var scheduled: [Scheduled] = []
    var badgeNumber = 0
    var settings: UIUserNotificationSettings?

    /// Schedules a copy to fire after `interval` on the clock: by default the time from now to
    /// its fire date.
    func schedule(_ original: UILocalNotification, in application: UIApplication, after interval: TimeInterval? = nil) {
        guard let notification = original.copy() as? UILocalNotification else { return }
        let entry = Scheduled(notification)
        let interval = interval ?? notification.fireDate.map { $0.timeIntervalSinceNow } ?? 0
        entry.timer = ClockTimer(after: max(0, interval), waitsForTheClock: true) { [weak self, weak entry] in
            guard let self, let entry else { return }
            self.fire(entry, in: application)
        }
        scheduled.append(entry)
        scheduled.sort { ($0.notification.fireDate ?? .distantPast) < ($1.notification.fireDate ?? .distantPast) }
    }

    func cancel(where shouldCancel: (UILocalNotification) -> Bool) {
        for entry in scheduled where shouldCancel(entry.notification) {
            entry.timer?.invalidate()
        }
        scheduled.removeAll { shouldCancel($0.notification) }
    }

    private func fire(_ entry: Scheduled, in application: UIApplication) {
        scheduled.removeAll { $0 === entry }
        let notification = entry.notification
        // The next one fires a repeat interval later on the clock, which may run ahead of the
        // wall clock (tests move it by hand).
        if let next = nextFireDate(of: notification), let date = notification.fireDate,
            let again = notification.copy() as? UILocalNotification
        {
            again.fireDate = next
            schedule(again, in: application, after: next.timeIntervalSince(date))
        }
        deliver(notification, in: application)
    }

    /// One repeat interval after the fire date, in the notification's calendar.
    private func nextFireDate(of notification: UILocalNotification) -> Date? {
        guard let date = notification.fireDate, !notification.repeatInterval.isEmpty else { return nil }
        let calendar = notification.repeatCalendar ?? Calendar.current
        let units: [(NSCalendar.Unit, Calendar.Component)] = [
            (.era, .era), (.year, .year), (.quarter, .quarter), (.month, .month), (.weekOfYear, .weekOfYear),
            (.weekOfMonth, .weekOfMonth), (.weekday, .weekday), (.day, .day), (.hour, .hour), (.minute, .minute),
            (.second, .second),
        ]
        guard let component = units.first(where: { notification.repeatInterval.contains($0.0) })?.1 else { return nil }
        return calendar.date(byAdding: component, value: 1, to: date)
    }

    func deliver(_ original: UILocalNotification, in application: UIApplication) {
        guard let notification = original.copy() as? UILocalNotification else { return }
        if application.applicationState == .active {
            if let delegate = application.delegate {
                LifecycleTrace.record(delegate, "application(_:didReceive:)")
                delegate.application(application, didReceive: notification)
            }
        } else if notification.applicationIconBadgeNumber > 0, settings?.types.contains(.badge) == true {
            badgeNumber = notification.applicationIconBadgeNumber
        }
    }

    func reset() {
        cancel { _ in true }
        badgeNumber = 0
        settings = nil
    }
}
