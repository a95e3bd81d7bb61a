import Foundation

/// How a control follows one touch, as UIKit's do: highlighted while the finger is on it (or
/// near it), `touchDown` (and `touchDownRepeat` for a second quick tap) when it lands,
/// `touchDragInside`/`Outside` as it moves with `touchDragEnter`/`Exit` when it crosses the edge,
/// `touchUpInside` or `touchUpOutside` when it lifts, `touchCancel` when the system or a gesture
/// recognizer takes it away. "Inside" reaches 70 points beyond the bounds, UIKit's allowance for
/// a finger's imprecision. A touch that opens the control's menu (`showsMenuAsPrimaryAction`)
/// sends `.touchDown` and `.menuActionTriggered`, then belongs to the menu: no tap events follow.
extension UIControl {
    static let touchTolerance: CGFloat = 70

    func isInsideForTracking(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchTolerance, dy: -Self.touchTolerance).contains(touch.location(in: self))
    }

    func trackingBegan(_ touch: UITouch, with event: UIEvent?) {
        trackedTouch = touch
        touchInsideStorage = true
        trackingStorage = beginTracking(touch, with: event)
        isHighlighted = true
        guard trackingStorage else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
        _ = openMenuAsPrimaryAction(for: touch, with: event)
    }

    func trackingMoved(_ touch: UITouch, with event: UIEvent?) {
        if trackedTouchOpenedMenu { return menuFollows(touch, lifted: false) }
        let wasInside = touchInsideStorage
        touchInsideStorage = isInsideForTracking(touch)
        isHighlighted = touchInsideStorage
        guard trackingStorage else { return }
        trackingStorage = continueTracking(touch, with: event)
        guard trackingStorage else { return }
        var events: Event = touchInsideStorage ? .touchDragInside : .touchDragOutside
        if touchInsideStorage != wasInside { events.insert(touchInsideStorage ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, event: event)
    }

    func trackingEnded(_ touch: UITouch, with event: UIEvent?) {
        if trackedTouchOpenedMenu {
            menuFollows(touch, lifted: true)
            return stopTracking()
        }
        touchInsideStorage = isInsideForTracking(touch)
        isHighlighted = false
        if trackingStorage {
            endTracking(touch, with: event)
            let primary: Event = isTapControl ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside
            sendActions(for: touchInsideStorage ? primary : .touchUpOutside, event: event)
        }
        stopTracking()
    }

    func trackingCancelled(with event: UIEvent?) {
        isHighlighted = false
        if trackingStorage, !trackedTouchOpenedMenu {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, event: event)
        }
        stopTracking()
    }

    private func stopTracking() {
        trackingStorage = false
        touchInsideStorage = false
        trackedTouch = nil
        trackedTouchOpenedMenu = false
    }

    /// A tap control keeps a single-finger single tap from a recognizer on another view.
    func takesSingleTap(from recognizer: UIGestureRecognizer) -> Bool {
        guard keepsSingleTaps, isEnabled, recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer
        else {
            return false
        }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
