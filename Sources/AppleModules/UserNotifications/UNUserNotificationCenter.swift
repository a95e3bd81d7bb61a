import Foundation

/// Local notifications on Linux: requests are kept and, while the app runs, delivered when
/// their trigger fires: to the delegate's `userNotificationCenter(_:willPresent:withCompletionHandler:)`,
/// as iOS delivers to an app in the foreground. There is no notification outside the app (no
/// system daemon keeps them after it quits). Authorization is always granted: a desktop asks no
/// one.
@preconcurrency @MainActor
public final class UNUserNotificationCenter {
    private static let shared = UNUserNotificationCenter()

    public static func current() -> UNUserNotificationCenter { shared }

    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    private var pending: [(request: UNNotificationRequest, timer: Timer?)] = []
    private(set) var delivered: [UNNotification] = []

    public func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void
    ) {
        completionHandler(true, nil)
    }

    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    /// Schedules `request`, replacing a pending one with its identifier.
    public func add(
        _ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
    ) {
        removePendingNotificationRequests(withIdentifiers: [request.identifier])
        var timer: Timer?
        if let date = request.trigger?.nextTriggerDate() {
            let scheduled = Timer(fire: date, interval: 0, repeats: false) { _ in
                MainActor.assumeIsolated { UNUserNotificationCenter.shared.deliver(request) }
            }
            RunLoop.main.add(scheduled, forMode: .common)
            timer = scheduled
        }
        pending.append((request, timer))
        completionHandler?(nil)
    }

    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(pending.map(\.request))
    }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pending.removeAll { entry in
            guard identifiers.contains(entry.request.identifier) else { return false }
            entry.timer?.invalidate()
            return true
        }
    }

    public func removeAllPendingNotificationRequests() {
        for entry in pending { entry.timer?.invalidate() }
        pending.removeAll()
    }

    public func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        completionHandler(delivered)
    }

    public func removeAllDeliveredNotifications() {
        delivered.removeAll()
    }

    /// Delivers `request` now, as its trigger firing does.
    func deliver(_ request: UNNotificationRequest) {
        pending.removeAll { $0.request.identifier == request.identifier }
        let notification = UNNotification(request: request, date: Date())
        delivered.append(notification)
        delegate?.userNotificationCenter(self, willPresent: notification) { _ in }
        if let trigger = request.trigger, trigger.repeats { add(request) }
    }
}

/// What the app hears about notifications.
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
}

public extension UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }
}
