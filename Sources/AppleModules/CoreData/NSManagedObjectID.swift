import Foundation

/// Which object of which store: an entity and the row's primary key, or a temporary identity
/// until the object's first save.
open class NSManagedObjectID: NSObject, NSCopying, @unchecked Sendable {
    /// The entity of the object.
    open var entity: NSEntityDescription { entityDescription }
    /// The store the object lives in, nil while temporary.
    open weak var persistentStore: NSPersistentStore?
    /// Whether the object has not been saved yet: its ID changes when it is.
    open var isTemporaryID: Bool { primaryKey == nil }

    let entityDescription: NSEntityDescription
    let primaryKey: Int64?
    /// A temporary ID's number: unique in the process (Apple's are a UUID of the process and a
    /// count too), without a UUID made per object.
    let temporaryNumber: UInt64?
    let storeIdentifier: String?
    /// The root entity's name, and the hash: the fields are constant, and dictionaries keyed by
    /// IDs (every context's registry) ask for the hash at every lookup.
    private let rootName: String
    let hashCache: Int

    init(entity: NSEntityDescription, primaryKey: Int64, store: NSPersistentStore?) {
        entityDescription = entity
        self.primaryKey = primaryKey
        temporaryNumber = nil
        persistentStore = store
        storeIdentifier = store?.identifier
        rootName = entity.rootEntityName
        var hasher = Hasher()
        hasher.combine(primaryKey)
        hasher.combine(rootName)
        hashCache = hasher.finalize()
    }

    init(temporaryFor entity: NSEntityDescription) {
        entityDescription = entity
        primaryKey = nil
        let number = TemporaryNumbers.next()
        temporaryNumber = number
        storeIdentifier = nil
        rootName = entity.rootEntityName
        hashCache = number.hashValue
    }

    /// A URL naming the object, which `NSPersistentStoreCoordinator.managedObjectID(forURIRepresentation:)`
    /// turns back into this ID: `x-coredata://<store>/<Entity>/p<key>` (temporary: `…/t<UUID>`).
    open func uriRepresentation() -> URL {
        let entityName = entityDescription.name ?? ""
        let key = primaryKey.map { "p\($0)" } ?? "t\(TemporaryNumbers.process)\(temporaryNumber ?? 0)"
        return URL(string: "x-coredata://\(storeIdentifier ?? "")/\(entityName)/\(key)")
            ?? URL(fileURLWithPath: "/\(entityName)/\(key)")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return names(sameObjectAs: other)
    }

    /// Whether the two IDs name one object: `isEqual(_:)` without its cast.
    final func names(sameObjectAs other: NSManagedObjectID) -> Bool {
        if other === self { return true }
        if let key = primaryKey {
            return key == other.primaryKey && rootName == other.rootName && storeIdentifier == other.storeIdentifier
        }
        return temporaryNumber == other.temporaryNumber
    }

    open override var hash: Int { hashCache }

    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}

/// An ID as a dictionary key or set member without NSObject's dynamic `hash` and `isEqual(_:)`
/// (the latter boxes its argument and casts it back): the maps a fetch or a save consults once
/// per object are keyed by it.
struct ObjectIDKey: Hashable {
    let id: NSManagedObjectID
    init(_ id: NSManagedObjectID) { self.id = id }
    func hash(into hasher: inout Hasher) { hasher.combine(id.hashCache) }
    static func == (a: ObjectIDKey, b: ObjectIDKey) -> Bool { a.id.names(sameObjectAs: b.id) }
}

extension Dictionary where Key == ObjectIDKey {
    subscript(id id: NSManagedObjectID) -> Value? {
        get { self[ObjectIDKey(id)] }
        set { self[ObjectIDKey(id)] = newValue }
    }
}

extension Set where Element == ObjectIDKey {
    func contains(id: NSManagedObjectID) -> Bool { contains(ObjectIDKey(id)) }
}

/// A context's objects by ID (``ObjectIDKey``: a fetch looks up the ID of every row it reads).
struct ObjectRegistry: ExpressibleByDictionaryLiteral {
    private var objects: [ObjectIDKey: NSManagedObject] = [:]

    init(dictionaryLiteral elements: (NSManagedObjectID, NSManagedObject)...) {
        for (id, object) in elements { objects[id: id] = object }
    }

    subscript(id: NSManagedObjectID) -> NSManagedObject? {
        get { objects[id: id] }
        set { objects[id: id] = newValue }
    }

    var values: Dictionary<ObjectIDKey, NSManagedObject>.Values { objects.values }
}

extension NSEntityDescription {
    /// The entity at the top of this one's inheritance: the table its objects are rows of.
    var rootEntity: NSEntityDescription {
        var entity = self
        while let parent = entity.superentity { entity = parent }
        return entity
    }

    var rootEntityName: String { rootEntity.name ?? "" }
}

/// The numbers of temporary IDs, and the process's UUID their URIs carry.
enum TemporaryNumbers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: UInt64 = 0
    static let process = UUID().uuidString

    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
