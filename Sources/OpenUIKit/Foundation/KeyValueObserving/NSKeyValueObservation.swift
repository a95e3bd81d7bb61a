import Foundation

/// A block-based observation `observe(_:options:changeHandler:)` returns. It lasts as long as
/// the value is kept (or until `invalidate()`), as Foundation's does: dropping it stops the
/// notifications.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let registration: KeyValueObserverRegistry.Registration

    init(registration: KeyValueObserverRegistry.Registration) {
        self.registration = registration
    }

    /// Stops the notifications; calling it again does nothing.
    public func invalidate() {
        KeyValueObserverRegistry.shared.remove(registration)
    }

    deinit { KeyValueObserverRegistry.shared.remove(registration) }
}

/// One change a block-based observation reports, with the values typed by the key path.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change: `NSKeyValueChange`.
    public typealias Kind = NSKeyValueChange
    /// What kind of change it was (always `.setting` here).
    public let kind: Kind
    /// Present when the observation asked for `.new` (not in a `prior` notification).
    public let newValue: Value?
    /// Present when the observation asked for `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change; nil here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}
