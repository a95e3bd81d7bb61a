import Foundation

/// An entity of a model: its name, its properties, the class its objects are made of, and the
/// entities it inherits from or passes its properties on to.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name, what fetch requests name.
    open var name: String?
    /// The name of the `NSManagedObject` subclass its objects are (the model's
    /// `representedClassName`); found among the app's classes by `NSClassFromString`'s rules, with or
    /// without the module prefix.
    open var managedObjectClassName: String! = "NSManagedObject"
    /// Whether objects of this entity itself may be inserted (only of its sub-entities if not).
    open var isAbstract: Bool = false
    /// The model the entity belongs to.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    /// Whatever the model's user info entries say for this entity.
    open var userInfo: [AnyHashable: Any]? = nil
    /// The identifier lightweight migration matches a renamed entity by.
    open var renamingIdentifier: String? = nil
    /// Words mixed into `versionHash`, to tell apart two versions whose schema is the same.
    open var versionHashModifier: String? = nil
    /// The groups of property names whose values are unique together among the entity's objects.
    open var uniquenessConstraints: [[Any]] = []

    var ownProperties: [NSPropertyDescription] = []
    weak var superentityStorage: NSEntityDescription?
    var superentityName: String?
    var subentitiesStorage: [NSEntityDescription] = []

    public override init() { super.init() }

    /// The entity's own properties and those it inherits, inherited first. Setting it replaces the
    /// entity's own.
    open var properties: [NSPropertyDescription] {
        get { (superentity?.properties ?? []) + ownProperties }
        set {
            let inherited = Set((superentity?.properties ?? []).map(\.name))
            ownProperties = newValue.filter { !inherited.contains($0.name) }
            for property in ownProperties { property.entity = self }
            invalidateLookups()
        }
    }
    /// The properties by name (built once, again after `properties` or the model's entities change).
    open var propertiesByName: [String: NSPropertyDescription] { lookup.properties }
    /// The attributes by name.
    open var attributesByName: [String: NSAttributeDescription] { lookup.attributes }
    /// The relationships by name.
    open var relationshipsByName: [String: NSRelationshipDescription] { lookup.relationships }

    struct Lookup {
        var properties: [String: NSPropertyDescription]
        var attributes: [String: NSAttributeDescription]
        var relationships: [String: NSRelationshipDescription]
    }
    private var lookupCache: Lookup?
    private var lookup: Lookup {
        if let lookupCache { return lookupCache }
        let all = properties
        let built = Lookup(
            properties: Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            attributes: Dictionary(
                all.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) },
                uniquingKeysWith: { first, _ in first }),
            relationships: Dictionary(
                all.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) },
                uniquingKeysWith: { first, _ in first }))
        lookupCache = built
        return built
    }
    /// Forgets the lookups of this entity and those below it.
    func invalidateLookups() {
        lookupCache = nil
        for entity in subentitiesStorage { entity.invalidateLookups() }
    }
    /// The relationships whose destination is `entity`.
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] {
        properties.compactMap { $0 as? NSRelationshipDescription }.filter { $0.destinationEntity === entity }
    }
    /// The entity this one inherits from.
    open var superentity: NSEntityDescription? {
        superentityStorage ?? superentityName.flatMap { managedObjectModel?.entitiesByName[$0] }
    }
    /// The entities that inherit from this one.
    open var subentities: [NSEntityDescription] {
        get { subentitiesStorage }
        set {
            subentitiesStorage = newValue
            for entity in newValue { entity.superentityStorage = self }
        }
    }
    /// The sub-entities by name.
    open var subentitiesByName: [String: NSEntityDescription] {
        Dictionary(
            subentities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { a, _ in a })
    }
    /// Whether this entity is `entity` or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let candidate = current {
            if candidate === entity { return true }
            current = candidate.superentity
        }
        return false
    }

    /// This entity and every entity below it, in the model's order.
    var selfAndDescendants: [NSEntityDescription] {
        [self] + subentities.flatMap(\.selfAndDescendants)
    }

    /// The entity named `entityName` in the model of `context`'s coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription?
    {
        context.model?.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    ///
    /// The model lacking the entity is misuse Apple raises an exception for; here it stops the app
    /// with the same message.
    open class func insertNewObject(
        forEntityName entityName: String, into context: NSManagedObjectContext
    )
        -> NSManagedObject
    {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            fatalError("+entityForName: could not locate an entity named '\(entityName)' in this model.")
        }
        return entity.makeObject(insertInto: context)
    }

    /// An object of the entity's class (its `managedObjectClassName` when the app has that class).
    func makeObject(insertInto context: NSManagedObjectContext?) -> NSManagedObject {
        let objectClass = managedObjectClass
        return objectClass.init(entity: self, insertInto: context)
    }

    /// The class `managedObjectClassName` names, or `NSManagedObject` when the app has none.
    var managedObjectClass: NSManagedObject.Type {
        if let cached = classCache { return cached }
        let found = ManagedObjectClassRegistry.shared.lookup(managedObjectClassName ?? "") ?? NSManagedObject.self
        classCache = found
        return found
    }
    var classCache: NSManagedObject.Type?

    open override var description: String {
        "(<NSEntityDescription>) name \(name ?? "nil"), managedObjectClassName \(managedObjectClassName ?? "nil")"
    }
}

/// Finds an `NSManagedObject` subclass by the name a model gives it.
///
/// Linux's `NSClassFromString` finds classes by their module-qualified name only; a model names
/// them bare (or `.ModuleName`-style with Xcode's "Current Product Module"), so the subclasses an
/// app made are also remembered as they are first used (`init(context:)`, `entity()`).
final class ManagedObjectClassRegistry: @unchecked Sendable {
    static let shared = ManagedObjectClassRegistry()
    private let lock = NSLock()
    private var classes: [String: NSManagedObject.Type] = [:]
    /// The types registered already: every object made registers its class, and naming a type
    /// (`String(reflecting:)`) costs more than the rest of making the object.
    private var known: Set<ObjectIdentifier> = []

    func register(_ type: NSManagedObject.Type) {
        lock.lock()
        let isKnown = !known.insert(ObjectIdentifier(type)).inserted
        lock.unlock()
        if isKnown { return }
        let qualified = String(reflecting: type)
        let bare = qualified.split(separator: ".").last.map(String.init) ?? qualified
        lock.lock()
        classes[qualified] = type
        if classes[bare] == nil { classes[bare] = type }
        lock.unlock()
    }

    func lookup(_ name: String) -> NSManagedObject.Type? {
        let trimmed = name.hasPrefix(".") ? String(name.dropFirst()) : name
        lock.lock()
        let remembered = classes[trimmed] ?? classes[trimmed.split(separator: ".").last.map(String.init) ?? trimmed]
        lock.unlock()
        if let remembered { return remembered }
        if let found = NSClassFromString(trimmed) as? NSManagedObject.Type { return found }
        // A bare name is looked up in the app's own module, the executable's name.
        let module = ProcessInfo.processInfo.processName
        return NSClassFromString("\(module).\(trimmed)") as? NSManagedObject.Type
    }
}
