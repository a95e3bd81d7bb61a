import Foundation

/// What store a container adds: its type, file and options.
open class NSPersistentStoreDescription: NSObject, NSCopying, @unchecked Sendable {
    /// The store's type; `NSSQLiteStoreType` unless set.
    open var type: String = NSSQLiteStoreType
    /// The model configuration whose entities the store holds.
    open var configuration: String?
    /// The store's file. `/dev/null` makes an SQLite store in memory, as on iOS.
    open var url: URL?
    /// The options the coordinator is given.
    open private(set) var options: [String: NSObject] = [:]
    /// Whether saves are refused.
    open var isReadOnly: Bool = false
    /// Seconds to wait for a store another process holds.
    open var timeout: TimeInterval = 240
    /// SQLite pragmas to set when opening.
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    /// Whether the store is opened before `loadPersistentStores` returns (always true here).
    open var shouldAddStoreAsynchronously: Bool = false
    /// Whether a store of an older model version is migrated on open.
    open var shouldMigrateStoreAutomatically: Bool = true
    /// Whether the migration is inferred from the model versions.
    open var shouldInferMappingModelAutomatically: Bool = true

    /// A description of an SQLite store at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    public override init() { super.init() }

    /// Sets the store option `key`.
    open func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }

    /// Sets the SQLite pragma `name`.
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) {
        sqlitePragmas[name] = value
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSPersistentStoreDescription()
        copy.type = type
        copy.configuration = configuration
        copy.url = url
        copy.options = options
        copy.isReadOnly = isReadOnly
        copy.timeout = timeout
        copy.sqlitePragmas = sqlitePragmas
        copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
        copy.shouldMigrateStoreAutomatically = shouldMigrateStoreAutomatically
        copy.shouldInferMappingModelAutomatically = shouldInferMappingModelAutomatically
        return copy
    }

    open override var description: String {
        "<NSPersistentStoreDescription> (type: \(type), url: \(url?.absoluteString ?? "nil"))"
    }
}
