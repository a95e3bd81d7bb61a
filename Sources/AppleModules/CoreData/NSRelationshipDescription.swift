import Foundation

/// What deleting an object does to the objects its relationship reaches.
public enum NSDeleteRule: UInt, Sendable {
    /// Nothing: the destinations keep pointing at the deleted object until they are saved.
    case noActionDeleteRule = 0
    /// The destinations' inverse stops pointing at the deleted object.
    case nullifyDeleteRule = 1
    /// The destinations are deleted too.
    case cascadeDeleteRule = 2
    /// The save fails while the relationship still reaches any object.
    case denyDeleteRule = 3
}

/// A relationship of an entity: its destination, inverse, cardinality and delete rule.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The entity the relationship reaches.
    open var destinationEntity: NSEntityDescription? {
        get { destinationStorage ?? destinationName.flatMap { entity?.managedObjectModel?.entitiesByName[$0] } }
        set { destinationStorage = newValue }
    }
    /// The relationship on the destination that points back.
    open var inverseRelationship: NSRelationshipDescription? {
        get { inverseStorage ?? inverseName.flatMap { destinationEntity?.relationshipsByName[$0] } }
        set { inverseStorage = newValue }
    }
    /// The fewest destinations a saved object may have (0: none required).
    open var minCount: Int = 0
    /// The most destinations (1 for a to-one relationship, 0 for unbounded).
    open var maxCount: Int = 1
    /// What deleting the source does to its destinations.
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// Whether the relationship reaches any number of objects (maxCount other than 1).
    open var isToMany: Bool { maxCount != 1 }
    /// Whether a to-many relationship keeps its order (an `NSOrderedSet`, not an `NSSet`).
    open var isOrdered: Bool = false

    weak var destinationStorage: NSEntityDescription?
    weak var inverseStorage: NSRelationshipDescription?
    /// The destination's and inverse's names as the model file gives them, resolved through the model.
    var destinationName: String?
    var inverseName: String?

    public override init() { super.init() }
}
