import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `addPersistentStore` does before and after opening a store file: compare the model that
/// wrote it (its metadata's version hashes) with the coordinator's, and migrate or refuse it.
///
/// - Same hashes, a new file, or a file written before stores recorded hashes: opened as it is
///   (the schema creation adds any missing table or column, as it always did).
/// - Other hashes without `NSMigratePersistentStoresAutomaticallyOption`: refused with
///   `NSPersistentStoreIncompatibleVersionHashError` (134100), the file untouched.
/// - With it: the source model is looked for among the other versions of the coordinator's
///   model file, then the main bundle's models (`NSManagedObjectModel.mergedModel(from:forStoreMetadata:)`);
///   none is `NSMigrationMissingSourceModelError` (134130). A mapping model found in the bundles
///   runs through `NSMigrationManager` into a new file that then replaces the store (none is
///   found today: mapping model files are not read); else, with
///   `NSInferMappingModelAutomaticallyOption`, the inferred mapping runs as
///   `SQLiteLightweightMigration`, in one transaction. Neither is
///   `NSMigrationMissingMappingModelError` (134140); a mapping that cannot be inferred is
///   `NSInferredMappingModelError` (134190). Any failure leaves the file as it was.
enum StoreMigration {
    /// The metadata to record once the store is open, and what the file had.
    struct Prepared {
        var metadata: [String: Any]
        var stored: [String: Any]?
    }

    static func prepare(
        type: String, configuration: String?, url: URL?, options: [AnyHashable: Any]?, model: NSManagedObjectModel
    ) throws -> Prepared {
        guard type != NSInMemoryStoreType, let url, url.path != "/dev/null" else {
            return Prepared(
                metadata: StoreMetadata.describing(model, configuration: configuration, type: type, identifier: nil))
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            return Prepared(
                metadata: StoreMetadata.describing(model, configuration: configuration, type: type, identifier: nil))
        }
        guard let stored = try StoreMetadata.read(at: url, type: type),
            let storedHashes = StoreMetadata.hashes(in: stored)
        else {
            return Prepared(
                metadata: StoreMetadata.describing(model, configuration: configuration, type: type, identifier: nil))
        }
        let identifier = stored[NSStoreUUIDKey] as? String
        let metadata = StoreMetadata.describing(model, configuration: configuration, type: type, identifier: identifier)
        if model.isConfiguration(withName: configuration, compatibleWithStoreMetadata: stored) {
            return Prepared(metadata: metadata, stored: stored)
        }
        let own = StoreMetadata.hashes(in: metadata) ?? [:]
        let differing = Set(own.keys).union(storedHashes.keys).filter { own[$0] != storedHashes[$0] }.sorted()
        guard StoreMetadata.flag(options, NSMigratePersistentStoresAutomaticallyOption) else {
            throw CoreDataError.migration(
                NSPersistentStoreIncompatibleVersionHashError,
                "The model used to open the store is incompatible with the one used to create the store "
                    + "(entities \(differing.joined(separator: ", ")) differ); "
                    + "NSMigratePersistentStoresAutomaticallyOption would migrate it", url: url)
        }
        guard !StoreMetadata.flag(options, NSReadOnlyPersistentStoreOption) else {
            throw CoreDataError.migration(
                NSPersistentStoreIncompatibleVersionHashError,
                "the store was written by another model version and is opened read-only, so it cannot be migrated",
                url: url)
        }
        guard let source = sourceModel(for: stored, configuration: configuration, besides: model) else {
            throw CoreDataError.migration(
                NSMigrationMissingSourceModelError,
                "Can't find model for source store: no version beside the model, nor in the main bundle, has the "
                    + "store's version hashes (entities \(differing.joined(separator: ", ")) differ)", url: url)
        }
        if let mapping = NSMappingModel(from: nil, forSourceModel: source, destinationModel: model) {
            try migrateThroughManager(url: url, type: type, mapping: mapping, source: source, destination: model)
            return Prepared(metadata: metadata, stored: nil)
        }
        guard StoreMetadata.flag(options, NSInferMappingModelAutomaticallyOption) else {
            throw CoreDataError.migration(
                NSMigrationMissingMappingModelError,
                "no mapping model from the store's model version, and NSInferMappingModelAutomaticallyOption is not set",
                url: url)
        }
        let mapping: NSMappingModel
        do {
            mapping = try NSMappingModel.inferredMappingModel(forSourceModel: source, destinationModel: model)
        } catch {
            throw CoreDataError.migration(
                NSInferredMappingModelError, (error as NSError).localizedDescription, url: url, underlying: error)
        }
        try SQLiteLightweightMigration(
            url: url, mapping: mapping, sourceEntities: source.entities.filter { storedHashes[$0.name ?? ""] != nil },
            destinationEntities: model.entities(forConfigurationName: configuration) ?? model.entities
        ).run(recording: metadata)
        return Prepared(metadata: metadata, stored: metadata)
    }

