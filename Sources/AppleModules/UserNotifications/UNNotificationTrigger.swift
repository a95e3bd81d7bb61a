import Foundation

/// When a notification fires.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }

    /// The next moment the trigger fires after now; nil when it never will.
    func nextTriggerDate() -> Date? { nil }
}

/// Fires a number of seconds after it is scheduled.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    override func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
}

/// Fires when the calendar reaches the given components (every such moment when it repeats).
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    override func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}
