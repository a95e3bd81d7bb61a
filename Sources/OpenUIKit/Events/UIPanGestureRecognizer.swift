import Foundation

/// A finger (or several) dragging. It begins once the touches' centroid has moved
/// `UIPanGestureRecognizer.hysteresis` points with between `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` fingers down, changes with every move after that, and ends when the
/// last finger lifts; lifting before it began fails it.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the touches move before a pan begins (UIKit's is about this).
    nonisolated static let hysteresis: CGFloat = 10

    /// The fewest fingers that must be down for the pan to begin.
    open var minimumNumberOfTouches = 1
    /// The most fingers the pan tracks; further fingers are ignored. Unlimited by default.
    open var maximumNumberOfTouches = Int.max

    /// The drag so far and its speed, in window (root) coordinates; views convert on reading.
    var translationInWindow: CGPoint = .zero
    var velocityInWindow: CGPoint = .zero
    /// Where the translation is measured from: the touches' centroid when it was last rebased.
    private var origin: CGPoint?
    private var originTranslation: CGPoint = .zero
    private var trackedCount = 0
    private var samples = RecentSamples<CGPoint>()

    /// How far the fingers have moved since the pan began (or since `setTranslation(_:in:)`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        vector(fromRoot: translationInWindow, to: view)
    }

    /// Makes the translation read `translation` in `view` from here on (UIKit's way to consume
    /// the movement so far); the velocity starts again from zero.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationInWindow = vector(toRoot: translation, from: view)
        originTranslation = translationInWindow
        origin = centroid(of: liveTouches)
        samples.removeAll()
        velocityInWindow = .zero
    }

    /// Points per second, over the last tenth of a second of movement.
    open func velocity(in view: UIView?) -> CGPoint {
        vector(fromRoot: velocityInWindow, to: view)
    }

    /// The drag as an input system would report it: where the finger is relative to where it
    /// went down, in this recognizer's view, and how fast it moves. Drives the recognizer through
    /// began, changed and ended without touches.
    public func drag(to translation: CGPoint, velocity: CGPoint = .zero, state: State) {
        translationInWindow = vector(toRoot: translation, from: view)
        velocityInWindow = vector(toRoot: velocity, from: view)
        self.state = state
    }

    // MARK: Touches

    /// Starts a new drag when the first fingers land, ignoring fingers beyond `maximumNumberOfTouches`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let live = liveTouches
        if live.count == touches.count, stateStorage == .possible {
            // A new gesture: forget the last one's numbers.
            translationInWindow = .zero
            velocityInWindow = .zero
            originTranslation = .zero
            samples.restart(with: .zero, at: event.timestamp)
        }
        for touch in live.dropFirst(maximumNumberOfTouches) where touches.contains(touch) {
            ignore(touch, for: event)
        }
        rebase()
    }

    /// Updates the translation and velocity; begins the pan once the fingers have moved far enough, then changes it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        track(event)
        switch stateStorage {
        case .possible:
            let count = liveTouches.count
            guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
            switch shouldBegin(translation: translationInWindow) {
            case true?: state = .began
            case false?: state = .failed
            case nil: break
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the pan when the last finger lifts (failing it if it never began); until then the rest carry the drag on.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        track(event)
        guard liveTouches.isEmpty else { return rebase() }
        endContinuousGesture()
    }

    /// Cancels a pan under way, or fails one that has not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        origin = nil
        trackedCount = 0
    }

    /// Whether the drag so far begins the pan (true), fails it (false) or is not decided yet.
    func shouldBegin(translation: CGPoint) -> Bool? {
        hypot(translation.x, translation.y) >= Self.hysteresis ? true : nil
    }

    /// A finger landing or lifting moves the centroid; the translation carries on from where it was.
    private func rebase() {
        let live = liveTouches
        origin = centroid(of: live)
        originTranslation = translationInWindow
        trackedCount = live.count
    }

    private func track(_ event: UIEvent) {
        let live = liveTouches
        if live.count != trackedCount { rebase() }
        if let origin, let point = centroid(of: live) {
            translationInWindow = CGPoint(
                x: originTranslation.x + point.x - origin.x,
                y: originTranslation.y + point.y - origin.y)
        }
        samples.add(translationInWindow, at: event.timestamp)
        if let span = samples.span {
            velocityInWindow = CGPoint(
                x: (span.last.x - span.first.x) / span.elapsed,
                y: (span.last.y - span.first.y) / span.elapsed)
        } else {
            velocityInWindow = .zero
        }
    }
}

extension UIGestureRecognizer {
    /// A vector in `view`'s coordinates from one in the root's (the window's); nil is the root.
    func vector(fromRoot vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let tip = view.convert(vector, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    func vector(toRoot vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let tip = view.convert(vector, to: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
