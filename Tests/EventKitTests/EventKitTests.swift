import EventKit
import Foundation
import XCTest

final class EventKitTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("EventKitTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        setenv("OPENUIKIT_EVENTKIT_STORE", folder.appendingPathComponent("Store.plist").path, 1)
        EKEventStore.resetAuthorization()
    }

    override func tearDownWithError() throws {
        unsetenv("OPENUIKIT_EVENTKIT_STORE")
        EKEventStore.resetAuthorization()
        try? FileManager.default.removeItem(at: folder)
    }

    private func fetch(_ store: EKEventStore, _ predicate: NSPredicate) -> [EKReminder] {
        let fetched = expectation(description: "fetched")
        nonisolated(unsafe) var result: [EKReminder]?
        store.fetchReminders(matching: predicate) { reminders in
            result = reminders
            fetched.fulfill()
        }
        wait(for: [fetched], timeout: 10)
        return result ?? []
    }

    func testRemindersPersistAcrossStores() throws {
        let store = EKEventStore()
        XCTAssertEqual(EKEventStore.authorizationStatus(for: .reminder), .notDetermined)
        let answered = expectation(description: "answered")
        store.requestFullAccessToReminders { granted, error in
            XCTAssertTrue(granted)
            XCTAssertNil(error)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(EKEventStore.authorizationStatus(for: .reminder), .fullAccess)

        let due = Date(timeIntervalSince1970: 1_800_000_000)
        let reminder = EKReminder(eventStore: store)
        reminder.title = "Buy milk"
        reminder.notes = "Oat"
        reminder.priority = Int(EKReminderPriority.high.rawValue)
        reminder.calendar = store.defaultCalendarForNewReminders()
        reminder.dueDateComponents = Calendar(identifier: .gregorian).dateComponents(
            in: TimeZone(identifier: "UTC") ?? .current, from: due)
        reminder.addAlarm(EKAlarm(absoluteDate: due))
        XCTAssertTrue(reminder.hasAlarms)
        try store.save(reminder, commit: true)
        let identifier = reminder.calendarItemIdentifier

        let file = folder.appendingPathComponent("Store.plist")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
        XCTAssertNotNil(plist as? [String: Any], "the store is a property list")

        let reopened = EKEventStore()
        let found = try XCTUnwrap(reopened.calendarItem(withIdentifier: identifier) as? EKReminder)
        XCTAssertFalse(found === reminder)
        XCTAssertEqual(found.title, "Buy milk")
        XCTAssertEqual(found.notes, "Oat")
        XCTAssertEqual(found.priority, 1)
        XCTAssertEqual(found.alarms?.first?.absoluteDate, due)
        XCTAssertEqual(found.calendar.title, "Reminders")
        XCTAssertFalse(found.isCompleted)
        let calendar = Calendar(identifier: .gregorian)
        XCTAssertEqual(found.dueDateComponents.flatMap { calendar.date(from: $0) }, due)

        found.isCompleted = true
        XCTAssertNotNil(found.completionDate)
        try reopened.save(found, commit: true)
        let third = EKEventStore()
        XCTAssertEqual(fetch(third, third.predicateForReminders(in: nil)).map(\.title), ["Buy milk"])
        XCTAssertEqual(
            fetch(third, third.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil))
                .count, 0)
        XCTAssertEqual(
            fetch(
                third,
                third.predicateForCompletedReminders(withCompletionDateStarting: nil, ending: nil, calendars: nil)
            )
            .count, 1)
        try third.remove(try XCTUnwrap(third.calendarItem(withIdentifier: identifier) as? EKReminder), commit: true)
        XCTAssertNil(EKEventStore().calendarItem(withIdentifier: identifier))
    }

    func testCommitPostsTheChangeNotification() throws {
        let store = EKEventStore()
        let granted = expectation(description: "granted")
        store.requestFullAccessToEvents { ok, _ in
            XCTAssertTrue(ok)
            granted.fulfill()
        }
        wait(for: [granted], timeout: 10)
        let changed = expectation(forNotification: .EKEventStoreChanged, object: store)
        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.calendar = store.defaultCalendarForNewEvents
        event.startDate = Date(timeIntervalSince1970: 1_800_000_000)
        event.endDate = event.startDate.addingTimeInterval(900)
        XCTAssertNil(event.eventIdentifier)
        try store.save(event, span: .thisEvent, commit: true)
        wait(for: [changed], timeout: 10)
        XCTAssertEqual(event.eventIdentifier, event.calendarItemIdentifier)
        let day = store.predicateForEvents(
            withStart: Date(timeIntervalSince1970: 1_799_990_000), end: Date(timeIntervalSince1970: 1_800_010_000),
            calendars: nil)
        XCTAssertEqual(EKEventStore().events(matching: day).map(\.title), ["Standup"])
        let later = store.predicateForEvents(
            withStart: Date(timeIntervalSince1970: 1_900_000_000), end: Date(timeIntervalSince1970: 1_900_010_000),
            calendars: nil)
        XCTAssertTrue(store.events(matching: later).isEmpty)
    }

    func testInvalidItemsAreRefusedAndNothingIsSaved() throws {
        let store = EKEventStore()
        let reminder = EKReminder(eventStore: store)
        reminder.title = "Too early"
        XCTAssertThrowsError(try store.save(reminder, commit: true)) { error in
            XCTAssertEqual((error as? EKError)?.code, .eventStoreNotAuthorized)
        }
        let granted = expectation(description: "granted")
        store.requestFullAccessToReminders { _, _ in granted.fulfill() }
        store.requestFullAccessToEvents { _, _ in }
        wait(for: [granted], timeout: 10)
        XCTAssertThrowsError(try store.save(reminder, commit: true)) { error in
            XCTAssertEqual((error as NSError).domain, EKErrorDomain)
            XCTAssertEqual((error as NSError).code, EKError.Code.noCalendar.rawValue)
        }
        reminder.calendar = store.defaultCalendarForNewReminders()
        reminder.priority = 12
        XCTAssertThrowsError(try store.save(reminder, commit: true)) { error in
            XCTAssertTrue(EKError.priorityIsInvalid ~= error)
        }
        let event = EKEvent(eventStore: store)
        event.calendar = store.defaultCalendarForNewEvents
        event.startDate = Date(timeIntervalSince1970: 1000)
        event.endDate = Date(timeIntervalSince1970: 10)
        XCTAssertThrowsError(try store.save(event, span: .thisEvent)) { error in
            XCTAssertEqual((error as? EKError)?.code, .datesInverted)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Store.plist").path))
    }

    func testCorruptFileIsNeverOverwritten() throws {
        let file = folder.appendingPathComponent("Store.plist")
        let garbage = Data("not a property list".utf8)
        try garbage.write(to: file)
        let store = EKEventStore()
        _ = EKEventStore.authorizationStatus(for: .reminder)
        let granted = expectation(description: "granted")
        store.requestFullAccessToReminders { _, _ in granted.fulfill() }
        wait(for: [granted], timeout: 10)
        let reminder = EKReminder(eventStore: store)
        reminder.title = "Lost?"
        reminder.calendar = store.defaultCalendarForNewReminders()
        XCTAssertThrowsError(try store.save(reminder, commit: true)) { error in
            XCTAssertEqual((error as? EKError)?.code, .internalFailure)
        }
        XCTAssertEqual(try Data(contentsOf: file), garbage)
    }
}
