import Foundation

/// `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers. Each tap must lift within
/// `maximumTapDuration` without any finger moving more than `allowableMovement`, and the next
/// must land within `maximumIntervalBetweenTaps` near the first; otherwise the tap fails. It is
/// recognized (`.ended`) when the last finger of the last tap lifts.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    // UIKit keeps these private; these are its figures as commonly measured.
    nonisolated static let allowableMovement: CGFloat = 45
    nonisolated static let maximumTapDuration: TimeInterval = 1.5
    nonisolated static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// How many taps make the gesture; 1 by default, 2 for a double tap.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap must use.
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    /// The fingers of the tap under way, and where each landed.
    private var touchesOfTap: [UITouch] = []
    private var landings: [ObjectIdentifier: CGPoint] = [:]
    /// The first tap's centroid, which is the gesture's location.
    private var firstTapLocation: CGPoint?
    private var lastTapTouches: [UITouch] = []

    /// Starts a tap, failing the gesture if too many fingers land or a later tap lands too far from the first.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let startsTap = touchesOfTap.isEmpty
        if startsTap { cancelTimers() }
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            touchesOfTap.append(touch)
            landings[ObjectIdentifier(touch)] = touch.locationInWindow
            if let first = firstTapLocation, distance(touch.locationInWindow, first) > Self.allowableMovement {
                return fail()
            }
        }
        guard touchesOfTap.count <= numberOfTouchesRequired else { return fail() }
        if startsTap {
            startTimer(after: Self.maximumTapDuration) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    /// Fails the gesture when a finger moves more than 45 points from where it landed.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let landing = landings[ObjectIdentifier(touch)] else { continue }
            if distance(touch.locationInWindow, landing) > Self.allowableMovement { return fail() }
        }
    }

    /// Counts a tap once all its fingers lift, recognizing the gesture at the last one required.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard stateStorage == .possible, !touchesOfTap.isEmpty, touchesOfTap.allSatisfy({ !$0.isLive }) else { return }
        guard touchesOfTap.count == numberOfTouchesRequired else { return fail() }
        cancelTimers()
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = centroid(of: touchesOfTap) }
        lastTapTouches = touchesOfTap
        touchesOfTap = []
        landings = [:]
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            startTimer(after: Self.maximumIntervalBetweenTaps) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    /// Fails the gesture when the system cancels its touches, unless it is already over.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesOfTap = []
        landings = [:]
        firstTapLocation = nil
        lastTapTouches = []
    }

    /// Where the first tap was, as UIKit reports a multiple tap.
    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapLocation else { return super.location(in: view) }
        guard let view else { return firstTapLocation }
        return view.convert(firstTapLocation, from: lastWindow)
    }

    override var touchesForLocation: [UITouch] {
        touchesOfTap.isEmpty ? lastTapTouches : touchesOfTap
    }

    private func fail() {
        if stateStorage == .possible { state = .failed }
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
}
