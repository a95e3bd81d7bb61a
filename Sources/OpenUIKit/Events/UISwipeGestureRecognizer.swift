import Foundation

/// A quick stroke in one of `direction`'s directions with `numberOfTouchesRequired` fingers:
/// recognized (`.ended`, a discrete gesture) as soon as the fingers have travelled
/// `minimumDistance` that way within `maximumDuration`. Moving mostly in another direction,
/// lifting first, or taking longer fails it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go in.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A stroke toward the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A stroke toward the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A stroke upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// A stroke downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    // UIKit keeps its thresholds private; these are of the same order.
    nonisolated static let minimumDistance: CGFloat = 50
    nonisolated static let maximumDuration: TimeInterval = 0.5
    /// How far the fingers go before a stroke the wrong way fails it.
    nonisolated static let decisionDistance: CGFloat = 10

    /// The directions the swipe is recognized in; `right` by default.
    open var direction: Direction = .right
    /// How many fingers must swipe together; more fingers fail the gesture.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?

    /// Notes where the fingers landed and starts the half-second limit the swipe must finish within.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard stateStorage == .possible else { return }
        let live = liveTouches
        guard live.count <= numberOfTouchesRequired else { return fail() }
        start = centroid(of: live)
        if live.count == touches.count {
            startTimer(after: Self.maximumDuration) { [weak self] in self?.fail() }
        }
    }

    /// Recognizes the swipe once the fingers have gone 50 points in an allowed direction, or fails it for a wrong one.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let live = liveTouches
        guard stateStorage == .possible, live.count == numberOfTouchesRequired,
            let start, let point = centroid(of: live)
        else { return }
        let dx = point.x - start.x, dy = point.y - start.y
        let stroke: Direction = abs(dx) >= abs(dy) ? (dx >= 0 ? .right : .left) : (dy >= 0 ? .down : .up)
        let travelled = max(abs(dx), abs(dy))
        if !direction.contains(stroke) {
            if travelled >= Self.decisionDistance { fail() }
        } else if travelled >= Self.minimumDistance {
            state = .ended
        }
    }

    /// Fails a swipe that has not been recognized when a finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fail() }
    /// Fails a swipe that has not been recognized.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

    open override func reset() {
        super.reset()
        start = nil
    }

    /// A swipe already recognized and waiting for another recognizer to fail stays recognized.
    private func fail() {
        if stateStorage == .possible, pendingState == nil { state = .failed }
    }
}
