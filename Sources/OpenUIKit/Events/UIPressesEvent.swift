import Foundation

/// The keys of one moment: those whose phase changed and those still held.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    init(presses: [UIPress], timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags) {
        pressList = presses
        super.init(type: .presses, timestamp: timestamp)
        self.modifierFlags = modifierFlags
    }

    /// Every press of the event: the keys whose phase changed and those still held.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses delivered to `gesture`; always empty here, as no recognizer handles presses.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressList.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }
}
