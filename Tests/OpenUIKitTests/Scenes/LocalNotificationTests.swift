import TestSupport
import XCTest

@testable import OpenUIKit

/// An app delegate that notes the notification calls it hears.
final class NotificationAppDelegate: UIResponder, UIApplicationDelegate {
    var received: [String] = []
    var registered: UIUserNotificationSettings?
    var remoteError: NSError?

    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        received.append(notification.alertBody ?? "")
    }

    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        registered = notificationSettings
    }

    func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
        remoteError = error as NSError
    }
}

@MainActor
private func notification(_ body: String, in seconds: TimeInterval) -> UILocalNotification {
    let notification = UILocalNotification()
    notification.alertBody = body
    notification.fireDate = Date(timeIntervalSinceNow: seconds)
    return notification
}

/// The pre-iOS 10 notification API (`UIApplication+LocalNotifications`): scheduling on the
/// animation clock, delivery in the foreground and the background, repeats, settings and
/// remote registration failing as without a push service.
final class LocalNotificationTests: UIKitTestCase {
    /// The app delegate under test, kept alive here (the application's reference is weak).
    @MainActor static var appDelegate = NotificationAppDelegate()

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            UIApplication.shared.resetLaunchState()
            LocalNotificationTests.appDelegate = NotificationAppDelegate()
            UIApplication.shared.delegate = LocalNotificationTests.appDelegate
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.shared.resetLaunchState() }
        super.tearDown()
    }

    func testAScheduledNotificationFiresAtItsDateAndReachesTheDelegateInTheForeground() {
        onMain {
            let application = UIApplication.shared
            let later = notification("later", in: 120)
            application.scheduleLocalNotification(notification("soon", in: 60))
            application.scheduleLocalNotification(later)
            later.alertBody = "changed after scheduling"
            XCTAssertEqual(application.scheduledLocalNotifications?.map(\.alertBody), ["soon", "later"])

            pump()
            XCTAssertTrue(
                LocalNotificationTests.appDelegate.received.isEmpty, "runUntilIdle does not reach the fire date")
            application.advance(by: 61)
            XCTAssertEqual(LocalNotificationTests.appDelegate.received, ["soon"])
            XCTAssertEqual(application.scheduledLocalNotifications?.count, 1)

            application.cancelLocalNotification(application.scheduledLocalNotifications![0])
            application.advance(by: 120)
            XCTAssertEqual(LocalNotificationTests.appDelegate.received, ["soon"])
            XCTAssertEqual(application.scheduledLocalNotifications?.count, 0)
        }
    }

    func testARepeatingNotificationIsScheduledAgainOneIntervalLater() throws {
        try onMain {
            let application = UIApplication.shared
            let minutely = notification("tick", in: 30)
            let firstDate = try XCTUnwrap(minutely.fireDate)
            minutely.repeatInterval = .minute
            application.scheduleLocalNotification(minutely)
            application.advance(by: 31)
            XCTAssertEqual(LocalNotificationTests.appDelegate.received, ["tick"])
            let next = try XCTUnwrap(application.scheduledLocalNotifications?.first?.fireDate)
            XCTAssertEqual(next.timeIntervalSince(firstDate), 60, accuracy: 0.001)
            application.advance(by: 60)
            XCTAssertEqual(LocalNotificationTests.appDelegate.received, ["tick", "tick"])
            application.cancelAllLocalNotifications()
            XCTAssertEqual(application.scheduledLocalNotifications?.count, 0)
        }
    }

    func testInTheBackgroundANotificationSetsTheBadgeOnceBadgesAreRegistered() {
        onMain {
            let application = UIApplication.shared
            let category = UIMutableUserNotificationCategory()
            category.identifier = "reply"
            let actions = (1...3).map { index -> UIUserNotificationAction in
                let action = UIMutableUserNotificationAction()
                action.identifier = "action\(index)"
                action.title = "Action \(index)"
                return action
            }
            category.setActions(actions, for: .default)
            XCTAssertEqual(category.actions(for: .minimal)?.compactMap(\.identifier), ["action1", "action2"])

            let settings = UIUserNotificationSettings(types: [.badge, .alert], categories: [category])
            application.registerUserNotificationSettings(settings)
            XCTAssertNil(LocalNotificationTests.appDelegate.registered, "granted on the next turn")
            pump()
            XCTAssertTrue(LocalNotificationTests.appDelegate.registered === settings)
            XCTAssertTrue(application.currentUserNotificationSettings === settings)

            application.transition(to: .background)
            let badged = notification("badge", in: 5)
            badged.applicationIconBadgeNumber = 3
            application.scheduleLocalNotification(badged)
            application.advance(by: 6)
            XCTAssertTrue(LocalNotificationTests.appDelegate.received.isEmpty, "no delegate call in the background")
            XCTAssertEqual(application.applicationIconBadgeNumber, 3)

            application.presentLocalNotificationNow(notification("now", in: 1_000))
            XCTAssertTrue(LocalNotificationTests.appDelegate.received.isEmpty)
            application.transition(to: .active)
            application.presentLocalNotificationNow(notification("now", in: 1_000))
            XCTAssertEqual(LocalNotificationTests.appDelegate.received, ["now"])
        }
    }

    func testRemoteRegistrationFailsAsWithoutAPushService() {
        onMain {
            let application = UIApplication.shared
            application.registerForRemoteNotifications()
            XCTAssertNil(LocalNotificationTests.appDelegate.remoteError)
            pump()
            XCTAssertEqual(LocalNotificationTests.appDelegate.remoteError?.domain, NSCocoaErrorDomain)
            XCTAssertEqual(LocalNotificationTests.appDelegate.remoteError?.code, 3010)
            XCTAssertFalse(application.isRegisteredForRemoteNotifications)
        }
    }
}
