import Foundation

/// The store type of an SQLite file: what `NSPersistentStoreDescription` defaults to.
public let NSSQLiteStoreType = "SQLite"
/// A store kept in memory only, gone when the coordinator is (an SQLite database in memory here).
public let NSInMemoryStoreType = "InMemory"
/// Apple's binary store type; kept here in an SQLite file as well.
public let NSBinaryStoreType = "Binary"

/// Store options, as `NSPersistentStoreDescription.setOption(_:forKey:)` takes them.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"
public let NSStoreTypeKey = "NSStoreType"
public let NSStoreUUIDKey = "NSStoreUUID"

/// One store a coordinator reads and writes: an SQLite file (or an SQLite database in memory).
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// The kinds of store, in the iOS 15 spelling.
    public struct StoreType: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
        public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
        public static let binary = StoreType(rawValue: NSBinaryStoreType)
    }

    /// The store's type (`NSSQLiteStoreType`, `NSInMemoryStoreType`).
    open var type: String { storeType }
    /// Where the store's file is; `/dev/null` or nil for a store in memory.
    open var url: URL?
    /// The store's unique identifier, kept in the file: object IDs' URIs carry it.
    open var identifier: String!
    /// The configuration whose entities the store holds (nil: all).
    open var configurationName: String { configuration ?? "PF_DEFAULT_CONFIGURATION_NAME" }
    /// The options the store was added with.
    open private(set) var options: [AnyHashable: Any]?
    /// Whether saves are refused.
    open var isReadOnly: Bool = false
    /// The store's metadata: its type and identifier, and the version hashes and identifiers of
    /// the model it was written with (`NSStoreModelVersionHashesKey`).
    open var metadata: [String: Any]! {
        get {
            recordedMetadata.merging([NSStoreTypeKey: storeType, NSStoreUUIDKey: identifier ?? ""]) { _, own in own }
        }
        set {}
    }
    /// What `StoreMigration` recorded in the file when the store was added.
    var recordedMetadata: [String: Any] = [:]
    /// The coordinator the store was added to.
    open internal(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?

    let storeType: String
    let configuration: String?
    let engine: SQLiteStoreEngine

    init(
        type: String, configuration: String?, url: URL?, options: [AnyHashable: Any]?, model: NSManagedObjectModel
    ) throws {
        storeType = type
        self.configuration = configuration
        self.url = url
        self.options = options
        isReadOnly = (options?[NSReadOnlyPersistentStoreOption] as? Bool) ?? false
        let inMemory = type == NSInMemoryStoreType || url == nil || url?.path == "/dev/null"
        if !inMemory, let directory = url?.deletingLastPathComponent() {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let entities = model.entities(forConfigurationName: configuration) ?? model.entities
        engine = try SQLiteStoreEngine(path: inMemory ? ":memory:" : (url?.path ?? ":memory:"), entities: entities)
        super.init()
        identifier = engine.storeIdentifier
        engine.store = self
        if tracksHistory { try engine.enableHistory() }
    }

    /// Whether saves are recorded in the store's history (`NSPersistentHistoryTrackingKey`).
    var tracksHistory: Bool { Self.flag(options?[NSPersistentHistoryTrackingKey]) }
    /// Whether saves post `NSPersistentStoreRemoteChange`.
    var postsRemoteChanges: Bool { Self.flag(options?[NSPersistentStoreRemoteChangeNotificationPostOptionKey]) }

    private static func flag(_ option: Any?) -> Bool {
        (option as? Bool) ?? (option as? NSNumber)?.boolValue ?? false
    }

    /// Called when the store is added to a coordinator.
    open func didAdd(to coordinator: NSPersistentStoreCoordinator) {}

    /// Whether the store holds objects of `entity`.
    func holds(_ entity: NSEntityDescription) -> Bool { engine.tables[entity.rootEntityName] != nil }
}
