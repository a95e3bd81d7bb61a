import Foundation

/// What an entity mapping does with the source entity's objects.
public enum NSEntityMappingType: UInt, Sendable {
    /// Defined by nothing: treated as a transform.
    case undefinedEntityMappingType = 0
    /// A policy class of the app's makes the destination objects.
    case customEntityMappingType = 1
    /// A destination entity with no source: nothing to move.
    case addEntityMappingType = 2
    /// A source entity with no destination: its objects are dropped.
    case removeEntityMappingType = 3
    /// The entity is the same in both models: every object is copied as it is.
    case copyEntityMappingType = 4
    /// The entity changed: objects are copied through the property mappings.
    case transformEntityMappingType = 5
}

/// How the objects of one source entity become objects of one destination entity: the
/// property mappings that compute their values, and the policy that creates them.
open class NSEntityMapping: NSObject, @unchecked Sendable {
    /// The mapping's name, what `NSMigrationManager`'s instance lookups name (`AuthorToAuthor`).
    open var name: String!
    /// What the mapping does.
    open var mappingType: NSEntityMappingType = .undefinedEntityMappingType
    /// The entity whose objects are migrated.
    open var sourceEntityName: String?
    /// The source entity's version hash when the mapping was made.
    open var sourceEntityVersionHash: Data?
    /// The entity the objects become.
    open var destinationEntityName: String?
    /// The destination entity's version hash when the mapping was made.
    open var destinationEntityVersionHash: Data?
    /// How each attribute of a destination object gets its value.
    open var attributeMappings: [NSPropertyMapping]?
    /// How each relationship of a destination object gets its objects (after every object exists).
    open var relationshipMappings: [NSPropertyMapping]?
    /// Which source objects are migrated: nil for every object of exactly the source entity, or
    /// Xcode's `FETCH(FUNCTION($manager, "fetchRequestForSourceEntityNamed:predicateString:", "Note", "TRUEPREDICATE"), $manager.sourceContext, NO)`.
    open var sourceExpression: NSExpression?
    /// Whatever the mapping's author keeps with it.
    open var userInfo: [AnyHashable: Any]?
    /// The name of the `NSEntityMigrationPolicy` subclass that creates the destination objects
    /// (`NSStringFromClass(MyPolicy.self)`); nil for the default policy. See
    /// `NSEntityMigrationPolicy.register(_:making:)` for how the class is found on Linux.
    open var entityMigrationPolicyClassName: String?

    public override init() { super.init() }

    /// The property mappings by destination property name.
    var attributeMappingsByName: [String: NSPropertyMapping] {
        Dictionary((attributeMappings ?? []).compactMap { mapping in mapping.name.map { ($0, mapping) } }) { a, _ in a }
    }
    var relationshipMappingsByName: [String: NSPropertyMapping] {
        Dictionary((relationshipMappings ?? []).compactMap { mapping in mapping.name.map { ($0, mapping) } }) { a, _ in
            a
        }
    }

    open override var description: String {
        "(<NSEntityMapping>) name \(name ?? "nil"), mappingType \(mappingType), "
            + "\(sourceEntityName ?? "nil") -> \(destinationEntityName ?? "nil")"
    }
}
