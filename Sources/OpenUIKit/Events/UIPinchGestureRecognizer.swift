import Foundation

/// Two fingers moving apart or together. It begins once the distance between them has changed
/// by `hysteresis` points; `scale` is that distance over the distance when they landed (or when
/// code last set `scale`), `velocity` its change per second. Lifting a finger ends it.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    nonisolated static let hysteresis: CGFloat = 10

    private var measure = TwoFingerMeasure(.ratio)

    /// Settable, as in UIKit: handlers often set it back to 1 to read each change on its own.
    open var scale: CGFloat {
        get { measure.value }
        set { measure.set(newValue, measuring: span(of: liveTouches)) }
    }
    /// How fast the scale changes, in scale factor per second, over the last tenth of a second.
    open var velocity: CGFloat { measure.velocity }

    private func span(of touches: [UITouch]) -> CGFloat? {
        touches.count >= 2 ? distance(touches[0].locationInWindow, touches[1].locationInWindow) : nil
    }

    /// Measures the distance between the first two fingers once both are down; a third finger is ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if liveTouches.count == touches.count, stateStorage == .possible { measure.startGesture() }
        guard let (first, second) = twoFingers(ignoringExtraIn: touches, of: event) else { return }
        measure.fingersLanded(measuring: distance(first.locationInWindow, second.locationInWindow), at: event.timestamp)
    }

    /// Begins the pinch once the fingers' distance has changed by 10 points, then changes it with every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = span(of: liveTouches) else { return }
        continueTwoFingerGesture(
            moved: measure.fingersMoved(measuring: span, at: event.timestamp), threshold: Self.hysteresis)
    }

    /// Ends the pinch when a finger lifts, or fails it if it never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endContinuousGesture() }
    /// Cancels a pinch under way, or fails one that has not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        measure.reset()
    }
}
