import Foundation

/// Two fingers turning about each other. It begins once the line between them has turned by
/// `threshold` radians; `rotation` is the turn since they landed (or since code last set it),
/// clockwise positive, and `velocity` its change in radians per second. Lifting a finger ends it.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    nonisolated static let threshold: CGFloat = 0.1

    private var measure = TwoFingerMeasure(.difference)

    /// The turn of the line between the two fingers since they landed, in radians, clockwise positive; settable.
    open var rotation: CGFloat {
        get { measure.value }
        set { measure.set(newValue, measuring: angle(of: liveTouches)) }
    }
    /// How fast the rotation changes, in radians per second, over the last tenth of a second.
    open var velocity: CGFloat { measure.velocity }

    private func angle(of touches: [UITouch]) -> CGFloat? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].locationInWindow, b = touches[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Measures the angle between the first two fingers once both are down; a third finger is ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if liveTouches.count == touches.count, stateStorage == .possible { measure.startGesture() }
        guard let (first, second) = twoFingers(ignoringExtraIn: touches, of: event),
            let angle = angle(of: [first, second])
        else { return }
        measure.fingersLanded(measuring: angle, at: event.timestamp)
    }

    /// Begins the rotation once the fingers have turned 0.1 radians, then changes it with every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = angle(of: liveTouches) else { return }
        continueTwoFingerGesture(
            moved: measure.fingersMoved(measuring: angle, at: event.timestamp), threshold: Self.threshold)
    }

    /// Ends the rotation when a finger lifts, or fails it if it never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endContinuousGesture() }
    /// Cancels a rotation under way, or fails one that has not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        measure.reset()
    }
}
