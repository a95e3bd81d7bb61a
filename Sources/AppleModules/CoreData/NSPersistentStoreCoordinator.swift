import Foundation

/// Joins a model to its stores: contexts fetch and save through it.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model the stores hold objects of.
    public let managedObjectModel: NSManagedObjectModel
    private let lock = NSRecursiveLock()
    private var stores: [NSPersistentStore] = []
    /// The coordinator's name, for debugging.
    open var name: String?

    /// A coordinator of `model`'s objects, with no store yet.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        ModelRegistry.shared.add(model)
    }

    /// The stores added so far.
    open var persistentStores: [NSPersistentStore] {
        lock.lock()
        defer { lock.unlock() }
        return stores
    }

    /// Opens the store at `url` (creating it if needed) and adds it; a store written by another
    /// version of the model is migrated first when `options` allow it (see `StoreMigration`).
    ///
    /// - Throws: `NSPersistentStoreOpenError` when the file is not a readable SQLite store;
    ///   `NSPersistentStoreInvalidTypeError` for a store type other than SQLite, in-memory or binary;
    ///   `NSPersistentStoreIncompatibleVersionHashError`, `NSMigrationMissingSourceModelError`,
    ///   `NSInferredMappingModelError` or `NSMigrationError` when the store's model differs and
    ///   cannot be migrated (the file is left as it was).
    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        guard [NSSQLiteStoreType, NSInMemoryStoreType, NSBinaryStoreType].contains(storeType) else {
            throw CoreDataError.store(NSPersistentStoreInvalidTypeError, "unknown store type \(storeType)")
        }
        let metadata = try StoreMigration.prepare(
            type: storeType, configuration: configuration, url: storeURL, options: options, model: managedObjectModel)
        let store = try NSPersistentStore(
            type: storeType, configuration: configuration, url: storeURL, options: options, model: managedObjectModel)
        try StoreMigration.record(metadata, in: store)
        store.persistentStoreCoordinator = self
        lock.lock()
        stores.append(store)
        lock.unlock()
        store.didAdd(to: self)
        return store
    }

    /// The iOS 15 spelling of `addPersistentStore(ofType:configurationName:at:options:)`.
    @discardableResult
    open func addPersistentStore(
        type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        try addPersistentStore(ofType: type.rawValue, configurationName: configuration, at: storeURL, options: options)
    }

    /// Adds the store `storeDescription` describes and tells `block` how it went.
    open func addPersistentStore(
        with storeDescription: NSPersistentStoreDescription,
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        var options: [AnyHashable: Any] = storeDescription.options
        if storeDescription.isReadOnly { options[NSReadOnlyPersistentStoreOption] = true }
        options[NSMigratePersistentStoresAutomaticallyOption] =
            options[NSMigratePersistentStoresAutomaticallyOption] ?? storeDescription.shouldMigrateStoreAutomatically
        options[NSInferMappingModelAutomaticallyOption] =
            options[NSInferMappingModelAutomaticallyOption] ?? storeDescription.shouldInferMappingModelAutomatically
        do {
            try addPersistentStore(
                ofType: storeDescription.type, configurationName: storeDescription.configuration,
                at: storeDescription.url, options: options)
            block(storeDescription, nil)
        } catch {
            block(storeDescription, error)
        }
    }

    /// Removes `store`: its objects can no longer be fetched or saved.
    open func remove(_ store: NSPersistentStore) throws {
        lock.lock()
        stores.removeAll { $0 === store }
        lock.unlock()
        store.engine.close()
        store.persistentStoreCoordinator = nil
    }

    /// The store whose file is `url`.
    open func persistentStore(for url: URL) -> NSPersistentStore? {
        persistentStores.first { $0.url?.standardizedFileURL == url.standardizedFileURL }
    }

    /// Where `store`'s file is.
    open func url(for store: NSPersistentStore) -> URL { store.url ?? URL(fileURLWithPath: "/dev/null") }

    /// The ID an object's `uriRepresentation()` names, if it names one of these stores' objects.
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        guard url.scheme == "x-coredata", let host = url.host else { return nil }
        let parts = url.path.split(separator: "/").map(String.init)
        guard parts.count == 2, parts[1].hasPrefix("p"), let key = Int64(parts[1].dropFirst()),
            let store = persistentStores.first(where: { $0.identifier == host }),
            let entity = managedObjectModel.entitiesByName[parts[0]]
        else { return nil }
        return NSManagedObjectID(entity: entity, primaryKey: key, store: store)
    }

    /// Deletes the store's file (and its journal files) and removes the store if added.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        if let store = persistentStore(for: url) { try remove(store) }
        guard url.path != "/dev/null" else { return }
        for suffix in ["", "-wal", "-shm"] {
            let path = url.path + suffix
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        }
    }

    /// The iOS 15 spelling of `destroyPersistentStore(at:ofType:options:)`.
    open func destroyPersistentStore(
        at url: URL, type: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil
    ) throws {
        try destroyPersistentStore(at: url, ofType: type.rawValue, options: options)
    }

    /// Runs `block` now, on the caller's thread: the coordinator serializes its stores itself.
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` now.
    open func performAndWait(_ block: () -> Void) { block() }

    /// The store holding objects of `entity`.
    func store(for entity: NSEntityDescription) -> NSPersistentStore? {
        persistentStores.first { $0.holds(entity) }
    }

    /// Tells every context on this coordinator (but `sender`) that a save changed these objects.
    /// The point in history after the last save to `stores` (all the coordinator's if nil) that
    /// record history; nil when none does.
    open func currentPersistentHistoryToken(fromStores stores: [Any]?) -> NSPersistentHistoryToken? {
        let candidates = stores?.compactMap { $0 as? NSPersistentStore } ?? persistentStores
        guard let store = candidates.first(where: \.tracksHistory),
            let number = try? store.engine.lastTransactionNumber()
        else { return nil }
        return NSPersistentHistoryToken(storeIdentifier: store.identifier ?? "", transactionNumber: number)
    }

    func broadcast(_ changes: StoreChanges, from sender: NSManagedObjectContext) {
        NotificationCenter.default.post(
            name: .coordinatorDidSave, object: self, userInfo: [StoreChanges.userInfoKey: changes, "sender": sender])
    }
}

/// What one save changed, by object ID, for the contexts that merge it.
struct StoreChanges: @unchecked Sendable {
    static let userInfoKey = "OpenUIKitStoreChanges"
    var inserted: [NSManagedObjectID]
    var updated: [NSManagedObjectID]
    var deleted: [NSManagedObjectID]
}

extension Notification.Name {
    /// Posted by a coordinator after a save reached its store (ours, internal).
    static let coordinatorDidSave = Notification.Name("OpenUIKitCoordinatorDidSave")
}
