import Foundation

/// How a window hands out a touches event, in UIKit's order: a touch that begins is hit-tested
/// (if nobody did), gets the recognizers of its view and the view's ancestors, and may be kept
/// from its view (a second finger on a view without `isMultipleTouchEnabled`, or a touch an
/// exclusive-touch view blocks); then every recognizer sees its touches of this event; then the
/// views get `touchesBegan`/`Moved`/`Ended`/`Cancelled`, grouped by view, except what a
/// recognizer still deciding holds back and what a recognizer that recognized has cancelled.
/// The views pass what they do not handle up the responder chain (`UIResponder`'s defaults).
extension UIWindow {
    func deliver(_ event: UIEvent) {
        switch event.type {
        case .touches: deliverTouches(event)
        case .presses: if let presses = event as? UIPressesEvent { deliverPresses(presses) }
        default: break
        }
    }

    private func deliverTouches(_ event: UIEvent) {
        let touches = event.touchList.filter { $0.window === self && $0.phase != .stationary }
        guard !touches.isEmpty else { return }
        let environment = GestureEnvironment.shared
        environment.perform {
            environment.lastTouchesEvent = event
            for touch in touches where touch.phase == .began && touch.gestureRecognizers == nil {
                prepare(touch, in: event)
            }
            deliverToRecognizers(touches, event: event)
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                ViewTouchDelivery.deliver(touches.filter { $0.phase == phase }, phase: phase, event: event)
            }
        }
    }

    /// Hit-tests a new touch and decides who may see it.
    private func prepare(_ touch: UITouch, in event: UIEvent) {
        if touch.view == nil { touch.view = hitTest(touch.locationInWindow, with: event) }
        guard let view = touch.view else {
            touch.gestureRecognizers = []
            touch.deliversToView = false
            return
        }
        let others = event.touchList.filter { $0 !== touch && $0.window === self && $0.isLive && $0.deliversToView }
        if others.contains(where: { other in
            guard let otherView = other.view, otherView !== view else { return false }
            return otherView.isExclusiveTouch || view.isExclusiveTouch
        }) {
            touch.gestureRecognizers = []
            touch.deliversToView = false
            return
        }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) {
            touch.deliversToView = false
        }
        var recognizers: [UIGestureRecognizer] = []
        var ancestor: UIView? = view
        while let current = ancestor {
            recognizers.append(contentsOf: current.gestureRecognizerList.filter(\.isEnabled))
            ancestor = current.superview
        }
        touch.gestureRecognizers = recognizers
    }

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            guard recognizer.isEnabled, !recognizer.isFinished else { continue }
            var began: [UITouch] = []
            if recognizer.pendingState == nil,
                recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
            {
                began = touches.filter { touch in
                    touch.phase == .began && (touch.gestureRecognizers?.contains { $0 === recognizer } ?? false)
                        && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
                }
            }
            recognizer.receivedTouches.append(contentsOf: began)
            let seen = touches.filter(recognizer.isTracking)
            guard !seen.isEmpty else { continue }
            GestureEnvironment.shared.activate(recognizer)
            recognizer.noteLocation(of: seen, in: event)
            if !began.isEmpty { recognizer.touchesBegan(Set(began), with: event) }
            for phase in [UITouch.Phase.moved, .ended, .cancelled] {
                guard !recognizer.isFinished else { break }
                let batch = seen.filter { $0.phase == phase }
                guard !batch.isEmpty else { continue }
                switch phase {
                case .moved: recognizer.touchesMoved(Set(batch), with: event)
                case .ended: recognizer.touchesEnded(Set(batch), with: event)
                default: recognizer.touchesCancelled(Set(batch), with: event)
                }
            }
        }
    }
}

extension UIGestureRecognizer {
    /// Recognized, cancelled or failed: it sees no more touches until it is reset.
    var isFinished: Bool {
        stateStorage == .ended || stateStorage == .cancelled || stateStorage == .failed
    }

    /// Remembers where this event's touches put the gesture, before the subclass hears of them,
    /// so `location(in:)` in its actions is current.
    func noteLocation(of touches: [UITouch], in event: UIEvent) {
        let live = liveTouches
        if let point = centroid(of: live.isEmpty ? touches : live) { lastLocationInWindow = point }
        lastWindow = touches.first?.window
        lastModifierFlags = event.modifierFlags
        lastButtonMask = event.buttonMask
    }
}

/// Touch phases on their way to views.
@MainActor
enum ViewTouchDelivery {
    /// Delivers `phase` of `touches` to their views, holding back what a recognizer still
    /// deciding delays and dropping what a recognizer cancelled.
    static func deliver(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        let environment = GestureEnvironment.shared
        var now: [UITouch] = []
        for touch in touches where touch.deliversToView && !touch.viewDeliveryCancelled && touch.view != nil {
            if phase == .cancelled {
                touch.heldPhases.removeAll()
                if touch.beganDeliveredToView && !touch.endDeliveredToView { now.append(touch) }
            } else if !touch.heldPhases.isEmpty || environment.isHolding(touch, phase) {
                touch.heldPhases.append(phase)
                environment.noteHeld(touch)
            } else if phase == .began || touch.beganDeliveredToView {
                now.append(touch)
            }
        }
        send(now, phase: phase, event: event)
    }

    /// One call per view, in the order the views first appear among the touches.
    static func send(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent?) {
        var views: [UIView] = []
        for touch in touches {
            guard let view = touch.view, !views.contains(where: { $0 === view }) else { continue }
            views.append(view)
        }
        for view in views {
            let group = touches.filter { $0.view === view }
            switch phase {
            case .began:
                for touch in group { touch.beganDeliveredToView = true }
                view.touchesBegan(Set(group), with: event)
            case .moved:
                view.touchesMoved(Set(group), with: event)
            case .ended:
                for touch in group { touch.endDeliveredToView = true }
                view.touchesEnded(Set(group), with: event)
            case .cancelled:
                for touch in group { touch.endDeliveredToView = true }
                let phases = group.map(\.phase)
                for touch in group { touch.phase = .cancelled }
                view.touchesCancelled(Set(group), with: event)
                for (touch, phase) in zip(group, phases) { touch.phase = phase }
            default:
                break
            }
        }
    }
}
