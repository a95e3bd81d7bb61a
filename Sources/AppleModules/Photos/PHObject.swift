import Foundation
import OpenUIKit

/// What every object of the library is: something with a local identifier. Two objects with
/// the same identifier are equal, whichever fetch made them, as Photos compares them.
open class PHObject: NSObject, NSCopying, @unchecked Sendable {
    /// The object's identifier on this device, stable across launches (here it is made from
    /// the file's path in the library folder, which identifies it as long as the file stays).
    open internal(set) var localIdentifier: String

    init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
        super.init()
    }

    /// Objects are immutable snapshots, so a copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PHObject else { return false }
        return type(of: other) == type(of: self) && other.localIdentifier == localIdentifier
    }

    open override var hash: Int { localIdentifier.hashValue }

    /// The value of the property `key` names (`"creationDate"`, `"mediaType"`,
    /// `"uniformTypeIdentifier"`, `"filename"`…), as apps read Photos' objects by key-value
    /// coding; nil for a key the object has no value for. Linux has no key-value coding, so the
    /// object answers from the keys its fetches filter and sort by.
    open func value(forKey key: String) -> Any? { keyValues[key] }

    /// The keys `value(forKey:)` and fetch options read.
    var keyValues: [String: Any] { ["localIdentifier": localIdentifier] }

    /// What changes when the object changes: `PHChange` compares these.
    var contentSignature: AnyHashable { localIdentifier }

    /// The object as `snapshot` has it, or nil when it is gone.
    func refreshed(in snapshot: LibrarySnapshot) -> PHObject? { nil }
}

/// Stands for an asset or collection a change block creates, before it exists: its
/// `localIdentifier` is the one the created object gets, so a later fetch finds it.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}
