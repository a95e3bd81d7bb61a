import Foundation

/// The store's file: a property list of calendars and items, written whole on each commit.
struct StoreFile: Codable, Sendable {
    /// The format's version; a file of another version is refused.
    static let currentVersion = 1
    var version = StoreFile.currentVersion
    var calendars: [CalendarRecord]
    var items: [ItemRecord]

    /// A new device's store: one calendar for events ("Calendar") and one list for reminders
    /// ("Reminders"), as a fresh Simulator has.
    static var fresh: StoreFile {
        StoreFile(
            calendars: [
                CalendarRecord(
                    identifier: UUID().uuidString, title: "Calendar", allowsEvents: true, allowsReminders: false,
                    color: [0.11, 0.56, 0.98, 1]),
                CalendarRecord(
                    identifier: UUID().uuidString, title: "Reminders", allowsEvents: false, allowsReminders: true,
                    color: [1.0, 0.58, 0.0, 1]),
            ], items: [])
    }
}

struct CalendarRecord: Codable, Sendable, Equatable {
    var identifier: String
    var title: String
    var allowsEvents: Bool
    var allowsReminders: Bool
    /// Red, green, blue, alpha, 0…1.
    var color: [Double]
}

struct AlarmRecord: Codable, Sendable, Equatable {
    var absoluteDate: Date?
    var relativeOffset: TimeInterval
}

struct ItemRecord: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable {
        case event
        case reminder
    }

    var identifier: String
    var kind: Kind
    var calendarIdentifier: String
    var title: String
    var notes: String?
    var location: String?
    var url: URL?
    var creationDate: Date
    var lastModifiedDate: Date
    var timeZoneIdentifier: String?
    var alarms: [AlarmRecord]
    // Events.
    var startDate: Date?
    var endDate: Date?
    var isAllDay = false
    var availability = 0
    // Reminders.
    var startDateComponents: DateComponents?
    var dueDateComponents: DateComponents?
    var isCompleted = false
    var completionDate: Date?
    var priority = 0
}
