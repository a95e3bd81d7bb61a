import Foundation

/// The error domain of EventKit's errors.
public let EKErrorDomain = "EKErrorDomain"

/// An EventKit error as Swift imports it: a struct with a ``Code``, static shortcuts and
/// `catch EKError.noCalendar` pattern matching.
public struct EKError: Error, CustomNSError, Hashable, Sendable {
    /// What went wrong, with Apple's raw values.
    public enum Code: Int, Sendable {
        case eventNotMutable = 0
        case noCalendar = 1
        case noStartDate = 2
        case noEndDate = 3
        case datesInverted = 4
        case internalFailure = 5
        case calendarReadOnly = 6
        case durationGreaterThanRecurrence = 7
        case alarmGreaterThanRecurrence = 8
        case startDateTooFarInFuture = 9
        case startDateCollidesWithOtherOccurrence = 10
        case objectBelongsToDifferentStore = 11
        case invitesCannotBeMoved = 12
        case invalidSpan = 13
        case calendarHasNoSource = 14
        case calendarSourceCannotBeModified = 15
        case calendarIsImmutable = 16
        case sourceDoesNotAllowCalendarAddDelete = 17
        case recurringReminderRequiresDueDate = 18
        case structuredLocationsNotSupported = 19
        case reminderLocationsNotSupported = 20
        case alarmProximityNotSupported = 21
        case calendarDoesNotAllowEvents = 22
        case calendarDoesNotAllowReminders = 23
        case sourceDoesNotAllowReminders = 24
        case sourceDoesNotAllowEvents = 25
        case priorityIsInvalid = 26
        case invalidEntityType = 27
        case procedureAlarmsNotMutable = 28
        case eventStoreNotAuthorized = 29
        case osNotSupported = 30
    }

    /// The error's code.
    public let code: Code
    /// What went wrong, in words (the store's file error, say).
    public let reason: String?

    /// An error of `code`.
    public init(_ code: Code, reason: String? = nil) {
        self.code = code
        self.reason = reason
    }

    public static var errorDomain: String { EKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        reason.map { [NSLocalizedFailureReasonErrorKey: $0] } ?? [:]
    }

    public static var noCalendar: Code { .noCalendar }
    public static var noStartDate: Code { .noStartDate }
    public static var noEndDate: Code { .noEndDate }
    public static var datesInverted: Code { .datesInverted }
    public static var internalFailure: Code { .internalFailure }
    public static var calendarReadOnly: Code { .calendarReadOnly }
    public static var objectBelongsToDifferentStore: Code { .objectBelongsToDifferentStore }
    public static var calendarDoesNotAllowEvents: Code { .calendarDoesNotAllowEvents }
    public static var calendarDoesNotAllowReminders: Code { .calendarDoesNotAllowReminders }
    public static var priorityIsInvalid: Code { .priorityIsInvalid }
    public static var invalidEntityType: Code { .invalidEntityType }
    public static var eventStoreNotAuthorized: Code { .eventStoreNotAuthorized }

    public static func == (lhs: EKError, rhs: EKError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension EKError.Code {
    /// Whether `error` is an EventKit error of this code.
    public static func ~= (code: EKError.Code, error: any Error) -> Bool {
        if let error = error as? EKError { return error.code == code }
        let bridged = error as NSError
        return bridged.domain == EKErrorDomain && bridged.code == code.rawValue
    }
}
