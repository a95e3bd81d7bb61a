import Foundation

/// A quick stroke in one of `direction`'s directions with `numberOfTouchesRequired` fingers:
/// recognized (`.ended`, a discrete gesture) as soon as the fingers have travelled
/// `minimumDistance` that way within `maximumDuration`. Moving mostly in another direction,
/// lifting first, or taking longer fails it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    // UIKit keeps its thresholds private; these are of the same order.
    nonisolated static let minimumDistance: CGFloat = 50
    nonisolated static let maximumDuration: TimeInterval = 0.5
    /// How far the fingers go before a stroke the wrong way fails it.
    nonisolated static let decisionDistance: CGFloat = 10

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard stateStorage == .possible else { return }
        let live = liveTouches
        guard live.count <= numberOfTouchesRequired else { return fail() }
        start = centroid(of: live)
        if live.count == touches.count {
            startTimer(after: Self.maximumDuration) { [weak self] in self?.fail() }
        }
    }

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

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fail() }
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
