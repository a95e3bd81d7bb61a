import Foundation

/// How one property of a destination object gets its value during a migration.
///
/// `valueExpression` is evaluated with `$source` (the source object), `$manager`,
/// `$entityMapping`, `$propertyMapping` and `$entityPolicy` set; nil leaves the destination's
/// default. An inferred mapping uses `$source.<name>` for attributes and
/// `FUNCTION($manager, "destinationInstancesForEntityMappingNamed:sourceInstances:", "<mapping>", $source.<name>)`
/// for relationships, which a lightweight migration turns into SQL copying the column or join rows.
open class NSPropertyMapping: NSObject, @unchecked Sendable {
    /// The destination property's name.
    open var name: String?
    /// What computes the destination value.
    open var valueExpression: NSExpression?
    /// Whatever the mapping's author keeps with it.
    open var userInfo: [AnyHashable: Any]?

    public override init() { super.init() }

    open override var description: String {
        "(<NSPropertyMapping>) name \(name ?? "nil"), valueExpression \(valueExpression?.description ?? "nil")"
    }
}
