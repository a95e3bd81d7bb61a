import Foundation
import OpenUIKit

/// Which queue a context's work runs on.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// The thread that made the context (deprecated on iOS; treated as a private queue here).
    case confinementConcurrencyType = 0
    /// A serial queue of the context's own.
    case privateQueueConcurrencyType = 1
    /// The main queue.
    case mainQueueConcurrencyType = 2
}

/// The `userInfo` keys of `NSManagedObjectContextObjectsDidChange` and `…DidSave`: sets of objects.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

extension Notification.Name {
    /// Posted by a context after its save, with the saved objects under `NSInsertedObjectsKey`,
    /// `NSUpdatedObjectsKey` and `NSDeletedObjectsKey`.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted by a context before it saves.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    /// Posted by a context when it processes its pending changes (at a save, a fetch or the end
    /// of the queue's current work), with the changed objects.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
        "NSManagedObjectContextObjectsDidChangeNotification")
}

/// A scratch pad of managed objects: what is fetched, inserted, changed and deleted until a save
/// writes it to the store (or to the parent context).
///
/// A context's work belongs on its queue: `perform` runs a block there. A main-queue context's
/// queue is the main queue; a private one has a serial queue of its own.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// `NSManagedObjectContextWillSave`, in the iOS 14 spelling.
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
    /// `NSManagedObjectContextDidSave`, in the iOS 14 spelling.
    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    /// `NSManagedObjectContextObjectsDidChange`, in the iOS 14 spelling.
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange

    /// When `perform(schedule:_:)` runs its block.
    public enum ScheduledTaskType: Sendable {
        /// At once when already on the context's queue, else enqueued.
        case immediate
        /// Always enqueued.
        case enqueued
    }

    /// The queue the context's work runs on.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// A name for debugging.
    open var name: String?
    /// Whatever the app keeps with the context.
    open var userInfo: NSMutableDictionary = NSMutableDictionary()
    /// How save conflicts are settled: an `NSMergePolicy` (`NSErrorMergePolicy` by default).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Whether saves of the parent (or, for a context on the coordinator, of other contexts on
    /// it) update this context's objects.
    open var automaticallyMergesChangesFromParent: Bool = false {
        didSet { observeMerges() }
    }
    /// The undo manager changes are registered with: none by default, as on iOS. With one, each
    /// value set, insert and delete registers its undo (what one event changes undoes in one
    /// step when the manager groups by event, on the main queue); `undo()` and `redo()` ask it.
    open var undoManager: UndoManager?
    /// Whether a fault whose row is gone reads as empty instead of failing.
    open var shouldDeleteInaccessibleFaults: Bool = true
    /// How long fetched values stay valid (no cache here: every fetch reads the store).
    open var stalenessInterval: TimeInterval = -1
    /// The author recorded with saves in the store's history.
    open var transactionAuthor: String?
    /// Whether the context keeps strong references to its objects (it always does here).
    open var retainsRegisteredObjects: Bool = true
    /// Whether saves propagate deletes at once.
    open var propagatesDeletesAtEndOfEvent: Bool = true

    /// The coordinator the context saves to (its parent's when it has one).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { parentContext?.persistentStoreCoordinator ?? coordinatorStorage }
        set {
            coordinatorStorage = newValue
            observeMerges()
        }
    }
    /// The context a save writes to instead of the store.
    open var parent: NSManagedObjectContext? {
        get { parentContext }
        set {
            parentContext = newValue
            observeMerges()
        }
    }

    private var coordinatorStorage: NSPersistentStoreCoordinator?
    private var parentContext: NSManagedObjectContext?
    private let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<ObjectIdentifier>()
    private var mergeObserver: (any NSObjectProtocol)?

    private var registered: ObjectRegistry = [:]
    private var inserted: [ObjectIdentifier: NSManagedObject] = [:]
    private var updated: [ObjectIdentifier: NSManagedObject] = [:]
    private var deleted: [ObjectIdentifier: NSManagedObject] = [:]
    /// Changes since the last `ObjectsDidChange`.
    private var pendingInserted: [ObjectIdentifier: NSManagedObject] = [:]
    private var pendingUpdated: [ObjectIdentifier: NSManagedObject] = [:]
    private var pendingDeleted: [ObjectIdentifier: NSManagedObject] = [:]
    private var processScheduled = false
    /// The query generation reads see (`setQueryGenerationFrom(_:)`).
    var generationPin: NSQueryGenerationToken.Pin = .unpinned

    /// A context whose work runs on the queue `ct` names.
    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        queue = ct == .mainQueueConcurrencyType ? .main : DispatchQueue(label: "NSManagedObjectContext")
        super.init()
        if ct != .mainQueueConcurrencyType { queue.setSpecific(key: queueKey, value: ObjectIdentifier(self)) }
    }

    deinit {
        if let mergeObserver { NotificationCenter.default.removeObserver(mergeObserver) }
        // Related objects hold each other (a book its author, the author its books), which Apple
        // leaves to `refresh(_:mergeChanges:)` and `reset()` to break. The context going away
        // breaks it too: its objects lose their context and the related objects they hold (a
        // relationship cannot be read without a context), keeping their attributes' values, so
        // a graph of related objects is freed with its context instead of keeping itself alive.
        var seen = Set<ObjectIdentifier>()
        for object in Array(registered.values) + inserted.values + updated.values + deleted.values
        where seen.insert(ObjectIdentifier(object)).inserted {
            object.dropRelationships()
        }
    }

    var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }

    // MARK: Queues

    private var isOnQueue: Bool {
        concurrencyType == .mainQueueConcurrencyType
            ? Thread.isMainThread : DispatchQueue.getSpecific(key: queueKey) == ObjectIdentifier(self)
    }

    private static let currentKey = "NSManagedObjectContext.current"

    /// The context whose `perform` block is running on this thread.
    static var current: NSManagedObjectContext? {
        (Thread.current.threadDictionary[currentKey] as? WeakContext)?.context
    }

    private final class WeakContext: NSObject { weak var context: NSManagedObjectContext? }

    private func runAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Self.currentKey]
        let box = WeakContext()
        box.context = self
        dictionary[Self.currentKey] = box
        defer { dictionary[Self.currentKey] = previous }
        return try body()
    }

    /// Runs `block` on the context's queue, later.
    open func perform(_ block: @escaping () -> Void) {
        let work = UncheckedBox(block)
        queue.async { self.runAsCurrent { work.value() } }
    }

    /// Runs `block` on the context's queue and waits for it (at once when already there).
    open func performAndWait(_ block: () -> Void) {
        if isOnQueue { return runAsCurrent(block) }
        withoutActuallyEscaping(block) { escapable in
            let work = UncheckedBox(escapable)
            queue.sync { self.runAsCurrent { work.value() } }
        }
    }

    /// Runs `block` on the context's queue, waits and hands back its result.
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        if isOnQueue { return try runAsCurrent(block) }
        return try withoutActuallyEscaping(block) { escapable in
            let work = UncheckedBox(escapable)
            let result = queue.sync { self.runAsCurrent { Result { try work.value() } } }
            switch result {
            case .success(let value): return value
            case .failure(let error): try Self.rethrow(error)
            }
            fatalError("unreachable")
        }
    }

    private static func rethrow(_ error: any Error) throws -> Never { throw error }

    /// Runs `block` on the context's queue and hands back its result.
    open func perform<T>(
        schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T
    ) async rethrows
        -> T
    {
        let work = UncheckedBox(block)
        let result: UncheckedBox<Result<T, any Error>> = await withCheckedContinuation { continuation in
            queue.async {
                let outcome = self.runAsCurrent { Result { try work.value() } }
                continuation.resume(returning: UncheckedBox(outcome))
            }
        }
        switch result.value {
        case .success(let value): return value
        case .failure(let error): return try withoutActuallyEscaping(block) { _ in try Self.rethrow(error) }
        }
    }

    // MARK: State

    /// Whether anything was inserted, changed or deleted since the last save.
    open var hasChanges: Bool {
        !inserted.isEmpty || !deleted.isEmpty || updated.values.contains { !$0.changedKeys.isEmpty }
    }
    /// The objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { Set(inserted.values) }
    /// The objects changed since the last save.
    open var updatedObjects: Set<NSManagedObject> { Set(updated.values.filter { !$0.changedKeys.isEmpty }) }
    /// The objects deleted since the last save.
    open var deletedObjects: Set<NSManagedObject> { Set(deleted.values) }
    /// Every object the context holds.
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }

    func isInserted(_ object: NSManagedObject) -> Bool { inserted[ObjectIdentifier(object)] != nil }
    func isUpdated(_ object: NSManagedObject) -> Bool {
        updated[ObjectIdentifier(object)] != nil && !object.changedKeys.isEmpty
    }
    func isDeleted(_ object: NSManagedObject) -> Bool { deleted[ObjectIdentifier(object)] != nil }

    func noteUpdated(_ object: NSManagedObject) {
        let key = ObjectIdentifier(object)
        guard inserted[key] == nil, deleted[key] == nil, object.managedObjectContext === self else { return }
        updated[key] = object
        pendingUpdated[key] = object
        scheduleProcessing()
    }

    private func register(_ object: NSManagedObject) {
        registered[object.objectID] = object
        object.managedObjectContext = self
    }

    // MARK: Inserting and deleting

    /// Adds `object` to the context, to be saved as a new row.
    open func insert(_ object: NSManagedObject) {
        let key = ObjectIdentifier(object)
        if deleted[key] != nil {
            deleted[key] = nil
            pendingDeleted[key] = nil
            if !object.changedKeys.isEmpty { updated[key] = object }
            registerUndo { $0.delete(object) }
            return
        }
        guard inserted[key] == nil, object.managedObjectContext == nil || object.managedObjectContext === self else {
            return
        }
        let first = object.managedObjectContext == nil
        register(object)
        inserted[key] = object
        pendingInserted[key] = object
        if first { object.awakeFromInsert() }
        registerUndo { $0.delete(object) }
        scheduleProcessing()
    }

    /// Marks `object` deleted (a new one is simply dropped) and applies its relationships' delete
    /// rules: nullify cuts the inverse, cascade deletes the destinations; deny is checked at save.
    open func delete(_ object: NSManagedObject) {
        let key = ObjectIdentifier(object)
        guard object.managedObjectContext === self, deleted[key] == nil else { return }
        object.fireFault()
        object.prepareForDeletion()
        registerUndo { $0.insert(object) }
        if inserted[key] != nil {
            inserted[key] = nil
            pendingInserted[key] = nil
            registered[object.objectID] = nil
        } else {
            deleted[key] = object
            pendingDeleted[key] = object
        }
        updated[key] = nil
        pendingUpdated[key] = nil
        for relationship in object.entity.relationshipsByName.values {
            let destinations =
                relationship.isToMany
                ? object.toManyObjects(relationship) : object.toOneObject(relationship).map { [$0] } ?? []
            switch relationship.deleteRule {
            case .cascadeDeleteRule:
                for destination in destinations { delete(destination) }
            case .nullifyDeleteRule:
                if let inverse = relationship.inverseRelationship {
                    for destination in destinations { destination.unlink(object, through: inverse) }
                }
            case .denyDeleteRule, .noActionDeleteRule:
                break
            }
        }
        if inserted[key] == nil && deleted[key] == nil { object.managedObjectContext = nil }
        scheduleProcessing()
    }

    // MARK: Looking objects up

    /// The object `objectID` names: the registered one, or a fault read at first use.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = registered[objectID] { return object }
        let object = objectID.entity.makeObject(insertInto: nil)
        object.objectID = objectID
        object.faulted = true
        register(object)
        return object
    }

    /// The object `objectID` names, read now.
    ///
    /// - Throws: an `NSManagedObjectReferentialIntegrityError` when no such object exists.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let object = registered[objectID] {
            if object.faulted { object.fireFault() }
            if deleted[ObjectIdentifier(object)] == nil, registered[objectID] != nil { return object }
        } else if let snapshot = try snapshot(for: objectID) {
            let object = objectID.entity.makeObject(insertInto: nil)
            object.objectID = objectID
            register(object)
            object.adoptRow(snapshot.values, version: snapshot.version)
            object.awakeFromFetch()
            return object
        }
        throw CoreDataError.store(NSManagedObjectReferentialIntegrityError, "no object has ID \(objectID)")
    }

    /// The registered object `objectID` names, or nil.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID] }

    /// Gives `objects` the IDs their save would give them (here: they keep their temporary IDs,
    /// which the save replaces).
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    // MARK: Reading through the store or the parent

    struct Snapshot {
        var values: [String: Any]
        var version: Int64
    }

    /// The saved values of the object `id` names: the store's row, or the parent's object.
    func snapshot(for id: NSManagedObjectID) throws -> Snapshot? {
        if let parent = parentContext {
            return parent.performAndWait { () -> Snapshot? in
                guard let object = try? parent.existingObject(with: id) else { return nil }
                return Snapshot(values: object.snapshotValues(), version: object.rowVersion)
            }
        }
        guard let store = id.persistentStore ?? persistentStoreCoordinator?.store(for: id.entity),
            let row = try reader(for: store).row(for: id)
        else { return nil }
        return Snapshot(values: row.values, version: row.version)
    }

    /// Every saved object of `entity` (and its sub-entities) that `condition` selects, by ID, in
    /// `order` (else the store's), with the saved values of those this context does not hold at
    /// their saved version (nil for the others).
    private func snapshots(
        of entity: NSEntityDescription, where condition: StoreCondition? = nil, order: StoreOrder? = nil
    ) throws -> [(NSManagedObjectID, Snapshot?)] {
        if let parent = parentContext {
            return try parent.performAndWait {
                let request = NSFetchRequest<NSManagedObject>()
                request.entity = entity
                return try parent.fetch(request).map {
                    ($0.objectID, Snapshot(values: $0.snapshotValues(), version: $0.rowVersion))
                }
            }
        }
        guard let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError, "the context has no persistent store coordinator")
        }
        guard let store = coordinator.store(for: entity) else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError, "no store holds entity \(entity.name ?? "") (were the stores loaded?)")
        }
        let byName = entity.managedObjectModel?.entitiesByName ?? [:]
        // One query; rows whose object this context holds at the same version are not decoded
        // (a fetched-results controller fetches after every change).
        var ids: [NSManagedObjectID] = []
        let rows = try reader(for: store).scan(of: entity, where: condition, order: order) { key, entityName, version in
            let id = NSManagedObjectID(entity: byName[entityName] ?? entity, primaryKey: key, store: store)
            ids.append(id)
            guard let object = registered[id] else { return true }
            return object.faulted || object.rowVersion != version
        }
        return zip(ids, rows).map { id, row in (id, row.values.map { Snapshot(values: $0, version: row.version) }) }
    }

    func fulfillFault(_ object: NSManagedObject) {
        guard let snapshot = try? snapshot(for: object.objectID) else { return }
        object.adoptRow(snapshot.values, version: snapshot.version)
        object.awakeFromFetch()
    }

    func loadToMany(_ relationship: NSRelationshipDescription, of object: NSManagedObject) -> [NSManagedObject] {
        guard !object.objectID.isTemporaryID || parentContext != nil else { return [] }
        if let parent = parentContext {
            let ids: [NSManagedObjectID] = parent.performAndWait {
                guard let source = try? parent.existingObject(with: object.objectID) else { return [] }
                return source.toManyObjects(relationship).map(\.objectID)
            }
            return ids.map { self.object(with: $0) }
        }
        guard let store = object.objectID.persistentStore ?? persistentStoreCoordinator?.store(for: object.entity),
            let ids = try? reader(for: store).destinations(of: relationship, from: object.objectID)
        else { return [] }
        return ids.map { self.object(with: $0) }
    }

    private func materialize(_ id: NSManagedObjectID, _ snapshot: Snapshot?) -> NSManagedObject {
        guard let snapshot else { return registered[id] ?? object(with: id) }
        if let object = registered[id] {
            if object.faulted {
                object.adoptRow(snapshot.values, version: snapshot.version)
                object.awakeFromFetch()
            }
            return object
        }
        let object = id.entity.makeObject(insertInto: nil)
        object.objectID = id
        register(object)
        object.adoptRow(snapshot.values, version: snapshot.version)
        object.awakeFromFetch()
        return object
    }

    // MARK: Fetching

    private func resolveEntity<T>(_ request: NSFetchRequest<T>) throws -> NSEntityDescription {
        if let entity = request.entity { return entity }
        guard let name = request.entityName, let entity = model?.entitiesByName[name] else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError,
                "the model has no entity named \(request.entityName ?? "nil") (fetch request without an entity)")
        }
        return entity
    }

    /// The objects `request` matches, in the form its `resultType` asks for.
    ///
    /// The store selects the rows the predicate matches in SQL where it translates
    /// (`StoreCondition`) and the rest of it is evaluated in memory, then the context's unsaved
    /// inserts, changes and deletes are applied: O(rows matched) when the predicate translates
    /// whole, O(rows of the entity) when none of it does.
    ///
    /// - Throws: when the entity is unknown or no store holds it, or the store cannot be read.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let entity = try resolveEntity(request)
        if let type = T.self as? NSManagedObject.Type, type != NSManagedObject.self {
            ManagedObjectClassRegistry.shared.register(type)
            if entity.managedObjectClass == NSManagedObject.self { entity.classCache = type }
        }
        let matches = try matchingObjects(request, entity: entity)
        switch request.resultType {
        case .countResultType:
            return [NSNumber(value: matches.count)].compactMap { $0 as? T }
        case .managedObjectIDResultType:
            return matches.compactMap { $0.objectID as? T }
        case .dictionaryResultType:
            return matches.compactMap { object in
                let names = (request.propertiesToFetch ?? entity.attributesByName.keys.sorted()).compactMap { item in
                    (item as? String) ?? (item as? NSPropertyDescription)?.name
                }
                let dictionary = NSMutableDictionary()
                for name in names {
                    if let value = KeyValue.value(of: object, keyPath: name) { dictionary[name] = value }
                }
                return dictionary as? T
            }
        default:
            return matches.compactMap { $0 as? T }
        }
    }

    /// The condition the store narrows a fetch of `entity` with, when this context reads the
    /// store itself (a child context asks its parent for every object).
    private func storeCondition(_ predicate: NSPredicate?, entity: NSEntityDescription) -> StoreCondition? {
        guard let predicate, parentContext == nil, let store = persistentStoreCoordinator?.store(for: entity) else {
            return nil
        }
        // The tables are the same for every reader of the store: no generation is taken here.
        return store.engine.condition(for: predicate, entity: entity)
    }

    /// The order the store sorts a fetch of `entity` in, when this context reads the store
    /// itself, the descriptors translate (``StoreOrder``) and no object the fetch may return has
    /// unsaved changes (`belongs` says which may).
    private func storeOrder(
        _ descriptors: [NSSortDescriptor]?, entity: NSEntityDescription, unless belongs: (NSManagedObject) -> Bool
    ) -> StoreOrder? {
        guard let descriptors, !descriptors.isEmpty, parentContext == nil,
            let store = persistentStoreCoordinator?.store(for: entity),
            !updated.values.contains(where: belongs)
        else { return nil }
        return store.engine.order(for: descriptors, entity: entity)
    }

    private func matchingObjects<T>(
        _ request: NSFetchRequest<T>, entity: NSEntityDescription
    ) throws
        -> [NSManagedObject]
    {
        processPendingChanges()
        let condition = storeCondition(request.predicate, entity: entity)
        let belongs = { (object: NSManagedObject) in
            object.entity.isKindOf(entity: entity) && (request.includesSubentities || object.entity === entity)
        }
        // The store sorts when it can and no object of the entity has unsaved values (which it
        // would sort by their saved ones).
        let order = storeOrder(request.sortDescriptors, entity: entity, unless: belongs)
        var objects: [NSManagedObject] = []
        var seen = Set<ObjectIdentifier>()
        for (id, snapshot) in try snapshots(of: entity, where: condition, order: order) {
            if !request.includesSubentities && id.entity !== entity { continue }
            let object = materialize(id, snapshot)
            if request.includesPendingChanges && deleted[ObjectIdentifier(object)] != nil { continue }
            if seen.insert(ObjectIdentifier(object)).inserted { objects.append(object) }
        }
        // What the store selected went by the saved rows; an object changed here since is
        // answered by its values now, so it is evaluated in memory whatever the store said.
        var unsaved = Set<ObjectIdentifier>()
        if condition != nil, request.includesPendingChanges {
            var added = false
            for object in updated.values where belongs(object) && !object.objectID.isTemporaryID {
                unsaved.insert(ObjectIdentifier(object))
                if seen.insert(ObjectIdentifier(object)).inserted {
                    objects.append(object)
                    added = true
                }
            }
            // In the store's order, as if it had selected them.
            if added { objects.sort { ($0.objectID.primaryKey ?? .max) < ($1.objectID.primaryKey ?? .max) } }
        }
        var appended = false
        if request.includesPendingChanges {
            let fresh = inserted.values.filter(belongs)
            for object in fresh.sorted(by: { $0.insertionOrder < $1.insertionOrder })
            where seen.insert(ObjectIdentifier(object)).inserted {
                unsaved.insert(ObjectIdentifier(object))
                objects.append(object)
                appended = true
            }
        }
        if let predicate = request.predicate {
            if condition?.isExact == true {
                objects = objects.filter { !unsaved.contains(ObjectIdentifier($0)) || predicate.evaluate(with: $0) }
            } else {
                objects = objects.filter { predicate.evaluate(with: $0) }
            }
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty, order == nil || appended {
            if order != nil {
                // Back in the store's order (new objects after, as made), which the sort keeps
                // among equals.
                objects.sort {
                    ($0.objectID.primaryKey ?? .max, $0.insertionOrder) < (
                        $1.objectID.primaryKey ?? .max, $1.insertionOrder
                    )
                }
            }
            objects = SortOrder.sorted(objects, by: descriptors)
        }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    /// How many objects `request` matches.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        let entity = try resolveEntity(request)
        if request.predicate == nil, parentContext == nil, !hasChanges, request.fetchLimit == 0,
            request.fetchOffset == 0, request.includesSubentities,
            let store = persistentStoreCoordinator?.store(for: entity)
        {
            return try reader(for: store).count(of: entity)
        }
        return try matchingObjects(request, entity: entity).count
    }

    /// Runs `request`: a fetch, a batch delete, a batch update or a history request.
    ///
    /// - Throws: what the fetch or the store throws; `NSPersistentStoreOperationError` for a kind
    ///   of request not run here.
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        if let batch = request as? NSBatchDeleteRequest {
            return try executeBatchDelete(batch)
        }
        if let batch = request as? NSBatchUpdateRequest {
            return try executeBatchUpdate(batch)
        }
        if let history = request as? NSPersistentHistoryChangeRequest {
            return try executeHistory(history)
        }
        if let fetch = request as? NSFetchRequest<any NSFetchRequestResult> {
            return NSAsynchronousFetchResultBox(try fetch.execute(in: self))
        }
        throw CoreDataError.store(NSPersistentStoreOperationError, "\(type(of: request)) is not run by this store")
    }

    private func executeBatchDelete(_ batch: NSBatchDeleteRequest) throws -> NSPersistentStoreResult {
        let entity = try resolveEntity(batch.fetchRequest)
        guard let store = persistentStoreCoordinator?.store(for: entity) else {
            throw CoreDataError.store(NSPersistentStoreOperationError, "no store holds entity \(entity.name ?? "")")
        }
        let ids: [NSManagedObjectID]
        if let given = batch.objectIDs {
            ids = given
        } else {
            let probe = NSFetchRequest<NSManagedObject>()
            probe.entity = entity
            probe.predicate = batch.fetchRequest.predicate
            probe.sortDescriptors = batch.fetchRequest.sortDescriptors
            probe.fetchLimit = batch.fetchRequest.fetchLimit
            probe.fetchOffset = batch.fetchRequest.fetchOffset
            ids = try storeMatches(probe, entity: entity, store: store)
        }
        let removed = try store.engine.deleteAll(of: entity, keys: ids.compactMap(\.primaryKey))
        switch batch.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        case .resultTypeCount: return NSBatchDeleteResult(result: removed)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: ids)
        }
    }

    private func executeBatchUpdate(_ batch: NSBatchUpdateRequest) throws -> NSPersistentStoreResult {
        guard let entity = batch.entity ?? model?.entitiesByName[batch.entityName] else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError, "the model has no entity named \(batch.entityName) (batch update)")
        }
        guard let store = persistentStoreCoordinator?.store(for: entity) else {
            throw CoreDataError.store(NSPersistentStoreOperationError, "no store holds entity \(entity.name ?? "")")
        }
        var values: [String: Any] = [:]
        for (key, value) in batch.propertiesToUpdate ?? [:] {
            let name = (key as? String) ?? (key as? NSPropertyDescription)?.name
            guard let name, entity.attributesByName[name] != nil else {
                throw CoreDataError.store(
                    NSPersistentStoreOperationError,
                    "a batch update sets attributes of \(entity.name ?? ""); \(key) is not one")
            }
            values[name] = value
        }
        let probe = NSFetchRequest<NSManagedObject>()
        probe.entity = entity
        probe.predicate = batch.predicate
        probe.includesSubentities = batch.includesSubentities
        let ids = try storeMatches(probe, entity: entity, store: store)
        let updated = try store.engine.updateAll(of: entity, keys: ids.compactMap(\.primaryKey), values: values)
        switch batch.resultType {
        case .statusOnlyResultType: return NSBatchUpdateResult(result: true, resultType: batch.resultType)
        case .updatedObjectsCountResultType: return NSBatchUpdateResult(result: updated, resultType: batch.resultType)
        case .updatedObjectIDsResultType: return NSBatchUpdateResult(result: ids, resultType: batch.resultType)
        }
    }

    private func executeHistory(_ request: NSPersistentHistoryChangeRequest) throws -> NSPersistentStoreResult {
        let stores = (request.affectedStores ?? persistentStoreCoordinator?.persistentStores ?? [])
        guard !stores.isEmpty, stores.allSatisfy(\.tracksHistory) else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError,
                "history is recorded only for stores added with NSPersistentHistoryTrackingKey set to true")
        }
        if request.deletes {
            let removed = try stores.reduce(0) { $0 + (try $1.engine.deleteHistory(request.bound)) }
            return NSPersistentHistoryResult(
                result: request.resultType == .count ? removed : true, resultType: request.resultType)
        }
        let withChanges =
            request.resultType != .transactionsOnly && request.resultType != .count
            && request.resultType != .statusOnly
        let transactions = try stores.flatMap { try $0.engine.history(request.bound, withChanges: withChanges) }
        let result: Any
        switch request.resultType {
        case .statusOnly: result = true
        case .count: result = transactions.count
        case .transactionsOnly, .transactionsAndChanges: result = transactions
        case .changesOnly: result = transactions.flatMap { $0.changes ?? [] }
        case .objectIDs: result = transactions.flatMap { $0.changes ?? [] }.map(\.changedObjectID)
        }
        return NSPersistentHistoryResult(result: result, resultType: request.resultType)
    }

    /// The IDs of the saved rows `request` matches, read in SQL when its predicate translates
    /// whole and by a scratch context otherwise; no object is registered here either way.
    private func storeMatches(
        _ request: NSFetchRequest<NSManagedObject>, entity: NSEntityDescription, store: NSPersistentStore
    ) throws -> [NSManagedObjectID] {
        let byName = entity.managedObjectModel?.entitiesByName ?? [:]
        let condition = request.predicate.flatMap { store.engine.condition(for: $0, entity: entity) }
        let plain = request.sortDescriptors == nil && request.fetchLimit == 0 && request.fetchOffset == 0
        if plain, request.predicate == nil || condition?.isExact == true {
            return try store.engine.keys(of: entity, where: condition).compactMap { key in
                let exact = byName[key.entityName] ?? entity
                guard request.includesSubentities || exact === entity else { return nil }
                return NSManagedObjectID(entity: exact, primaryKey: key.primaryKey, store: store)
            }
        }
        request.includesPendingChanges = false
        let scratch = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        scratch.persistentStoreCoordinator = persistentStoreCoordinator
        return try scratch.performAndWait { try scratch.fetch(request).map(\.objectID) }
    }

    // MARK: Pending changes

    private func scheduleProcessing() {
        guard !processScheduled else { return }
        processScheduled = true
        queue.async { [weak self] in
            guard let self, self.processScheduled else { return }
            self.processPendingChanges()
        }
    }

    /// Posts `NSManagedObjectContextObjectsDidChange` for the changes since the last time; a
    /// save, a fetch and the end of the queue's current work call it.
    open func processPendingChanges() {
        processScheduled = false
        guard !pendingInserted.isEmpty || !pendingUpdated.isEmpty || !pendingDeleted.isEmpty else { return }
        let info: [String: Any] = [
            NSInsertedObjectsKey: Set(pendingInserted.values), NSUpdatedObjectsKey: Set(pendingUpdated.values),
            NSDeletedObjectsKey: Set(pendingDeleted.values),
        ]
        pendingInserted = [:]
        pendingUpdated = [:]
        pendingDeleted = [:]
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: info)
    }

    // MARK: Saving

    /// Writes the inserts, changes and deletes to the store in one transaction (to the parent
    /// context when there is one), then posts `NSManagedObjectContextDidSave`.
    ///
    /// - Throws: a validation error (`NSValidationMissingMandatoryPropertyError`,
    ///   `NSValidationRelationshipDeniedDeleteError`, `NSValidationMultipleErrorsError`), a merge
    ///   conflict under `NSErrorMergePolicy` (`NSManagedObjectMergeError`) or an SQLite error. The
    ///   store and the context are left as they were.
    open func save() throws {
        processPendingChanges()
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let insertedList = inserted.values.sorted { $0.insertionOrder < $1.insertionOrder }
        let updatedList = updated.values.filter { !$0.changedKeys.isEmpty }.sorted {
            $0.insertionOrder < $1.insertionOrder
        }
        let deletedList = Array(deleted.values)
        for object in insertedList + updatedList + deletedList { object.willSave() }
        var errors: [any Error] = []
        for object in insertedList { do { try object.validateForInsert() } catch { errors.append(error) } }
        for object in updatedList { do { try object.validateForUpdate() } catch { errors.append(error) } }
        for object in deletedList { do { try object.validateForDelete() } catch { errors.append(error) } }
        if errors.count == 1, let error = errors.first { throw error }
        if errors.count > 1 {
            throw NSError(
                domain: NSCocoaErrorDomain, code: NSValidationMultipleErrorsError,
                userInfo: [
                    NSLocalizedDescriptionKey: "Multiple validation errors occurred.", NSDetailedErrorsKey: errors,
                ])
        }
        if let parent = parentContext {
            pushToParent(parent, inserted: insertedList, updated: updatedList, deleted: deletedList)
        } else {
            try writeToStore(inserted: insertedList, updated: updatedList, deleted: deletedList)
        }
        self.inserted = [:]
        self.updated = [:]
        self.deleted = [:]
        for object in deletedList {
            registered[object.objectID] = nil
            object.managedObjectContext = nil
        }
        advanceQueryGeneration()
        for object in insertedList + updatedList + deletedList { object.didSave() }
        NotificationCenter.default.post(
            name: .NSManagedObjectContextDidSave, object: self,
            userInfo: [
                NSInsertedObjectsKey: Set(insertedList), NSUpdatedObjectsKey: Set(updatedList),
                NSDeletedObjectsKey: Set(deletedList),
            ])
    }

    private var conflictRule: ConflictRule { (mergePolicy as? NSMergePolicy)?.conflictRule ?? .fail }

    private func writeToStore(
        inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]
    ) throws {
        guard let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.store(NSPersistentStoreSaveError, "the context has no persistent store coordinator")
        }
        var byStore: [ObjectIdentifier: (NSPersistentStore, [RowWrite], [RowWrite], [NSManagedObjectID])] = [:]
        func slot(_ entity: NSEntityDescription) throws -> ObjectIdentifier {
            guard let store = coordinator.store(for: entity) else {
                throw CoreDataError.store(NSPersistentStoreSaveError, "no store holds entity \(entity.name ?? "")")
            }
            if store.isReadOnly {
                throw CoreDataError.store(NSPersistentStoreSaveError, "the store of \(entity.name ?? "") is read-only")
            }
            let key = ObjectIdentifier(store)
            if byStore[key] == nil { byStore[key] = (store, [], [], []) }
            return key
        }
        for object in inserted {
            let key = try slot(object.entity)
            byStore[key]?.1.append(object.rowWrite(keys: nil))
        }
        for object in updated {
            let key = try slot(object.entity)
            byStore[key]?.2.append(object.rowWrite(keys: object.changedKeys))
        }
        for object in deleted {
            let key = try slot(object.entity)
            byStore[key]?.3.append(object.objectID)
        }
        var keys: [ObjectIDKey: (Int64, NSPersistentStore)] = [:]
        var versions: [ObjectIDKey: Int64] = [:]
        var dropped = Set<ObjectIDKey>()
        for (store, inserts, updates, deletes) in byStore.values {
            let history = store.tracksHistory ? HistoryRecord(author: transactionAuthor, contextName: name) : nil
            let result = try store.engine.save(
                inserts: inserts, updates: updates, deletes: deletes, rule: conflictRule, history: history)
            for (id, key) in result.keys { keys[id] = (key, store) }
            versions.merge(result.versions) { $1 }
            dropped.formUnion(result.dropped)
        }
        for object in inserted {
            guard let (key, store) = keys[id: object.objectID] else { continue }
            let version = versions[id: object.objectID] ?? 1
            registered[object.objectID] = nil
            object.objectID = NSManagedObjectID(entity: object.entity, primaryKey: key, store: store)
            object.rowVersion = version
            register(object)
        }
        for object in updated {
            if dropped.contains(id: object.objectID) {
                fulfillFault(object)
            } else if let version = versions[id: object.objectID] {
                object.rowVersion = version
            }
        }
        for object in inserted + updated where !dropped.contains(id: object.objectID) { object.commitValues() }
        coordinator.broadcast(
            StoreChanges(
                inserted: inserted.map(\.objectID), updated: updated.map(\.objectID), deleted: deleted.map(\.objectID)),
            from: self)
        for (store, _, _, _) in byStore.values where store.postsRemoteChanges {
            var info: [AnyHashable: Any] = [NSStoreUUIDKey: store.identifier ?? ""]
            if let url = store.url { info["storeURL"] = url }
            if store.tracksHistory, let number = try? store.engine.lastTransactionNumber() {
                info[NSPersistentHistoryTokenKey] = NSPersistentHistoryToken(
                    storeIdentifier: store.identifier ?? "", transactionNumber: number)
            }
            NotificationCenter.default.post(name: .NSPersistentStoreRemoteChange, object: coordinator, userInfo: info)
        }
    }

    private func pushToParent(
        _ parent: NSManagedObjectContext, inserted: [NSManagedObject], updated: [NSManagedObject],
        deleted: [NSManagedObject]
    ) {
        let insertedValues = inserted.map { ($0.objectID, $0.entity, $0.snapshotValues()) }
        let updatedValues = updated.map { object in
            (object.objectID, object.snapshotValues().filter { object.changedKeys.contains($0.key) })
        }
        let deletedIDs = deleted.map(\.objectID)
        parent.performAndWait {
            var created: [NSManagedObject] = []
            for (id, entity, _) in insertedValues {
                let object = entity.makeObject(insertInto: nil)
                object.objectID = id
                parent.insert(object)
                created.append(object)
            }
            for ((_, _, values), object) in zip(insertedValues, created) { object.apply(values, in: parent) }
            for (id, values) in updatedValues {
                guard let object = try? parent.existingObject(with: id) else { continue }
                object.apply(values, in: parent)
            }
            for id in deletedIDs {
                if let object = try? parent.existingObject(with: id) { parent.delete(object) }
            }
            parent.processPendingChanges()
        }
        for object in inserted + updated { object.commitValues() }
    }

    // MARK: Undoing

    /// Undoes the undo manager's last group of changes (pending ones first joining it).
    open func undo() {
        processPendingChanges()
        undoManager?.undo()
    }

    /// Redoes the last undone group.
    open func redo() {
        undoManager?.redo()
    }

    func registerUndo(of object: NSManagedObject, key: String, restoring old: Any?) {
        guard let undoManager, undoManager.isUndoRegistrationEnabled else { return }
        undoManager.registerUndo(withTarget: object) { $0.restore(key, to: old) }
    }

    private func registerUndo(_ action: @escaping (NSManagedObjectContext) -> Void) {
        guard let undoManager, undoManager.isUndoRegistrationEnabled else { return }
        undoManager.registerUndo(withTarget: self, handler: action)
    }

    /// Drops every unsaved change: inserted objects leave, changed and deleted ones take their
    /// saved values again; the undo manager forgets its actions, as on iOS.
    open func rollback() {
        undoManager?.removeAllActions()
        for object in inserted.values {
            registered[object.objectID] = nil
            object.managedObjectContext = nil
        }
        for object in Array(updated.values) + Array(deleted.values) {
            object.turnIntoFault()
            fulfillFault(object)
        }
        inserted = [:]
        updated = [:]
        deleted = [:]
        pendingInserted = [:]
        pendingUpdated = [:]
        pendingDeleted = [:]
    }

    /// Forgets every object: the context is as new, and the undo manager forgets its actions.
    open func reset() {
        undoManager?.removeAllActions()
        advanceQueryGeneration()
        for object in registered.values {
            object.turnIntoFault()
            object.managedObjectContext = nil
        }
        registered = [:]
        inserted = [:]
        updated = [:]
        deleted = [:]
        pendingInserted = [:]
        pendingUpdated = [:]
        pendingDeleted = [:]
    }

    /// Reads `object`'s saved values again; its unsaved changes stay when `flag` is true.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard object.managedObjectContext === self, !object.objectID.isTemporaryID else { return }
        let kept = flag ? object.storage.filter { object.changedKeys.contains($0.key) } : [:]
        let keptKeys = flag ? object.changedKeys : []
        object.willTurnIntoFault()
        if !flag { updated[ObjectIdentifier(object)] = nil }
        object.turnIntoFault()
        object.didTurnIntoFault()
        if flag {
            object.fireFault()
            object.storage.merge(kept) { $1 }
            object.changedKeys = keptKeys
        }
    }

    /// Refreshes every registered object without changes.
    open func refreshAllObjects() {
        advanceQueryGeneration()
        for object in registered.values where !object.hasChanges { refresh(object, mergeChanges: true) }
    }

    // MARK: Merging

    /// Takes in the changes another context's save made, as its `NSManagedObjectContextDidSave`
    /// notification describes them: changed objects read their values again (keeping this
    /// context's own changes), deleted ones leave, and `ObjectsDidChange` reports it all.
    open func mergeChanges(fromContextDidSave notification: Notification) {
        let info = notification.userInfo ?? [:]
        func ids(_ key: String) -> [NSManagedObjectID] {
            ((info[key] as? Set<NSManagedObject>).map { Array($0) } ?? []).map(\.objectID)
                + ((info[key] as? Set<NSManagedObjectID>).map { Array($0) } ?? [])
        }
        merge(
            StoreChanges(
                inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey),
                deleted: ids(NSDeletedObjectsKey)))
    }

    /// Merges changes made straight in the store (a batch delete's IDs) into `contexts`.
    open class func mergeChanges(
        fromRemoteContextSave changeNotificationData: [AnyHashable: Any],
        into contexts: [NSManagedObjectContext]
    ) {
        func ids(_ key: String) -> [NSManagedObjectID] {
            (changeNotificationData[key] as? [NSManagedObjectID])
                ?? (changeNotificationData[key] as? Set<NSManagedObjectID>).map { Array($0) } ?? []
        }
        let changes = StoreChanges(
            inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey), deleted: ids(NSDeletedObjectsKey))
        for context in contexts { context.performAndWait { context.merge(changes) } }
    }

    func merge(_ changes: StoreChanges) {
        advanceQueryGeneration()
        var insertedObjects = Set<NSManagedObject>()
        var refreshed = Set<NSManagedObject>()
        var removed = Set<NSManagedObject>()
        for id in changes.inserted where registered[id] == nil {
            insertedObjects.insert(object(with: id))
        }
        for id in changes.updated {
            guard let object = registered[id] else { continue }
            refresh(object, mergeChanges: true)
            refreshed.insert(object)
        }
        for id in changes.deleted {
            guard let object = registered[id] else { continue }
            let key = ObjectIdentifier(object)
            registered[id] = nil
            updated[key] = nil
            deleted[key] = nil
            object.managedObjectContext = nil
            removed.insert(object)
        }
        guard !insertedObjects.isEmpty || !refreshed.isEmpty || !removed.isEmpty else { return }
        NotificationCenter.default.post(
            name: .NSManagedObjectContextObjectsDidChange, object: self,
            userInfo: [
                NSInsertedObjectsKey: insertedObjects, NSUpdatedObjectsKey: refreshed, NSDeletedObjectsKey: removed,
                NSRefreshedObjectsKey: refreshed,
            ])
    }

    private func observeMerges() {
        if let mergeObserver { NotificationCenter.default.removeObserver(mergeObserver) }
        mergeObserver = nil
        guard automaticallyMergesChangesFromParent else { return }
        if let parent = parentContext {
            mergeObserver = NotificationCenter.default.addObserver(
                forName: .NSManagedObjectContextDidSave, object: parent, queue: nil
            ) { [weak self] notification in
                guard let self else { return }
                let info = notification.userInfo ?? [:]
                func ids(_ key: String) -> [NSManagedObjectID] {
                    ((info[key] as? Set<NSManagedObject>).map { Array($0) } ?? []).map(\.objectID)
                }
                let changes = UncheckedBox(
                    StoreChanges(
                        inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey),
                        deleted: ids(NSDeletedObjectsKey)))
                self.perform { self.merge(changes.value) }
            }
        } else if let coordinator = coordinatorStorage {
            mergeObserver = NotificationCenter.default.addObserver(
                forName: .coordinatorDidSave, object: coordinator, queue: nil
            ) { [weak self] notification in
                guard let self, let changes = notification.userInfo?[StoreChanges.userInfoKey] as? StoreChanges,
                    (notification.userInfo?["sender"] as AnyObject?) !== self
                else { return }
                self.perform { self.merge(changes) }
            }
        }
    }
}

