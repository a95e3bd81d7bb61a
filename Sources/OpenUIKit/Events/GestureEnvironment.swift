import Foundation

/// Arbitrates among gesture recognizers, as UIKit's gesture environment does.
///
/// A recognizer that wants to leave `.possible` (begin, or recognize a discrete gesture):
/// 1. waits while a recognizer it requires to fail (`require(toFail:)`, the subclass and delegate
///    questions) is still possible, and fails if that one recognized;
/// 2. fails if a recognizer already recognizing one of its touches prevents it, if a view its
///    touches began in refuses (`gestureRecognizerShouldBegin(_:)` on the view), or if its
///    delegate refuses;
/// 3. otherwise takes the state; every other possible recognizer of the same touches fails
///    unless either delegate allows simultaneous recognition, and those that require it to fail
///    fail too. Then its actions are sent, and if it cancels touches in view, the views its
///    touches began in hear `touchesCancelled`.
///
/// After each event (or timer) the environment settles: waiting recognizers whose requirements
/// are decided go on, view deliveries no longer held back go out, and recognizers whose gesture
/// is over and whose touches have all lifted are reset to `.possible`.
@MainActor
final class GestureEnvironment {
    static let shared = GestureEnvironment()

    /// Recognizers that received touches since they were last reset, in that order.
    private(set) var active: [UIGestureRecognizer] = []
    /// Touches whose view deliveries a recognizer holds back.
    private var touchesWithHeldPhases: [UITouch] = []
    private var depth = 0
    /// The touches event last delivered, passed along with deliveries made later.
    var lastTouchesEvent: UIEvent?

    /// Runs `body`, then settles once the outermost call ends.
    func perform(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { settle() }
    }

    func activate(_ recognizer: UIGestureRecognizer) {
        guard !active.contains(where: { $0 === recognizer }) else { return }
        active.append(recognizer)
    }

    // MARK: State changes

