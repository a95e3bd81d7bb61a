import Foundation

/// One proxy's record: the class it styles, the containers and traits it asks for, and the
/// assignments made on it, in the order they were last made.
@MainActor
final class AppearanceProxy {
    /// The proxy object itself, a detached instance of the class, kept for the life of the process.
    let object: AnyObject
    let classID: ObjectIdentifier
    /// How many superclasses the class has: a subclass's proxy is more specific than its superclass's.
    let classDepth: Int
    /// The container classes, innermost first.
    let containers: [ObjectIdentifier]
    let trait: UITraitCollection?
    /// When the proxy was made: the last tie-breaker.
    let order: Int
    private(set) var entries: [(key: String, apply: @MainActor (AnyObject) -> Void)] = []

    init(
        object: AnyObject, classID: ObjectIdentifier, classDepth: Int, containers: [ObjectIdentifier],
        trait: UITraitCollection?, order: Int
    ) {
        self.object = object
        self.classID = classID
        self.classDepth = classDepth
        self.containers = containers
        self.trait = trait
        self.order = order
    }

    /// Records an assignment, replacing an earlier one of the same key; O(number of entries).
    func record(_ key: String, apply: @escaping @MainActor (AnyObject) -> Void) {
        entries.removeAll { $0.key == key }
        entries.append((key, apply))
    }
}
