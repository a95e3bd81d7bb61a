import Foundation

/// The kinds of items a store holds.
public enum EKEntityType: UInt, Sendable {
    /// Calendar events.
    case event = 0
    /// Reminders.
    case reminder = 1
}

/// A set of entity types, such as the ones a calendar allows.
public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)
}

/// What the user let the app do with events or reminders.
public enum EKAuthorizationStatus: Int, Sendable {
    /// The app has not asked yet.
    case notDetermined = 0
    /// A policy keeps the app out.
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The app may read and write.
    case fullAccess = 3
    /// The app may add events but not read them.
    case writeOnly = 4

    /// The name of ``fullAccess`` before iOS 17.
    @available(iOS, deprecated: 17.0, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences of a repeating event a change applies to.
public enum EKSpan: Int, Sendable {
    /// This occurrence only.
    case thisEvent = 0
    /// This and the later ones.
    case futureEvents = 1
}

/// A reminder's priority: 0 none, 1–4 high, 5 medium, 6–9 low.
public enum EKReminderPriority: UInt, Sendable {
    case none = 0
    case high = 1
    case medium = 5
    case low = 9
}

/// Where a calendar's data lives.
public enum EKCalendarType: Int, Sendable {
    case local = 0
    case calDAV = 1
    case exchange = 2
    case subscription = 3
    case birthday = 4
}

/// The kind of account a source is.
public enum EKSourceType: Int, Sendable {
    case local = 0
    case exchange = 1
    case calDAV = 2
    case mobileMe = 3
    case subscribed = 4
    case birthdays = 5
}

/// How an alarm alerts.
public enum EKAlarmType: Int, Sendable {
    case display = 0
    case audio = 1
    case procedure = 2
    case email = 3
}

/// How an event shows the person's availability.
public enum EKEventAvailability: Int, Sendable {
    case notSupported = -1
    case busy = 0
    case free = 1
    case tentative = 2
    case unavailable = 3
}

/// An event's status.
public enum EKEventStatus: Int, Sendable {
    case none = 0
    case confirmed = 1
    case tentative = 2
    case canceled = 3
}

extension Notification.Name {
    /// Posted by a store after it commits changes (object: the store), as EventKit posts it when
    /// the calendar database changes.
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
