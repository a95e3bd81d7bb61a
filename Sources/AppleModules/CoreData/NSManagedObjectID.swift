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
    let temporaryIdentifier: UUID?
    let storeIdentifier: String?

    init(entity: NSEntityDescription, primaryKey: Int64, store: NSPersistentStore?) {
        entityDescription = entity
        self.primaryKey = primaryKey
        temporaryIdentifier = nil
        persistentStore = store
        storeIdentifier = store?.identifier
    }

    init(temporaryFor entity: NSEntityDescription) {
        entityDescription = entity
        primaryKey = nil
        temporaryIdentifier = UUID()
        storeIdentifier = nil
    }

    /// A URL naming the object, which `NSPersistentStoreCoordinator.managedObjectID(forURIRepresentation:)`
    /// turns back into this ID: `x-coredata://<store>/<Entity>/p<key>` (temporary: `…/t<UUID>`).
    open func uriRepresentation() -> URL {
        let entityName = entityDescription.name ?? ""
        let key = primaryKey.map { "p\($0)" } ?? "t\(temporaryIdentifier?.uuidString ?? "")"
        return URL(string: "x-coredata://\(storeIdentifier ?? "")/\(entityName)/\(key)")
            ?? URL(fileURLWithPath: "/\(entityName)/\(key)")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        if let key = primaryKey {
            return key == other.primaryKey && entityDescription.rootEntityName == other.entityDescription.rootEntityName
                && storeIdentifier == other.storeIdentifier
        }
        return temporaryIdentifier == other.temporaryIdentifier
    }

    open override var hash: Int {
        var hasher = Hasher()
        if let key = primaryKey {
            hasher.combine(key)
            hasher.combine(entityDescription.rootEntityName)
        } else {
            hasher.combine(temporaryIdentifier)
        }
        return hasher.finalize()
    }

    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
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
