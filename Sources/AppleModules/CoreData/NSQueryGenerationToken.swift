import Foundation

/// A generation of the stores' data that a context's reads can be pinned to
/// (`NSManagedObjectContext.setQueryGenerationFrom(_:)`).
///
/// As on Apple platforms, a generation is an SQLite read transaction kept open in write-ahead-log
/// mode: each store of the coordinator gets a second connection that began reading when the
/// generation was taken, so fetches, faults and counts see the rows as they were then while other
/// contexts save. It costs an open file per store and keeps the log from being checkpointed past
/// it until no context uses the generation.
open class NSQueryGenerationToken: NSObject, NSCopying, @unchecked Sendable {
    /// Where a context's reads come from.
    enum Pin {
        /// The stores' newest data at each read.
        case unpinned
        /// The newest data at the context's next read, then held (`current`).
        case current
        /// A generation taken already.
        case generation(NSQueryGenerationToken)
    }

    /// The readers of the generation, by store; empty for `current`.
    let readers: [ObjectIdentifier: SQLiteStoreEngine]

    /// The token that pins a context to the stores' data as of its next read; saving, merging,
    /// `reset()` and `refreshAllObjects()` move it to the data as it is then.
    open class var current: NSQueryGenerationToken { currentToken }
    private static let currentToken = NSQueryGenerationToken(readers: [:])

    init(readers: [ObjectIdentifier: SQLiteStoreEngine]) {
        self.readers = readers
        super.init()
    }

    /// The generation of `stores` as they are now.
    convenience init(taking stores: [NSPersistentStore]) throws {
        var readers: [ObjectIdentifier: SQLiteStoreEngine] = [:]
        for store in stores { readers[ObjectIdentifier(store)] = try SQLiteStoreEngine(snapshotOf: store.engine) }
        self.init(readers: readers)
    }

    /// A token is immutable: its copy is itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

extension NSManagedObjectContext {
    /// The generation the context's reads are pinned to; nil when they see the newest data. A
    /// context pinned to `current` that has not read yet takes its generation here.
    public var queryGenerationToken: NSQueryGenerationToken? {
        switch generationPin {
        case .unpinned: return nil
        case .generation(let token): return token
        case .current: return try? takeGeneration()
        }
    }

    /// Pins the context's reads to `generation` (`NSQueryGenerationToken.current` for the data as
    /// of the next read, another context's `queryGenerationToken` for its generation), or unpins
    /// them with nil. Saving, merging changes, `reset()` and `refreshAllObjects()` move a pinned
    /// context to the newest data, as on Apple platforms.
    ///
    /// - Throws: `NSPersistentStoreOperationError` when a store of the context's coordinator is in
    ///   memory (generations need the SQLite file's write-ahead log, as Apple's do), when the
    ///   context reads through a parent context, or when `generation` belongs to other stores. The
    ///   context's pin stays as it was.
    public func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {
        guard let generation else {
            generationPin = .unpinned
            return
        }
        guard parent == nil, let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError,
                "query generations are set on a context of a persistent store coordinator, not on a child context")
        }
        if let store = coordinator.persistentStores.first(where: { $0.engine.isInMemory }) {
            throw CoreDataError.store(
                NSPersistentStoreOperationError,
                "the store \(store.identifier ?? "") is in memory; query generations need an SQLite store in a file")
        }
        if generation === NSQueryGenerationToken.current {
            generationPin = .current
            return
        }
        let stores = Set(coordinator.persistentStores.map(ObjectIdentifier.init))
        guard Set(generation.readers.keys) == stores else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError, "the query generation token belongs to other persistent stores")
        }
        generationPin = .generation(generation)
    }

    /// The engine reads of `store` go through: the pinned generation's reader, else the store's.
    func reader(for store: NSPersistentStore) throws -> SQLiteStoreEngine {
        switch generationPin {
        case .unpinned: return store.engine
        case .generation(let token): return token.readers[ObjectIdentifier(store)] ?? store.engine
        case .current: return try takeGeneration().readers[ObjectIdentifier(store)] ?? store.engine
        }
    }

    /// Takes the generation of the coordinator's stores as they are now and pins to it.
    private func takeGeneration() throws -> NSQueryGenerationToken {
        let token = try NSQueryGenerationToken(taking: persistentStoreCoordinator?.persistentStores ?? [])
        generationPin = .generation(token)
        return token
    }

    /// A pinned context moves to the newest data (saving, merging, resetting, refreshing).
    func advanceQueryGeneration() {
        if case .generation = generationPin { generationPin = .current }
    }
}
