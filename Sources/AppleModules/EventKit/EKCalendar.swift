import Foundation
import OpenUIKit

/// A calendar of events or a list of reminders.
open class EKCalendar: EKObject {
    /// The calendar's identifier, stable across launches.
    public let calendarIdentifier: String
    /// The calendar's name.
    open var title: String {
        didSet { hasChanges = true }
    }
    /// The colour the calendar's items are shown in.
    open var cgColor: CGColor! {
        didSet { hasChanges = true }
    }
    /// Which item types the calendar holds.
    public let allowedEntityTypes: EKEntityMask
    /// Where the calendar lives: on the device.
    open var type: EKCalendarType { .local }
    /// The account of the calendar.
    open var source: EKSource! {
        didSet { hasChanges = true }
    }
    /// Whether items can be added, changed and removed: they can.
    open var allowsContentModifications: Bool { true }
    /// Whether the calendar is a subscription: no.
    open var isSubscribed: Bool { false }
    /// Whether the calendar itself cannot be changed: it can.
    open var isImmutable: Bool { false }

    /// A new calendar for `entityType` items; save it with `saveCalendar(_:commit:)`.
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.init(
            record: CalendarRecord(
                identifier: UUID().uuidString, title: "", allowsEvents: entityType == .event,
                allowsReminders: entityType == .reminder, color: [0.5, 0.5, 0.5, 1]),
            source: eventStore.defaultSource)
        isNew = true
    }

    init(record: CalendarRecord, source: EKSource) {
        calendarIdentifier = record.identifier
        title = record.title
        var mask: EKEntityMask = []
        if record.allowsEvents { mask.insert(.event) }
        if record.allowsReminders { mask.insert(.reminder) }
        allowedEntityTypes = mask
        let rgba = record.color + [0, 0, 0, 1].dropFirst(record.color.count)
        cgColor = CGColor(
            red: CGFloat(rgba[0]), green: CGFloat(rgba[1]), blue: CGFloat(rgba[2]), alpha: CGFloat(rgba[3]))
        self.source = source
        super.init()
        isNew = false
        hasChanges = false
    }

    var record: CalendarRecord {
        let components = cgColor?.components ?? [0.5, 0.5, 0.5, 1]
        let rgba = components.count >= 4 ? components.prefix(4).map(Double.init) : [0.5, 0.5, 0.5, 1]
        return CalendarRecord(
            identifier: calendarIdentifier, title: title, allowsEvents: allowedEntityTypes.contains(.event),
            allowsReminders: allowedEntityTypes.contains(.reminder), color: rgba)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? EKCalendar)?.calendarIdentifier == calendarIdentifier
    }

    open override var hash: Int { calendarIdentifier.hashValue }
}
