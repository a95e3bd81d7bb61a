import Foundation

/// Fingers held still: `numberOfTouchesRequired` fingers down for `minimumPressDuration` of
/// animation-clock time without moving more than `allowableMovement` begins it (after
/// `numberOfTapsRequired` quick taps, if any); it then changes as they move and ends when one
/// lifts. Lifting or moving too far before the time is up fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds of animation-clock time, the fingers must be held before the gesture begins.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must be held down; more fingers fail the gesture.
    open var numberOfTouchesRequired = 1
    /// How many quick taps must come before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How far, in points, the fingers may move before the gesture begins without failing it.
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var pressStart: CGPoint?

    /// Starts the press timer once the required fingers are down and the required taps are done.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard stateStorage == .possible else { return }
        let live = liveTouches
        guard live.count <= numberOfTouchesRequired else { return fail() }
        cancelTimers()
        guard live.count == numberOfTouchesRequired else { return }
        pressStart = centroid(of: live)
        guard tapsCompleted >= numberOfTapsRequired else { return }
        startTimer(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.liveTouches.count == self.numberOfTouchesRequired else {
                return
            }
            self.state = .began
        }
    }

    /// Fails the gesture when the fingers stray too far before it begins; afterwards, changes it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch stateStorage {
        case .possible:
            if let pressStart, let point = centroid(of: liveTouches), distance(point, pressStart) > allowableMovement {
                fail()
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a press under way; before it begins, counts a preceding tap or fails the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch stateStorage {
        case .began, .changed:
            state = .ended
        case .possible:
            cancelTimers()
            guard tapsCompleted < numberOfTapsRequired else { return fail() }
            guard liveTouches.isEmpty else { return }
            // One of the taps before the press.
            tapsCompleted += 1
            startTimer(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        default:
            break
        }
    }

    /// Cancels a press under way, or fails one that has not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        pressStart = nil
    }

    private func fail() {
        if stateStorage == .possible { state = .failed }
    }
}
