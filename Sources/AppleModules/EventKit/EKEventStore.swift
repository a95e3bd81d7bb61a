import Foundation
import OpenUIKitContracts

/// What an access request's handler gets: whether access was granted, or an error.
public typealias EKEventStoreRequestAccessCompletionHandler = (Bool, (any Error)?) -> Void

/// The user's calendars and reminders, kept in a property-list file so they persist across
/// launches: `OPENUIKIT_EVENTKIT_STORE` names the file, by default `EventKit/Store.plist` in the
/// user's Application Support folder. A store reads the file when made and by ``reset()``, and
/// ``commit()`` writes it (atomically), merging this store's changes into what other stores
/// committed meanwhile. A file that cannot be read (corrupt, another version) is left as it is:
/// the store starts with a fresh device's calendars and every commit fails with
/// `EKError(.internalFailure)` so the file is never overwritten.
///
/// Access requests are answered as a person allowing them (`OPENUIKIT_EVENTKIT_AUTHORIZATION`
/// `denied` or `restricted` answers otherwise); the status is the process's, starting
/// `.notDetermined` each launch. Reading needs full access; saving events needs write-only access
/// at least, and saving reminders full access: otherwise `EKError(.eventStoreNotAuthorized)`.
open class EKEventStore: NSObject, @unchecked Sendable {
    // @unchecked: `file`, `changes` and `loadError` are behind `lock`.
    private let lock = NSLock()
    private let url: URL
    private var file: StoreFile
    /// Items saved or removed (nil) and not yet committed, by identifier.
    private var itemChanges: [String: ItemRecord?] = [:]
    private var calendarChanges: [String: CalendarRecord?] = [:]
    private var loadError: String?
    /// The store's one source, on the device.
    let defaultSource = EKSource(sourceIdentifier: "OpenUIKitLocalSource", title: "Default", sourceType: .local)
    private let fetchQueue = DispatchQueue(label: "EKEventStore.fetch")

    /// A store over the file named by `OPENUIKIT_EVENTKIT_STORE`, or Application Support's.
    public override init() {
        url = Self.storeURL
        (file, loadError) = Self.read(url)
        super.init()
    }

    /// Where the store's file is.
    static var storeURL: URL {
        if let path = ProcessInfo.processInfo.environment[.eventKitStore], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let support =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        return support.appendingPathComponent("EventKit").appendingPathComponent("Store.plist")
    }

