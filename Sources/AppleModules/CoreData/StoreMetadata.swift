import Foundation

/// The metadata keys of the model a store was written with.
public let NSStoreModelVersionHashesKey = "NSStoreModelVersionHashes"
public let NSStoreModelVersionIdentifiersKey = "NSStoreModelVersionIdentifiers"
public let NSStoreModelVersionHashesVersionKey = "NSStoreModelVersionHashesVersion"
public let NSPersistenceFrameworkVersionKey = "NSPersistenceFrameworkVersion"

/// A store file's metadata: the property list in Z_METADATA's Z_PLIST (the model's entity
/// version hashes and version identifiers) with the store's type and Z_UUID.
///
/// Read before a store opens (one extra SQLite connection, a few milliseconds) so an
/// incompatible store is refused or migrated before any table is touched; written after it
/// opened, and only when it changed.
enum StoreMetadata {
    /// Version of the hash layout `NSEntityDescription.versionHash` writes.
    static let hashesVersion = 3

    /// What a store written by `model`'s `configuration` records.
    static func describing(
        _ model: NSManagedObjectModel, configuration: String?, type: String, identifier: String?
    ) -> [String: Any] {
        let entities = model.entities(forConfigurationName: configuration) ?? model.entities
        var hashes: [String: Data] = [:]
        for entity in entities { if let name = entity.name { hashes[name] = entity.versionHash } }
        var metadata: [String: Any] = [
            NSStoreTypeKey: type, NSStoreModelVersionHashesKey: hashes,
            NSStoreModelVersionIdentifiersKey: model.versionIdentifiers.map { "\($0)" }.sorted(),
            NSStoreModelVersionHashesVersionKey: hashesVersion, NSPersistenceFrameworkVersionKey: 1,
        ]
        if let identifier { metadata[NSStoreUUIDKey] = identifier }
        return metadata
    }

    /// The hashes a metadata dictionary records, however the property list typed them.
    static func hashes(in metadata: [String: Any]) -> [String: Data]? {
        guard let stored = metadata[NSStoreModelVersionHashesKey] as? [String: Any] else { return nil }
        var hashes: [String: Data] = [:]
        for (name, value) in stored {
            if let data = value as? Data {
                hashes[name] = data
            } else if let data = value as? NSData {
                hashes[name] = data as Data
            }
        }
        return hashes
    }

    /// The metadata of the SQLite store at `url`, or nil when the file is a database without
    /// Core Data's tables yet (a new store).
    ///
    /// - Throws: `NSFileReadNoSuchFileError` when there is no file; `NSPersistentStoreOpenError`
    ///   when it is not an SQLite database or its Z_PLIST is not a property list.
    static func read(at url: URL, type: String) throws -> [String: Any]? {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: CocoaError.fileReadNoSuchFile.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "\(url.path): no store file here", NSURLErrorKey: url])
        }
        let database = try SQLiteDatabase(path: url.path)
        defer { database.close() }
        let tables = try database.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(SQLiteStoreEngine.metadataTable)]
        )
        guard !tables.isEmpty else { return nil }
        let rows = try database.query("SELECT Z_UUID, Z_PLIST FROM \(SQLiteStoreEngine.metadataTable) LIMIT 1")
        guard let row = rows.first else { return nil }
        var metadata: [String: Any] = [:]
        if case .blob(let data) = row[1], !data.isEmpty {
            guard
                let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else {
                throw CoreDataError.store(
                    NSPersistentStoreOpenError,
                    "\(url.path): the store's metadata (\(SQLiteStoreEngine.metadataTable).Z_PLIST) is not a property list"
                )
            }
            metadata = list
        }
        metadata[NSStoreTypeKey] = type
        if case .text(let identifier) = row[0] { metadata[NSStoreUUIDKey] = identifier }
        return metadata
    }

    /// Writes `metadata` into the store file at `path` (its Z_METADATA row exists: the store is open).
    static func write(_ metadata: [String: Any], at path: String) throws {
        var list = metadata
        list[NSStoreUUIDKey] = nil
        let data = try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
        let database = try SQLiteDatabase(path: path)
        defer { database.close() }
        try database.execute("UPDATE \(SQLiteStoreEngine.metadataTable) SET Z_PLIST = ?", [.blob(data)])
    }

    /// Whether two metadata dictionaries record the same model.
    static func sameModel(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        hashes(in: a) == hashes(in: b)
            && (a[NSStoreModelVersionIdentifiersKey] as? [String])
                == (b[NSStoreModelVersionIdentifiersKey] as? [String])
    }

    /// A bool store option, however it was given (`true`, `NSNumber`).
    static func flag(_ options: [AnyHashable: Any]?, _ key: String) -> Bool {
        guard let value = options?[key] else { return false }
        if let bool = value as? Bool { return bool }
        return (value as? NSNumber)?.boolValue ?? false
    }
}

extension NSPersistentStoreCoordinator {
    /// The metadata of the store at `url`: its type, identifier, and the version hashes and
    /// identifiers of the model that wrote it. Reads the file without adding the store.
    ///
    /// - Throws: `NSFileReadNoSuchFileError` without a file; `NSPersistentStoreOpenError` when
    ///   it is not a readable store.
    public class func metadataForPersistentStore(
        ofType storeType: String, at url: URL, options: [AnyHashable: Any]? = nil
    ) throws -> [String: Any] {
        guard storeType != NSInMemoryStoreType, url.path != "/dev/null" else {
            throw CoreDataError.store(NSPersistentStoreOperationError, "a store in memory has no file to read")
        }
        return try StoreMetadata.read(at: url, type: storeType) ?? [NSStoreTypeKey: storeType]
    }

    /// The iOS 15 spelling of `metadataForPersistentStore(ofType:at:options:)`.
    public class func metadataForPersistentStore(
        type: NSPersistentStore.StoreType, at url: URL, options: [AnyHashable: Any]? = nil
    ) throws -> [String: Any] {
        try metadataForPersistentStore(ofType: type.rawValue, at: url, options: options)
    }

    /// The metadata of `store`, as it was recorded when the store was added.
    public func metadata(for store: NSPersistentStore) -> [String: Any] { store.metadata }
}
