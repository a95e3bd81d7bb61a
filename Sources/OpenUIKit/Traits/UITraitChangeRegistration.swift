import Foundation

/// What `registerForTraitChanges` returns: hand it to `unregisterForTraitChanges(_:)` to stop
/// the calls. A registration also ends when its object is deallocated.
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// The one kind of registration token; copies are the same registration.
final class TraitChangeToken: NSObject, UITraitChangeRegistration, @unchecked Sendable {
    func copy(with zone: NSZone? = nil) -> Any { self }
}
