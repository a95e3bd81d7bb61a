import Foundation

/// What a fetch hands back: managed objects, their IDs, dictionaries or counts.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// The kinds of result a fetch request asks for.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Managed objects.
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Their object IDs.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1 << 0)
    /// Dictionaries of `propertiesToFetch`.
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 1 << 1)
    /// One `NSNumber`: how many objects match.
    public static let countResultType = NSFetchRequestResultType(rawValue: 1 << 2)
}

/// The kinds of request a store executes.
public enum NSPersistentStoreRequestType: UInt, Sendable {
    case fetchRequestType = 1
    case saveRequestType = 2
    case batchInsertRequestType = 5
    case batchUpdateRequestType = 6
    case batchDeleteRequestType = 7
}

/// A request a context executes against its stores.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
    /// The stores the request is limited to (nil: all).
    open var affectedStores: [NSPersistentStore]?
    /// The request's kind.
    open var requestType: NSPersistentStoreRequestType { .fetchRequestType }
}

/// A search for objects of one entity: which (predicate), in what order (sort descriptors), how
/// many and from where (limit, offset), and in what form (result type).
///
/// `ResultType` has no `NSFetchRequestResult` constraint here: only Objective-C protocols conform
/// to themselves, and Linux has none, so `NSFetchRequest<NSFetchRequestResult>` needs it gone.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity searched; looked up by `entityName` in the context's model when nil.
    open var entity: NSEntityDescription?
    /// The name of the entity searched.
    open var entityName: String? {
        get { entityNameStorage ?? entity?.name }
        set { entityNameStorage = newValue }
    }
    private var entityNameStorage: String?
    /// Which objects match; all when nil. Evaluated in memory against each object.
    open var predicate: NSPredicate?
    /// The order of the results, first descriptor first.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most results (0: no limit).
    open var fetchLimit: Int = 0
    /// How many matching results to skip.
    open var fetchOffset: Int = 0
    /// How many objects are read at a time (every matching row is read at once here).
    open var fetchBatchSize: Int = 0
    /// The form of the results.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// Whether objects of sub-entities match too.
    open var includesSubentities: Bool = true
    /// Whether unsaved changes of the context take part.
    open var includesPendingChanges: Bool = true
    /// Whether objects come back as faults (they come back with their values here: a fault
    /// would be read at first use anyway).
    open var returnsObjectsAsFaults: Bool = true
    /// Whether property values are read (always here).
    open var includesPropertyValues: Bool = true
    /// Relationships whose destinations are read with the objects.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// The properties a dictionary result has (names or descriptions); all attributes when nil.
    open var propertiesToFetch: [Any]?
    /// Whether a dictionary result drops duplicates.
    open var returnsDistinctResults: Bool = false
    /// Properties dictionary results are grouped by.
    open var propertiesToGroupBy: [Any]?
    /// Whether fetched objects' cached values are replaced by the store's.
    open var shouldRefreshRefetchedObjects: Bool = false

    open override var requestType: NSPersistentStoreRequestType { .fetchRequestType }

    public override init() { super.init() }

    /// A request for objects of the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        entityNameStorage = entityName
    }

    /// Runs the request in the context of the current `perform` block.
    ///
    /// - Throws: what `NSManagedObjectContext.fetch(_:)` throws; outside a `perform` block of a
    ///   context, a `persistentStoreOperation` error (Apple raises an exception).
    open func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.current else {
            throw CoreDataError.store(NSPersistentStoreOperationError, "execute() needs a context's perform block")
        }
        return try context.fetch(self)
    }

    open override var description: String {
        "<NSFetchRequest> (entity: \(entityName ?? "nil"); predicate: (\(predicate.map { "\($0)" } ?? "nil")); "
            + "fetchLimit: \(fetchLimit); fetchOffset: \(fetchOffset))"
    }
}

/// What a batch request reports.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0
    case resultTypeObjectIDs = 1
    case resultTypeCount = 2
}

/// The result of executing a persistent-store request.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// The result of a batch delete: a status, the deleted objects' IDs or their count.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the IDs or the count, by the request's `resultType`.
    open internal(set) var result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

/// Deletes every object a fetch request matches straight in the store, without loading them
/// into a context (contexts learn of it only through `mergeChanges(fromRemoteContextSave:into:)`).
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The request whose matches are deleted.
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    /// What the result holds.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    let objectIDs: [NSManagedObjectID]?

    open override var requestType: NSPersistentStoreRequestType { .batchDeleteRequestType }

    /// Deletes what `fetch` matches.
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
        fetchRequest = fetch
        objectIDs = nil
        super.init()
    }

    /// Deletes the objects `objects` names (all of one entity).
    public init(objectIDs objects: [NSManagedObjectID]) {
        let request = NSFetchRequest<any NSFetchRequestResult>()
        request.entity = objects.first?.entity
        fetchRequest = request
        objectIDs = objects
        super.init()
    }
}