    private static func read(_ url: URL) -> (StoreFile, String?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (.fresh, nil) }
        do {
            let data = try Data(contentsOf: url)
            let decoded = try PropertyListDecoder().decode(StoreFile.self, from: data)
            guard decoded.version == StoreFile.currentVersion else {
                return (.fresh, "\(url.path) is of version \(decoded.version), not \(StoreFile.currentVersion)")
            }
            return (decoded, nil)
        } catch {
            return (.fresh, "\(url.path) cannot be read: \(error)")
        }
    }

    /// The store's identifier.
    open var eventStoreIdentifier: String { url.path }

    /// The accounts calendars belong to: the device's one.
    open var sources: [EKSource] { [defaultSource] }

    /// Accounts delegated to the user: none.
    open var delegateSources: [EKSource] { [] }

    // MARK: Authorization

    private static let authorizationLock = NSLock()
    nonisolated(unsafe) private static var statuses: [EKEntityType: EKAuthorizationStatus] = [:]

    /// The app's access to `entityType`.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        authorizationLock.withLock { statuses[entityType] ?? .notDetermined }
    }

    private static func answer(_ entityType: EKEntityType, asking wanted: EKAuthorizationStatus) -> Bool {
        let answer: EKAuthorizationStatus =
            switch ProcessInfo.processInfo.environment[.eventKitAuthorization]?.lowercased() {
            case "denied": .denied
            case "restricted": .restricted
            default: wanted
            }
        return authorizationLock.withLock {
            let current = statuses[entityType] ?? .notDetermined
            // An answer given stands, except write-only access grown to full access.
            if current == .notDetermined || (current == .writeOnly && wanted == .fullAccess && answer == .fullAccess) {
                statuses[entityType] = answer
            }
            let status = statuses[entityType] ?? answer
            return status == .fullAccess || (status == .writeOnly && wanted == .writeOnly)
        }
    }

    /// Back to a fresh launch: no access asked. For tests.
    package static func resetAuthorization() {
        authorizationLock.withLock { statuses = [:] }
    }

    /// Asks for access to `entityType` (full access, the pre-iOS 17 meaning); the handler runs
    /// on another queue, as EventKit's does.
    @available(iOS, deprecated: 17.0, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    open func requestAccess(
        to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler
    ) {
        let granted = Self.answer(entityType, asking: .fullAccess)
        let handler = Handoff(value: completion)
        DispatchQueue.global().async { handler.value(granted, nil) }
    }

    /// Asks for access to `entityType`; true when granted.
    @available(iOS, deprecated: 17.0, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool {
        Self.answer(entityType, asking: .fullAccess)
    }

    /// Asks to read and write events.
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        let granted = Self.answer(.event, asking: .fullAccess)
        let handler = Handoff(value: completion)
        DispatchQueue.global().async { handler.value(granted, nil) }
    }

    /// Asks to read and write events; true when granted.
    open func requestFullAccessToEvents() async throws -> Bool { Self.answer(.event, asking: .fullAccess) }

    /// Asks to add events without reading them.
    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        let granted = Self.answer(.event, asking: .writeOnly)
        let handler = Handoff(value: completion)
        DispatchQueue.global().async { handler.value(granted, nil) }
    }

    /// Asks to add events; true when granted.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { Self.answer(.event, asking: .writeOnly) }

    /// Asks to read and write reminders.
    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        let granted = Self.answer(.reminder, asking: .fullAccess)
        let handler = Handoff(value: completion)
        DispatchQueue.global().async { handler.value(granted, nil) }
    }

    /// Asks to read and write reminders; true when granted.
    open func requestFullAccessToReminders() async throws -> Bool { Self.answer(.reminder, asking: .fullAccess) }

    private func canRead(_ type: EKEntityType) -> Bool { Self.authorizationStatus(for: type) == .fullAccess }

    private func checkWrite(_ type: EKEntityType) throws {
        let status = Self.authorizationStatus(for: type)
        guard status == .fullAccess || (type == .event && status == .writeOnly) else {
            throw EKError(.eventStoreNotAuthorized)
        }
    }

    // MARK: Calendars

    private var calendarRecords: [CalendarRecord] {
        lock.withLock {
            var records = file.calendars
            for (identifier, change) in calendarChanges {
                records.removeAll { $0.identifier == identifier }
                if let change { records.append(change) }
            }
            return records
        }
    }

    /// The calendars holding `entityType` items; none without full access.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        guard canRead(entityType) else { return [] }
        return calendarRecords.filter { entityType == .event ? $0.allowsEvents : $0.allowsReminders }
            .map { EKCalendar(record: $0, source: defaultSource) }
    }

    /// The calendar with `identifier`.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        calendarRecords.first { $0.identifier == identifier }.map { EKCalendar(record: $0, source: defaultSource) }
    }

    /// The list new reminders go in: the first reminders list.
    open func defaultCalendarForNewReminders() -> EKCalendar? { calendars(for: .reminder).first }

    /// The calendar new events go in: the first events calendar (write-only access sees it too).
    open var defaultCalendarForNewEvents: EKCalendar? {
        guard
            Self.authorizationStatus(for: .event) == .fullAccess || Self.authorizationStatus(for: .event) == .writeOnly
        else { return nil }
        return calendarRecords.first { $0.allowsEvents }.map { EKCalendar(record: $0, source: defaultSource) }
    }

    /// Saves `calendar`.
    /// - Throws: `EKError(.eventStoreNotAuthorized)` without full access to its items' type, or
    ///   what ``commit()`` throws.
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        try checkWrite(calendar.allowedEntityTypes.contains(.event) ? .event : .reminder)
        let record = calendar.record
        lock.withLock { calendarChanges[record.identifier] = .some(record) }
        calendar.isNew = false
        calendar.hasChanges = false
        if commit { try self.commit() }
    }

    /// Removes `calendar` and every item in it.
    /// - Throws: `EKError(.eventStoreNotAuthorized)`, or what ``commit()`` throws.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        try checkWrite(calendar.allowedEntityTypes.contains(.event) ? .event : .reminder)
        let identifier = calendar.calendarIdentifier
        for item in itemRecords where item.calendarIdentifier == identifier {
            lock.withLock { itemChanges[item.identifier] = .some(nil) }
        }
        lock.withLock { calendarChanges[identifier] = .some(nil) }
        if commit { try self.commit() }
    }

    // MARK: Items

    private var itemRecords: [ItemRecord] {
        lock.withLock {
            var records = file.items
            for (identifier, change) in itemChanges {
                records.removeAll { $0.identifier == identifier }
                if let change { records.append(change) }
            }
            return records
        }
    }

    private func makeItem(_ record: ItemRecord) -> EKCalendarItem {
        let calendar = self.calendar(withIdentifier: record.calendarIdentifier)
        switch record.kind {
        case .event: return EKEvent(record: record, calendar: calendar)
        case .reminder: return EKReminder(record: record, calendar: calendar)
        }
    }

    /// The saved event or reminder with `identifier`; nil when there is none or no access.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        guard let record = itemRecords.first(where: { $0.identifier == identifier }),
            canRead(record.kind == .event ? .event : .reminder)
        else { return nil }
        return makeItem(record)
    }

    /// The saved event with `identifier`.
    open func event(withIdentifier identifier: String) -> EKEvent? {
        calendarItem(withIdentifier: identifier) as? EKEvent
    }

    private func validateCalendar(_ item: EKCalendarItem, allows type: EKEntityType) throws {
        guard let calendar = item.calendar else { throw EKError(.noCalendar) }
        guard let record = calendarRecords.first(where: { $0.identifier == calendar.calendarIdentifier }) else {
            throw EKError(.objectBelongsToDifferentStore)
        }
        if type == .event, !record.allowsEvents { throw EKError(.calendarDoesNotAllowEvents) }
        if type == .reminder, !record.allowsReminders { throw EKError(.calendarDoesNotAllowReminders) }
    }

    /// Saves `reminder`, committing at once when `commit` is true.
    /// - Throws: `EKError` `.eventStoreNotAuthorized`, `.noCalendar`, `.calendarDoesNotAllowReminders`,
    ///   `.priorityIsInvalid` (outside 0…9), or what ``commit()`` throws; nothing is saved then.
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        try checkWrite(.reminder)
        try validateCalendar(reminder, allows: .reminder)
        guard (0...9).contains(reminder.priority) else { throw EKError(.priorityIsInvalid) }
        try store(reminder.record, for: reminder, commit: commit)
    }

    /// Removes `reminder`, committing at once when `commit` is true.
    /// - Throws: `EKError(.eventStoreNotAuthorized)`, or what ``commit()`` throws.
    open func remove(_ reminder: EKReminder, commit: Bool) throws {
        try checkWrite(.reminder)
        lock.withLock { itemChanges[reminder.calendarItemIdentifier] = .some(nil) }
        reminder.isNew = true
        if commit { try self.commit() }
    }

    /// Saves `event` now.
    /// - Throws: as ``save(_:span:commit:)``.
    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }

    /// Saves `event` (there are no repeating events, so `span` changes nothing).
    /// - Throws: `EKError` `.eventStoreNotAuthorized`, `.noCalendar`, `.calendarDoesNotAllowEvents`,
    ///   `.noStartDate`, `.noEndDate`, `.datesInverted`, or what ``commit()`` throws.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try checkWrite(.event)
        try validateCalendar(event, allows: .event)
        guard let start = event.startDate else { throw EKError(.noStartDate) }
        guard let end = event.endDate else { throw EKError(.noEndDate) }
        guard end >= start else { throw EKError(.datesInverted) }
        try store(event.record, for: event, commit: commit)
    }

    /// Removes `event` now.
    open func remove(_ event: EKEvent, span: EKSpan) throws { try remove(event, span: span, commit: true) }

    /// Removes `event`.
    /// - Throws: `EKError(.eventStoreNotAuthorized)`, or what ``commit()`` throws.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try checkWrite(.event)
        lock.withLock { itemChanges[event.calendarItemIdentifier] = .some(nil) }
        event.isNew = true
        if commit { try self.commit() }
    }

    private func store(_ record: ItemRecord, for item: EKCalendarItem, commit: Bool) throws {
        var record = record
        if item.creationDate == nil { record.creationDate = record.lastModifiedDate }
        let saved = record
        lock.withLock { itemChanges[saved.identifier] = .some(saved) }
        item.creationDate = saved.creationDate
        item.lastModifiedDate = saved.lastModifiedDate
        item.isNew = false
        item.hasChanges = false
        if commit { try self.commit() }
    }

    /// Writes the changes saved since the last commit to the file, over what other stores
    /// committed meanwhile, and posts ``Foundation/Notification/Name/EKEventStoreChanged``.
    /// - Throws: `EKError(.internalFailure)` when the file could not be read at launch or
    ///   cannot be written; the changes stay pending.
    open func commit() throws {
        try lock.withLock {
            if let loadError { throw EKError(.internalFailure, reason: loadError) }
            var (latest, error) = Self.read(url)
            if let error { throw EKError(.internalFailure, reason: error) }
            if !FileManager.default.fileExists(atPath: url.path) { latest = file }
            for (identifier, change) in calendarChanges {
                latest.calendars.removeAll { $0.identifier == identifier }
                if let change { latest.calendars.append(change) }
            }
            for (identifier, change) in itemChanges {
                latest.items.removeAll { $0.identifier == identifier }
                if let change { latest.items.append(change) }
            }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let encoder = PropertyListEncoder()
                encoder.outputFormat = .xml
                try encoder.encode(latest).write(to: url, options: .atomic)
            } catch {
                throw EKError(.internalFailure, reason: "\(url.path) cannot be written: \(error)")
            }
            file = latest
            itemChanges = [:]
            calendarChanges = [:]
        }
        NotificationCenter.default.post(name: .EKEventStoreChanged, object: self)
    }

    /// Drops the changes not committed and reads the file again.
    open func reset() {
        let (fresh, error) = Self.read(url)
        lock.withLock {
            file = fresh
            loadError = error
            itemChanges = [:]
            calendarChanges = [:]
        }
    }

    /// Reads the file again if it changed (the same as ``reset()`` for committed data; pending
    /// changes are kept).
    open func refreshSourcesIfNecessary() {
        let (fresh, error) = Self.read(url)
        guard error == nil else { return }
        lock.withLock { file = fresh }
    }

    // MARK: Queries

    /// Events overlapping `startDate`…`endDate` in `calendars` (every calendar when nil).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate
    {
        let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate else {
                return false
            }
            if let identifiers, !identifiers.contains(event.calendar?.calendarIdentifier ?? "") { return false }
            return start < endDate && end > startDate || (start == end && start >= startDate && start < endDate)
        }
    }

    /// Every reminder in `calendars` (every list when nil).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let reminder = object as? EKReminder else { return false }
            return identifiers?.contains(reminder.calendar?.calendarIdentifier ?? "") ?? true
        }
    }

    /// Reminders not completed, due between the dates (either end open when nil; with both nil,
    /// undated reminders match too).
    open func predicateForIncompleteReminders(
        withDueDateStarting dueDateStarting: Date?, ending dueDateEnding: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
        let inCalendars = predicateForReminders(in: calendars)
        return NSPredicate { object, bindings in
            guard inCalendars.evaluate(with: object), let reminder = object as? EKReminder, !reminder.isCompleted
            else { return false }
            return Self.date(reminder.dueDate, isBetween: dueDateStarting, and: dueDateEnding)
        }
    }

    /// Reminders completed between the dates (either end open when nil).
    open func predicateForCompletedReminders(
        withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
        let inCalendars = predicateForReminders(in: calendars)
        return NSPredicate { object, bindings in
            guard inCalendars.evaluate(with: object), let reminder = object as? EKReminder, reminder.isCompleted
            else { return false }
            return Self.date(reminder.completionDate, isBetween: startDate, and: endDate)
        }
    }

    private static func date(_ date: Date?, isBetween start: Date?, and end: Date?) -> Bool {
        if start == nil, end == nil { return true }
        guard let date else { return false }
        if let start, date < start { return false }
        if let end, date >= end { return false }
        return true
    }

    /// The events matching `predicate` (from ``predicateForEvents(withStart:end:calendars:)``),
    /// by start date; none without full access.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard canRead(.event) else { return [] }
        return itemRecords.filter { $0.kind == .event }.compactMap { makeItem($0) as? EKEvent }
            .filter { predicate.evaluate(with: $0) }
            .sorted { $0.compareStartDate(with: $1) == .orderedAscending }
    }

    /// Calls `block` with each event matching `predicate`, in start order, until it sets its
    /// `stop` flag.
    open func enumerateEvents(
        matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop: ObjCBool = false
        for event in events(matching: predicate) {
            block(event, &stop)
            if stop.boolValue { break }
        }
    }

    /// Fetches the reminders matching `predicate` and hands them to `completion` on a queue of
    /// the store's own (nil without full access), as EventKit does; returns a token for
    /// ``cancelFetchRequest(_:)``.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let token = FetchToken()
        let handoff = PredicateHandoff(predicate: predicate)
        let handler = Handoff(value: completion)
        fetchQueue.async { [self] in
            guard !token.isCancelled else { return }
            guard canRead(.reminder) else {
                handler.value(nil)
                return
            }
            let reminders = itemRecords.filter { $0.kind == .reminder }.compactMap { makeItem($0) as? EKReminder }
                .filter { handoff.predicate.evaluate(with: $0) }
            handler.value(reminders)
        }
        return token
    }

    /// Cancels a fetch not yet answered: its completion is not called.
    open func cancelFetchRequest(_ fetchIdentifier: Any) {
        (fetchIdentifier as? FetchToken)?.cancel()
    }
}

/// A fetch's identifier, cancellable from any thread.
final class FetchToken: NSObject, @unchecked Sendable {
    // @unchecked: the flag is behind `lock`.
    private let lock = NSLock()
    private var cancelled = false
    var isCancelled: Bool { lock.withLock { cancelled } }
    func cancel() { lock.withLock { cancelled = true } }
}

/// A predicate handed to the fetch queue, evaluated only there.
struct PredicateHandoff: @unchecked Sendable {
    let predicate: NSPredicate
}
