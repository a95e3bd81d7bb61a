import Foundation

/// What events and reminders share: a calendar, a title, notes, alarms, dates of creation and change.
open class EKCalendarItem: EKObject {
    /// The item's identifier, stable across launches once saved.
    public let calendarItemIdentifier: String
    /// The same identifier, as a server would know it.
    open var calendarItemExternalIdentifier: String! { calendarItemIdentifier }
    /// The calendar the item is in; it must be set before saving.
    open var calendar: EKCalendar! {
        didSet { hasChanges = true }
    }
    /// The title.
    open var title: String! {
        didSet { hasChanges = true }
    }
    /// Where it takes place.
    open var location: String? {
        didSet { hasChanges = true }
    }
    /// Notes.
    open var notes: String? {
        didSet { hasChanges = true }
    }
    /// A web link.
    open var url: URL? {
        didSet { hasChanges = true }
    }
    /// The time zone of its dates; nil for floating dates.
    open var timeZone: TimeZone? {
        didSet { hasChanges = true }
    }
    /// When it was first saved.
    public internal(set) var creationDate: Date?
    /// When it was last saved.
    public internal(set) var lastModifiedDate: Date?
    private var storedAlarms: [EKAlarm] = []

    init(identifier: String) {
        calendarItemIdentifier = identifier
        title = ""
        super.init()
    }

    /// The alarms; nil when there are none, as EventKit answers.
    open var alarms: [EKAlarm]? {
        get { storedAlarms.isEmpty ? nil : storedAlarms }
        set {
            storedAlarms = newValue ?? []
            hasChanges = true
        }
    }

    /// Whether there is an alarm.
    open var hasAlarms: Bool { !storedAlarms.isEmpty }
    /// Whether there are notes.
    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    /// Whether it repeats: never, recurrence rules are not kept.
    open var hasRecurrenceRules: Bool { false }
    /// Whether it has attendees: never, there are no accounts to invite from.
    open var hasAttendees: Bool { false }

    /// Adds `alarm`; an equal alarm already there is not added twice.
    open func addAlarm(_ alarm: EKAlarm) {
        guard !storedAlarms.contains(alarm) else { return }
        storedAlarms.append(alarm)
        hasChanges = true
    }

    /// Removes `alarm` (or an equal one).
    open func removeAlarm(_ alarm: EKAlarm) {
        storedAlarms.removeAll { $0 === alarm || $0 == alarm }
        hasChanges = true
    }

    var alarmRecords: [AlarmRecord] { storedAlarms.map(\.record) }

    func load(_ record: ItemRecord, calendar: EKCalendar?) {
        self.calendar = calendar
        title = record.title
        notes = record.notes
        location = record.location
        url = record.url
        timeZone = record.timeZoneIdentifier.flatMap(TimeZone.init(identifier:))
        creationDate = record.creationDate
        lastModifiedDate = record.lastModifiedDate
        storedAlarms = record.alarms.map(EKAlarm.init(record:))
    }
}
