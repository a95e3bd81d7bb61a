import Foundation

/// What a batch update reports.
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0
    case updatedObjectIDsResultType = 1
    case updatedObjectsCountResultType = 2
}

/// Sets properties of every object of an entity a predicate matches straight in the store, in one
/// SQL statement, without loading them into a context. Contexts keep the values they hold until
/// they refresh the objects or merge the changes (`mergeChanges(fromRemoteContextSave:into:)`
/// with the IDs the `.updatedObjectIDsResultType` result gives), as on iOS; each row's version
/// moves on, so a context saving an object it read before sees the conflict.
open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity updated.
    public let entity: NSEntityDescription?
    /// The name of the entity updated.
    public let entityName: String
    /// Which objects are updated (all when nil).
    open var predicate: NSPredicate?
    /// Whether objects of sub-entities are updated too.
    open var includesSubentities: Bool = true
    /// What the result holds.
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
    /// The new values by property name (or `NSPropertyDescription`): constants of the
    /// attribute's type, or `NSNull` for nil (Linux's Foundation has no `NSExpression`).
    /// Attributes only; a relationship is refused with `NSPersistentStoreOperationError`.
    open var propertiesToUpdate: [AnyHashable: Any]?

    open override var requestType: NSPersistentStoreRequestType { .batchUpdateRequestType }

    /// Updates objects of the entity named `entityName` in the context's model.
    public init(entityName: String) {
        self.entityName = entityName
        entity = nil
        super.init()
    }

    /// Updates objects of `entity`.
    public init(entity: NSEntityDescription) {
        self.entity = entity
        entityName = entity.name ?? ""
        super.init()
    }
}

/// The result of a batch update: a status, the updated objects' IDs or their count.
open class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the IDs or the count, by `resultType`.
    open private(set) var result: Any?
    /// The form `result` takes.
    public let resultType: NSBatchUpdateRequestResultType

    init(result: Any?, resultType: NSBatchUpdateRequestResultType) {
        self.result = result
        self.resultType = resultType
        super.init()
    }
}