    /// Records the model in the opened store's file (unless it is read-only or already says so).
    static func record(_ prepared: Prepared, in store: NSPersistentStore) throws {
        var metadata = prepared.metadata
        metadata[NSStoreUUIDKey] = store.identifier
        store.recordedMetadata = metadata
        guard !store.isReadOnly, !store.engine.isInMemory, let url = store.url else { return }
        if let stored = prepared.stored, StoreMetadata.sameModel(stored, metadata) { return }
        try StoreMetadata.write(metadata, at: url.path)
    }

    /// The model that wrote a store with `metadata`: a sibling version of `model`, else one of
    /// the main bundle's.
    static func sourceModel(
        for metadata: [String: Any], configuration: String?, besides model: NSManagedObjectModel
    ) -> NSManagedObjectModel? {
        for candidate in model.siblingVersions {
            if candidate.isConfiguration(withName: configuration, compatibleWithStoreMetadata: metadata)
                || candidate.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata)
            {
                return candidate
            }
        }
        return NSManagedObjectModel.mergedModel(from: [Bundle.main], forStoreMetadata: metadata)
    }

    /// A heavyweight migration of the store at `url` into a new file beside it, which then
    /// replaces it.
    static func migrateThroughManager(
        url: URL, type: String, mapping: NSMappingModel, source: NSManagedObjectModel,
        destination: NSManagedObjectModel
    ) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).migrating-\(UUID().uuidString)")
        let manager = NSMigrationManager(sourceModel: source, destinationModel: destination)
        try manager.migrateStore(
            from: url, sourceType: type, options: nil, with: mapping, toDestinationURL: temporary,
            destinationType: type, destinationOptions: nil)
        defer { NSMigrationManager.removeFiles(at: temporary) }
        try replaceStoreFile(at: url, with: temporary)
    }

    /// Puts a copy of the store file at `source` in place of the one at `destination` with one
    /// `rename(2)`: a reader sees the old store or the new one, never a mix.
    ///
    /// Both are checkpointed first (their write-ahead logs emptied into the files), so the old
    /// store's `-wal` and `-shm`, removed just before the rename, hold nothing.
    static func replaceStoreFile(at destination: URL, with source: URL) throws {
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw CoreDataError.migration(NSPersistentStoreOperationError, "no store file to copy", url: source)
        }
        try checkpoint(source)
        let staged = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).replacing-\(UUID().uuidString)")
        do {
            try FileManager.default.copyItem(at: source, to: staged)
            if FileManager.default.fileExists(atPath: destination.path) { try checkpoint(destination) }
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: destination.path + suffix) }
            guard rename(staged.path, destination.path) == 0 else {
                throw CoreDataError.migration(
                    NSPersistentStoreOperationError,
                    "the new store file cannot take the old one's place (errno \(errno))",
                    url: destination)
            }
        } catch {
            try? FileManager.default.removeItem(at: staged)
            throw error
        }
    }

    /// Empties the store file's write-ahead log into it.
    private static func checkpoint(_ url: URL) throws {
        let database = try SQLiteDatabase(path: url.path)
        defer { database.close() }
        _ = try database.query("PRAGMA wal_checkpoint(TRUNCATE)")
    }
}

extension NSPersistentStoreCoordinator {
    /// Replaces the store file at `destinationURL` with a copy of the one at `sourceURL`, in
    /// one atomic rename: how an app puts a store it migrated with `NSMigrationManager` in
    /// place. Neither store should be open in a coordinator meanwhile.
    ///
    /// - Throws: `NSPersistentStoreOperationError` when the source is missing or the file
    ///   cannot be moved; SQLite's error when either is not a store.
    public func replacePersistentStore(
        at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
        withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil, ofType storeType: String
    ) throws {
        try StoreMigration.replaceStoreFile(at: destinationURL, with: sourceURL)
    }

    /// The iOS 15 spelling of `replacePersistentStore(at:destinationOptions:withPersistentStoreFrom:sourceOptions:ofType:)`.
    public func replacePersistentStore(
        at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
        withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
        type storeType: NSPersistentStore.StoreType
    ) throws {
        try StoreMigration.replaceStoreFile(at: destinationURL, with: sourceURL)
    }
}
