import Foundation

/// An appointment with a start and an end.
open class EKEvent: EKCalendarItem {
    /// When it starts.
    open var startDate: Date! {
        didSet { hasChanges = true }
    }
    /// When it ends.
    open var endDate: Date! {
        didSet { hasChanges = true }
    }
    /// Whether it lasts whole days.
    open var isAllDay = false {
        didSet { hasChanges = true }
    }
    /// How it shows the person's time.
    open var availability: EKEventAvailability = .busy {
        didSet { hasChanges = true }
    }
    /// Its status: none, there are no invitations.
    open var status: EKEventStatus { .none }
    /// Whether it is a changed occurrence of a repeating event: never.
    open var isDetached: Bool { false }
    /// When this occurrence starts.
    open var occurrenceDate: Date! { startDate }
    /// The identifier of the saved event; nil before it is saved.
    open var eventIdentifier: String! { isNew ? nil : calendarItemIdentifier }

    /// A new event for `eventStore`; set its calendar and dates before saving.
    public init(eventStore: EKEventStore) {
        super.init(identifier: UUID().uuidString)
    }

    init(record: ItemRecord, calendar: EKCalendar?) {
        super.init(identifier: record.identifier)
        load(record, calendar: calendar)
        startDate = record.startDate
        endDate = record.endDate
        isAllDay = record.isAllDay
        availability = EKEventAvailability(rawValue: record.availability) ?? .busy
        isNew = false
        hasChanges = false
    }

    /// How this event's start compares with `other`'s.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let mine = startDate ?? .distantPast, theirs = other.startDate ?? .distantPast
        return mine == theirs ? .orderedSame : (mine < theirs ? .orderedAscending : .orderedDescending)
    }

    var record: ItemRecord {
        ItemRecord(
            identifier: calendarItemIdentifier, kind: .event, calendarIdentifier: calendar?.calendarIdentifier ?? "",
            title: title ?? "", notes: notes, location: location, url: url, creationDate: creationDate ?? Date(),
            lastModifiedDate: Date(), timeZoneIdentifier: timeZone?.identifier, alarms: alarmRecords,
            startDate: startDate, endDate: endDate, isAllDay: isAllDay, availability: availability.rawValue)
    }
}
