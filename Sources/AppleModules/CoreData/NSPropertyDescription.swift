import Foundation

/// What an entity has: an attribute, a relationship or a fetched property, by name.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name, the key `value(forKey:)` takes.
    open var name: String = ""
    /// Whether a save may leave the property without a value.
    open var isOptional: Bool = true
    /// A property Core Data does not store (Xcode's "Transient").
    open var isTransient: Bool = false
    /// Whether the store keeps an index on this property's column.
    open var isIndexed: Bool = false
    /// The entity the property belongs to, set when the entity's `properties` are set.
    open internal(set) weak var entity: NSEntityDescription!
    /// Whatever the model's user info entries say for this property.
    open var userInfo: [AnyHashable: Any]? = nil
    /// The identifier lightweight migration matches a renamed property by.
    open var renamingIdentifier: String? = nil
    /// Words mixed into `versionHash`, to tell apart two versions whose schema is the same.
    open var versionHashModifier: String? = nil

    public override init() { super.init() }

    open override var description: String {
        "(\(type(of: self))) name \(name), isOptional \(isOptional), isTransient \(isTransient)"
    }
}