/// A value moved to another queue whose owner serializes its use (a context's queue).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A fetch's results as `execute(_:)` hands them back.
open class NSAsynchronousFetchResultBox: NSPersistentStoreResult, @unchecked Sendable {
    /// The fetched results.
    public let finalResult: [Any]?
    init(_ results: [Any]) {
        finalResult = results
        super.init()
    }
}

extension NSFetchRequest {
    func execute(in context: NSManagedObjectContext) throws -> [Any] { try context.fetch(self).map { $0 as Any } }
}

extension NSManagedObject {
    /// The object's values with relationships as IDs: what another context copies.
    func snapshotValues() -> [String: Any] {
        fireFault()
        // The attributes as they are (the dictionary is shared, not copied, until changed).
        var values = storage
        for name in entity.relationshipsByName.keys {
            switch values[name] {
            case let object as NSManagedObject: values[name] = object.objectID
            case let objects as [NSManagedObject]: values[name] = objects.map(\.objectID)
            default: break
            }
        }
        return values
    }

    /// What a save hands the store: every value (`keys` nil) or the changed ones, relationships as IDs.
    func rowWrite(keys: Set<String>?) -> RowWrite {
        var values = snapshotValues()
        if let keys {
            values = values.filter { keys.contains($0.key) }
            // An attribute set to nil has no value to write: NULL is written for it.
            for key in keys where values[key] == nil && entity.attributesByName[key] != nil { values[key] = NSNull() }
        }
        for relationship in entity.relationshipsByName.values where values[relationship.name] == nil {
            if keys == nil || keys?.contains(relationship.name) == true {
                values[relationship.name] = relationship.isToMany ? [NSManagedObjectID]() : NSNull()
            }
        }
        return RowWrite(id: objectID, entity: entity, values: values, committed: committed, expectedVersion: rowVersion)
    }

    /// Sets `values` (relationships as IDs, resolved in `context`).
    func apply(_ values: [String: Any], in context: NSManagedObjectContext) {
        for (key, value) in values {
            if let id = value as? NSManagedObjectID {
                setValue(context.object(with: id), forKey: key)
            } else if let ids = value as? [NSManagedObjectID] {
                setValue(ids.map { context.object(with: $0) }, forKey: key)
            } else {
                setValue(value is NSNull ? nil : value, forKey: key)
            }
        }
    }
}
