import Foundation

/// `addObserver(_:selector:name:object:)`, which Linux's Foundation lacks (it has only the block
/// form): the selector carries its method (`#selector(...)` as `openuikit port` writes it), and
/// the observer is called with the notification on the main actor.
///
/// The observer is held weakly, as Foundation holds it since iOS 9: one that goes away is simply
/// not called. `removeObserver(_:)` and `removeObserver(_:name:object:)` take these observers off
/// too; with an object argument they are chosen over Foundation's own, which cannot see them.
extension NotificationCenter {
    /// What a selector observer was registered as, and Foundation's token for it.
    private struct SelectorObservation {
        weak var observer: AnyObject?
        var name: Notification.Name?
        var object: AnyObject?
        var token: NSObjectProtocol
    }

    /// Selector observations per centre. Touched on the main actor only.
    nonisolated(unsafe) private static var observations: [ObjectIdentifier: [SelectorObservation]] = [:]
    private static let lock = NSLock()

    /// Registers `observer` to receive notifications named `aName` from `anObject` (`nil` for any) through the method
    /// `aSelector` names, called on the main actor; the observer is held weakly.
    public func addObserver(
        _ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let receiver = SelectorReceiver(observer, aSelector)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            let delivery = UncheckedBox(notification)
            performOnMainActor { receiver.receive(delivery.value) }
        }
        let observation = SelectorObservation(
            observer: observer, name: aName, object: anObject as AnyObject?, token: token)
        Self.lock.withLock { Self.observations[ObjectIdentifier(self), default: []].append(observation) }
    }

    /// Removes `observer`'s selector observations and Foundation's block observers for it.
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations { $0 === observer }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s selector observations of `aName` from `anObject` (nil: any), and
    /// Foundation's.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        removeSelectorObservations { observation in
            observation === observer
        } matching: { observation in
            (aName == nil || observation.name == aName)
                && (anObject == nil || observation.object === anObject as AnyObject?)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    private func removeSelectorObservations(
        _ isObserver: (AnyObject?) -> Bool,
        matching: (SelectorObservation) -> Bool = { _ in true }
    ) {
        let removed: [NSObjectProtocol] = Self.lock.withLock {
            var kept: [SelectorObservation] = []
            var removed: [NSObjectProtocol] = []
            for observation in Self.observations[ObjectIdentifier(self)] ?? [] {
                // Observers that went away are dropped with them.
                if observation.observer == nil || (isObserver(observation.observer) && matching(observation)) {
                    removed.append(observation.token)
                } else {
                    kept.append(observation)
                }
            }
            Self.observations[ObjectIdentifier(self)] = kept
            return removed
        }
        for token in removed { removeObserver(token as Any) }
    }
}

/// The observer (held weakly) and the selector a notification block calls on the main actor.
private final class SelectorReceiver: @unchecked Sendable {
    private weak var observer: AnyObject?
    private let selector: Selector

    init(_ observer: AnyObject, _ selector: Selector) {
        self.observer = observer
        self.selector = selector
    }

    @MainActor func receive(_ notification: Notification) {
        guard let observer else { return }
        selector.send(to: observer, with: notification, context: " (observing \(notification.name.rawValue))")
    }
}

/// A value handed to the main actor from a Foundation callback that is not marked Sendable.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
