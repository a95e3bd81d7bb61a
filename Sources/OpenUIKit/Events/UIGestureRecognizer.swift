import Foundation

/// Optional questions a gesture recognizer asks its delegate. Every method is optional in UIKit.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

public extension UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Turns touches into a gesture and reports its state changes to its targets. Touch analysis
/// arrives with the display host's input; until then, and in tests, whoever recognizes the
/// gesture sets `state` (a subclass's own entry point), which is what sends the actions.
@MainActor
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var targets: [(target: WeakBox<AnyObject>?, action: Selector?, handler: ((UIGestureRecognizer) -> Void)?)] = []
    public internal(set) weak var view: UIView?
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var name: String?
    var locationInView: CGPoint = .zero

    public init(target: Any?, action: Selector?) {
        if let action { addTarget(target as AnyObject?, action: action) }
    }

    /// The closure form, for Swift code without selectors.
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        targets.append((nil, nil, handler))
    }

    open func addTarget(_ target: Any, action: Selector) {
        addTarget(target as AnyObject?, action: action)
    }

    private func addTarget(_ target: AnyObject?, action: Selector) {
        targets.append((target.map(WeakBox.init), action, nil))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targets.removeAll { entry in
            (object == nil || entry.target?.value === object) && (action == nil || entry.action == action)
        }
    }

    /// Setting a state that begins, continues or ends the gesture sends the actions, as UIKit
    /// does; a recognizer that may not begin (disabled, or its delegate says no) fails instead.
    open var state: State = .possible {
        didSet {
            if state == .began, !isEnabled || delegate?.gestureRecognizerShouldBegin(self) == false {
                state = .failed
                return
            }
            switch state {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
        }
    }

    private func sendActions() {
        for entry in targets {
            if let handler = entry.handler {
                handler(self)
            } else if let action = entry.action {
                let target = entry.target?.value
                UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
            }
        }
    }

    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return locationInView }
        return own.convert(locationInView, to: view)
    }

    open var numberOfTouches: Int { state == .possible || state == .failed ? 0 : 1 }

    /// Back to `.possible` after an end, as UIKit does between gestures.
    open func reset() {}
}

/// A finger dragging: its translation and velocity in a view's coordinates.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    var translationInView: CGPoint = .zero
    var velocityInView: CGPoint = .zero
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    open func translation(in view: UIView?) -> CGPoint {
        guard let own = self.view, let view, view !== own else { return translationInView }
        let origin = own.convert(CGPoint.zero, to: view)
        let moved = own.convert(translationInView, to: view)
        return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationInView = translation
    }

    open func velocity(in view: UIView?) -> CGPoint { velocityInView }

    /// The drag as the input system reports it: where the finger is relative to where it went
    /// down, and how fast it moves. Drives the recognizer through began, changed and ended.
    public func drag(to translation: CGPoint, velocity: CGPoint = .zero, state: State) {
        translationInView = translation
        velocityInView = velocity
        self.state = state
    }
}

/// A pan that starts at an edge of the screen (the back swipe).
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
