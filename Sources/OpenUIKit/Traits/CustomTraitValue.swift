import Foundation

/// A custom trait's value, boxed so trait collections stay comparable whatever the value's type:
/// `Equatable` values compare with `==`, objects by identity, anything else by its description.
/// UIKit compares custom values with `isEqual:`; a type that is neither equatable nor an object is
/// rare in trait definitions.
struct CustomTraitValue: Hashable, @unchecked Sendable {
    let value: Any

    init(_ value: Any) { self.value = value }

    static func == (lhs: CustomTraitValue, rhs: CustomTraitValue) -> Bool {
        if let equatable = lhs.value as? any Equatable { return equatable.isEqual(toAny: rhs.value) }
        if type(of: lhs.value) is AnyClass, type(of: rhs.value) is AnyClass {
            return (lhs.value as AnyObject) === (rhs.value as AnyObject)
        }
        return String(describing: lhs.value) == String(describing: rhs.value)
    }

    /// Equal values must hash alike, and only `==` knows how values compare, so every box hashes
    /// the same; collections hash their custom traits by which traits they hold.
    func hash(into hasher: inout Hasher) {}
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