    func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        perform {
            let old = recognizer.stateStorage
            if recognizer.pendingState != nil {
                switch newState {
                case .failed, .cancelled: fail(recognizer)
                case .possible: break
                case .began, .changed, .ended: recognizer.pendingState = newState
                }
                return
            }
            let recognizing = (newState == .began || newState == .ended) && old != .began && old != .changed
            guard recognizing else {
                setState(recognizer, newState)
                return
            }
            attemptRecognition(recognizer, as: newState)
        }
    }

    private enum Requirements { case met, waiting, unmet }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        switch requirements(of: recognizer) {
        case .waiting:
            recognizer.pendingState = newState
            return
        case .unmet:
            fail(recognizer)
            return
        case .met:
            break
        }
        guard mayBegin(recognizer) else {
            fail(recognizer)
            return
        }
        recognizer.stateStorage = newState
        if newState == .ended { recognizer.cancelTimers() }
        failCompetitors(of: recognizer)
        recognizer.sendActions()
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
    }

    private func setState(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        recognizer.stateStorage = newState
        switch newState {
        case .began, .changed:
            recognizer.sendActions()
        case .ended, .cancelled:
            recognizer.cancelTimers()
            recognizer.sendActions()
        case .failed:
            recognizer.cancelTimers()
        case .possible:
            break
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingState = nil
        setState(recognizer, .failed)
    }

    // MARK: The rules

    private func requirements(of recognizer: UIGestureRecognizer) -> Requirements {
        var result = Requirements.met
        for other in active where other !== recognizer && requires(recognizer, toFail: other) {
            switch other.stateStorage {
            case .possible: result = .waiting
            case .began, .changed, .ended: return .unmet
            case .cancelled, .failed: break
            }
        }
        return result
    }

    private func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.value === other }
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    private func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.isEnabled else { return false }
        for other in active
        where other !== recognizer && (other.stateStorage == .began || other.stateStorage == .changed) {
            if shareTouches(other, recognizer), !simultaneous(other, recognizer),
                other.canPrevent(recognizer), recognizer.canBePrevented(by: other)
            {
                return false
            }
        }
        var asked: [UIView] = []
        for touch in recognizer.receivedTouches {
            guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    private func failCompetitors(of recognizer: UIGestureRecognizer) {
        for other in active where other !== recognizer && other.stateStorage == .possible {
            if requires(other, toFail: recognizer) {
                fail(other)
            } else if shareTouches(recognizer, other), !simultaneous(recognizer, other),
                recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
            {
                fail(other)
            }
        }
    }

    private func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.receivedTouches.contains { touch in b.receivedTouches.contains { $0 === touch } }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    // MARK: Views

    /// Whether a recognizer that is still deciding holds back `phase` of `touch` from its view.
    func isHolding(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        guard let recognizers = touch.gestureRecognizers else { return false }
        return recognizers.contains { recognizer in
            recognizer.stateStorage == .possible && recognizer.isTracking(touch)
                && (phase == .ended ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan)
        }
    }

    func noteHeld(_ touch: UITouch) {
        guard !touchesWithHeldPhases.contains(where: { $0 === touch }) else { return }
        touchesWithHeldPhases.append(touch)
    }

    /// The views of the recognizer's touches hear `touchesCancelled` and nothing more of them.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var cancelled: [UITouch] = []
        for touch in recognizer.receivedTouches where !touch.viewDeliveryCancelled {
            touch.viewDeliveryCancelled = true
            touch.heldPhases.removeAll()
            if touch.beganDeliveredToView && !touch.endDeliveredToView { cancelled.append(touch) }
        }
        ViewTouchDelivery.send(cancelled, phase: .cancelled, event: lastTouchesEvent)
    }

    // MARK: Settling

    private func settle() {
        depth += 1
        defer { depth -= 1 }
        var progress = true
        while progress {
            progress = false
            for recognizer in active where recognizer.pendingState != nil {
                switch requirements(of: recognizer) {
                case .met:
                    let state = recognizer.pendingState!
                    recognizer.pendingState = nil
                    attemptRecognition(recognizer, as: state)
                    progress = true
                case .unmet:
                    fail(recognizer)
                    progress = true
                case .waiting:
                    break
                }
            }
            for touch in touchesWithHeldPhases where flushHeldPhases(of: touch) { progress = true }
            touchesWithHeldPhases.removeAll { $0.heldPhases.isEmpty }
            for recognizer in active where isOver(recognizer) {
                reset(recognizer)
                progress = true
            }
        }
    }

    /// Delivers the held phases of `touch` that nothing holds any more, in order.
    private func flushHeldPhases(of touch: UITouch) -> Bool {
        var delivered = false
        while let phase = touch.heldPhases.first, !touch.viewDeliveryCancelled, !isHolding(touch, phase) {
            touch.heldPhases.removeFirst()
            let current = touch.phase
            touch.phase = phase
            ViewTouchDelivery.send([touch], phase: phase, event: lastTouchesEvent)
            touch.phase = current
            delivered = true
        }
        return delivered
    }

    private func isOver(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.stateStorage {
        case .ended, .cancelled, .failed: recognizer.pendingState == nil && recognizer.liveTouches.isEmpty
        case .possible, .began, .changed: false
        }
    }

    private func reset(_ recognizer: UIGestureRecognizer) {
        active.removeAll { $0 === recognizer }
        recognizer.cancelTimers()
        recognizer.stateStorage = .possible
        recognizer.pendingState = nil
        recognizer.receivedTouches.removeAll()
        recognizer.ignoredTouches.removeAll()
        recognizer.reset()
    }

    /// A recognizer leaving its view forgets its gesture.
    func detach(_ recognizer: UIGestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        reset(recognizer)
    }

    /// A recognizer turned off mid-gesture: cancelled if it had begun, failed if not.
    func disable(_ recognizer: UIGestureRecognizer) {
        perform {
            if recognizer.pendingState != nil {
                fail(recognizer)
                return
            }
            switch recognizer.stateStorage {
            case .began, .changed: setState(recognizer, .cancelled)
            case .possible where active.contains(where: { $0 === recognizer }): setState(recognizer, .failed)
            default: break
            }
        }
    }
}
