import Foundation

/// A to-do with an optional due date, a priority and a completed flag.
open class EKReminder: EKCalendarItem {
    /// When work on it starts.
    open var startDateComponents: DateComponents? {
        didSet { hasChanges = true }
    }
    /// When it is due.
    open var dueDateComponents: DateComponents? {
        didSet { hasChanges = true }
    }
    private var storedCompletionDate: Date?
    /// 0 for none, 1 (high) to 9 (low); see ``EKReminderPriority``.
    open var priority = 0 {
        didSet { hasChanges = true }
    }

    /// A new reminder for `eventStore`; set its calendar before saving.
    public init(eventStore: EKEventStore) {
        super.init(identifier: UUID().uuidString)
    }

    init(record: ItemRecord, calendar: EKCalendar?) {
        super.init(identifier: record.identifier)
        load(record, calendar: calendar)
        startDateComponents = record.startDateComponents
        dueDateComponents = record.dueDateComponents
        storedCompletionDate = record.completionDate ?? (record.isCompleted ? record.lastModifiedDate : nil)
        priority = record.priority
        isNew = false
        hasChanges = false
    }

    /// Whether it is done; setting true stamps the completion date now, false clears it.
    open var isCompleted: Bool {
        get { storedCompletionDate != nil }
        set {
            if newValue, storedCompletionDate == nil { storedCompletionDate = Date() }
            if !newValue { storedCompletionDate = nil }
            hasChanges = true
        }
    }

    /// When it was done; setting a date marks it completed, nil marks it not.
    open var completionDate: Date? {
        get { storedCompletionDate }
        set {
            storedCompletionDate = newValue
            hasChanges = true
        }
    }

    /// The due date as a point in time, from the components (nil without a due date).
    var dueDate: Date? {
        guard let components = dueDateComponents else { return nil }
        let calendar = components.calendar ?? Calendar.current
        return calendar.date(from: components)
    }

    var record: ItemRecord {
        ItemRecord(
            identifier: calendarItemIdentifier, kind: .reminder, calendarIdentifier: calendar?.calendarIdentifier ?? "",
            title: title ?? "", notes: notes, location: location, url: url, creationDate: creationDate ?? Date(),
            lastModifiedDate: Date(), timeZoneIdentifier: timeZone?.identifier, alarms: alarmRecords,
            startDateComponents: startDateComponents, dueDateComponents: dueDateComponents, isCompleted: isCompleted,
            completionDate: completionDate, priority: priority)
    }
}
