import Foundation

/// What a migration does with each object of an entity mapping. The default creates one
/// destination object per source object, its attributes set by the mapping's attribute
/// mappings, then its relationships by the relationship mappings. Apps subclass it for what
/// expressions cannot say (splitting a value, making related objects) and name the subclass in
/// `NSEntityMapping.entityMigrationPolicyClassName`.
///
/// Finding the class by name: Apple uses the Objective-C runtime. Here a name resolves through
/// `register(_:making:)` (the class's `NSStringFromClass` name and its bare name), so an app
/// registers each subclass once before migrating, with the closure that makes an instance:
///
///     NSEntityMigrationPolicy.register(NameSplittingPolicy.self) { NameSplittingPolicy() }
///
/// That needs no `required init()` of subclasses. An unregistered name is an
/// `NSEntityMigrationPolicyError` naming it.
open class NSEntityMigrationPolicy: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// Called before the mapping's objects are created. Like the other stage hooks below, it does
    /// nothing unless a subclass overrides it, as Apple's default policy does nothing there.
    open func begin(_ mapping: NSEntityMapping, with manager: NSMigrationManager) throws {}

    /// Creates the destination objects of `sInstance` in `manager.destinationContext` and
    /// associates them with it (`manager.associate(sourceInstance:withDestinationInstance:for:)`).
    ///
    /// The default inserts one object of the destination entity and sets each attribute mapping's
    /// value.
    open func createDestinationInstances(
        forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager
    ) throws {
        guard let entity = manager.destinationEntity(for: mapping) else {
            throw CoreDataError.migration(
                NSEntityMigrationPolicyError,
                "entity mapping \(mapping.name ?? "") names destination entity \(mapping.destinationEntityName ?? "nil"), "
                    + "which the destination model lacks")
        }
        let destination = entity.makeObject(insertInto: manager.destinationContext)
        for propertyMapping in mapping.attributeMappings ?? [] {
            guard let name = propertyMapping.name, let expression = propertyMapping.valueExpression else { continue }
            let value = try manager.evaluate(
                expression, source: sInstance, mapping: mapping, propertyMapping: propertyMapping, policy: self)
            destination.setValue(value is NSNull ? nil : value, forKey: name)
        }
        manager.associate(sourceInstance: sInstance, withDestinationInstance: destination, for: mapping)
    }

    /// Called after every object of the mapping was created.
    open func endInstanceCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}

    /// Sets the relationships of `dInstance`, once every mapping created its objects.
    ///
    /// The default evaluates each relationship mapping with `$source` the object `dInstance`
    /// was made from: a to-one takes the first object found, a to-many all of them, in order.
    open func createRelationships(
        forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager
    ) throws {
        guard let name = mapping.name,
            let source = manager.sourceInstances(forEntityMappingName: name, destinationInstances: [dInstance]).first
        else { return }
        for propertyMapping in mapping.relationshipMappings ?? [] {
            guard let key = propertyMapping.name, let expression = propertyMapping.valueExpression,
                let relationship = dInstance.entity.relationshipsByName[key]
            else { continue }
            let value = try manager.evaluate(
                expression, source: source, mapping: mapping, propertyMapping: propertyMapping, policy: self)
            let objects = NSManagedObject.objects(in: value is NSNull ? nil : value)
            if relationship.isToMany {
                dInstance.setValue(
                    relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects), forKey: key)
            } else {
                dInstance.setValue(objects.first, forKey: key)
            }
        }
    }

    /// Called after every relationship of the mapping was set.
    open func endRelationshipCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}

    /// Called before the destination is saved, to check what validation rules cannot.
    open func performCustomValidation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}

    /// Called last.
    open func end(_ mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
}

extension NSEntityMigrationPolicy {
    /// Makes `policyClass` findable by `NSEntityMapping.entityMigrationPolicyClassName`: under
    /// `NSStringFromClass(policyClass)` (`Module.Class`) and its bare class name. `make` creates
    /// one instance per migration of a mapping naming it.
    public static func register(
        _ policyClass: NSEntityMigrationPolicy.Type, making make: @escaping @Sendable () -> NSEntityMigrationPolicy
    ) {
        MigrationPolicyRegistry.shared.register(policyClass, make)
    }
}

/// The policy classes apps registered, by name.
final class MigrationPolicyRegistry: @unchecked Sendable {
    static let shared = MigrationPolicyRegistry()
    private let lock = NSLock()
    private var makers: [String: @Sendable () -> NSEntityMigrationPolicy] = [:]

    func register(_ type: NSEntityMigrationPolicy.Type, _ make: @escaping @Sendable () -> NSEntityMigrationPolicy) {
        let qualified = NSStringFromClass(type)
        let bare = qualified.split(separator: ".").last.map(String.init) ?? qualified
        lock.lock()
        makers[qualified] = make
        makers[String(reflecting: type)] = make
        makers[bare] = make
        lock.unlock()
    }

    /// A new policy for `mapping`: the default for no class name (or `NSEntityMigrationPolicy`).
    ///
    /// - Throws: `NSEntityMigrationPolicyError` for a name nothing registered.
    func policy(for mapping: NSEntityMapping) throws -> NSEntityMigrationPolicy {
        guard var name = mapping.entityMigrationPolicyClassName, !name.isEmpty, name != "NSEntityMigrationPolicy"
        else { return NSEntityMigrationPolicy() }
        if name.hasPrefix(".") { name.removeFirst() }
        lock.lock()
        let make = makers[name] ?? makers[name.split(separator: ".").last.map(String.init) ?? name]
        lock.unlock()
        guard let make else {
            throw CoreDataError.migration(
                NSEntityMigrationPolicyError,
                "entity mapping \(mapping.name ?? "") names policy class \(name), which was not registered "
                    + "(NSEntityMigrationPolicy.register(_:making:) before migrating)")
        }
        return make()
    }
}
