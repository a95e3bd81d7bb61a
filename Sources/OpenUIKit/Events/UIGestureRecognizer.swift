import Foundation

/// Turns touches into a gesture and reports its state changes to its targets.
///
/// The window gives a recognizer the touches that begin in its view or the view's subviews
/// before the views themselves hear of them (`UIWindow+TouchDelivery.swift`). A subclass reads
/// them in `touchesBegan(_:with:)` … and sets `state`; the gesture environment
/// (`GestureEnvironment.swift`) decides whether the change may happen (failure requirements, the
/// delegate, other recognizers of the same touches), sends the actions, and resets the
/// recognizer once its gesture is over. Code may also set `state` itself, as the built-in
/// containers' tests do through `UIPanGestureRecognizer.drag(to:velocity:state:)`.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// The states a gesture recognizer moves through, from `possible` to a final state.
    public enum State: Int, Sendable {
        /// The recognizer has not yet recognized its gesture; every recognizer starts and resets here.
        case possible
        /// A continuous gesture has started; the actions are sent.
        case began
        /// A continuous gesture has changed; the actions are sent.
        case changed
        /// The gesture is over, or a discrete gesture is recognized; the actions are sent and the recognizer resets.
        case ended
        /// The gesture was cancelled, as when the recognizer is disabled mid-gesture; the actions are sent.
        case cancelled
        /// The touches could not be the recognizer's gesture; no actions are sent and the recognizer resets.
        case failed
        /// A discrete gesture is recognized; the same state as `ended`.
        public static let recognized = State.ended
    }

    private var targets: [(target: WeakBox<AnyObject>?, action: Selector?, handler: ((UIGestureRecognizer) -> Void)?)] =
        []
    /// The view the recognizer is attached to, set by `UIView.addGestureRecognizer(_:)`.
    public internal(set) weak var view: UIView? {
        didSet { if oldValue !== view { GestureEnvironment.shared.detach(self) } }
    }
    /// The object that can stop the recognizer from beginning, make it wait for others, or let it share touches.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Turning a recognizer off mid-gesture cancels the gesture (or fails it before it began).
    open var isEnabled = true {
        didSet { if oldValue, !isEnabled { GestureEnvironment.shared.disable(self) } }
    }
    /// Whether recognizing the gesture sends `touchesCancelled` to the views of its touches, which hear nothing
    /// more of them.
    open var cancelsTouchesInView = true
    /// Whether the views of the recognizer's touches hear of their beginning and movement only once the
    /// recognizer fails.
    open var delaysTouchesBegan = false
    /// Whether the views of the recognizer's touches hear of their ending only once the recognizer fails.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes touches of only one type at a time; stored but not consulted here.
    open var requiresExclusiveTouchType = true
    /// A name for finding the recognizer while debugging.
    open var name: String?

    // The gesture environment's bookkeeping.
    var stateStorage: State = .possible
    /// A recognition waiting for the recognizers this one requires to fail.
    var pendingState: State?
    /// The touches this recognizer has seen since it was last reset, in the order they began.
    var receivedTouches: [UITouch] = []
    var ignoredTouches: [UITouch] = []
    var failureRequirements: [WeakBox<UIGestureRecognizer>] = []
    /// Where the touches were last, in their window's coordinates.
    var lastLocationInWindow: CGPoint?
    weak var lastWindow: UIWindow?
    var lastModifierFlags: UIKeyModifierFlags = []
    var lastButtonMask: UIEvent.ButtonMask = []
    private var timers: [ClockTimer] = []
    /// A location set by code that drives the recognizer without touches, in its view's coordinates.
    var locationInView: CGPoint = .zero

    /// Creates a recognizer that sends `action` to `target` when its state changes; a `nil` target goes up the
    /// responder chain.
    public init(target: Any?, action: Selector?) {
        if let action { addTarget(target as AnyObject?, action: action) }
    }

    /// A recognizer with no target yet, as `NSObject`'s `init()` gives on iOS (`addTarget(_:action:)`
    /// adds one). Convenience, so a subclass that overrides `init(target:action:)` inherits it.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// The closure form, for Swift code without selectors. Convenience, as `init()` is.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        targets.append((nil, nil, handler))
    }

    /// Adds a target and action to send when the recognizer's state changes.
    open func addTarget(_ target: Any, action: Selector) {
        addTarget(target as AnyObject?, action: action)
    }

    private func addTarget(_ target: AnyObject?, action: Selector) {
        targets.append((target.map(WeakBox.init), action, nil))
    }

    /// Removes a target and action; a `nil` target or action matches every target or action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targets.removeAll { entry in
            (object == nil || entry.target?.value === object) && (action == nil || entry.action == action)
        }
    }

    /// Setting a state asks the gesture environment for the change: leaving `.possible` may
    /// wait for recognizers this one requires to fail, or fail if the delegate, a touched view
    /// or a recognizer already recognizing the same touches says no. Beginning, changing, ending
    /// and cancelling send the actions, as in UIKit.
    open var state: State {
        get { stateStorage }
        set { GestureEnvironment.shared.transition(self, to: newValue) }
    }

    func sendActions() {
        for entry in targets {
            if let handler = entry.handler {
                handler(self)
            } else if let action = entry.action {
                let target = entry.target?.value
                UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
            }
        }
    }

    // MARK: Touches (UIGestureRecognizerSubclass)

    /// Tells the recognizer that touches began in its view; subclasses read them and set `state`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that its touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that its touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that the system cancelled its touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called once the gesture is over and the state is back at `.possible`; subclasses clear
    /// their own state here and call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (the view still gets it).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        guard !ignoredTouches.contains(where: { $0 === touch }) else { return }
        ignoredTouches.append(touch)
    }

    /// Whether recognizing this gesture may fail `preventedGestureRecognizer` when they share touches; `true`
    /// by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may fail this recognizer by recognizing first; `true` by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail; subclasses override it, `false` by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this recognizer to fail; subclasses override it, `false` by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// This recognizer waits until `otherGestureRecognizer` fails, and fails if it recognizes
    /// (a single tap waiting for a double tap).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.value == nil }
        guard otherGestureRecognizer !== self,
            !failureRequirements.contains(where: { $0.value === otherGestureRecognizer })
        else { return }
        failureRequirements.append(WeakBox(otherGestureRecognizer))
    }

    // MARK: Where the touches are

    /// The touches still down, in the order they began.
    var liveTouches: [UITouch] {
        receivedTouches.filter { touch in touch.isLive && !ignoredTouches.contains { $0 === touch } }
    }

    func isTracking(_ touch: UITouch) -> Bool {
        receivedTouches.contains { $0 === touch } && !ignoredTouches.contains { $0 === touch }
    }

    /// The centroid of the touches, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let point = lastLocationInWindow else {
            guard let own = self.view else { return locationInView }
            return own.convert(locationInView, to: view)
        }
        guard let view else { return point }
        return view.convert(point, from: lastWindow)
    }

    /// Where one of the recognizer's touches is in `view`'s coordinates (the window's for `nil`), by index in
    /// order of beginning.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = touchesForLocation
        guard touchIndex >= 0, touchIndex < touches.count else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.range,
                "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(touches.count)).")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    /// The touches `numberOfTouches` and `location(ofTouch:in:)` count.
    var touchesForLocation: [UITouch] { liveTouches }

    /// How many touches the recognizer is tracking that are still down.
    open var numberOfTouches: Int { touchesForLocation.count }

    /// The modifier keys held during the last event this recognizer saw.
    open var modifierFlags: UIKeyModifierFlags { lastModifierFlags }
    /// The mouse buttons that were down during the last event this recognizer saw.
    open var buttonMask: UIEvent.ButtonMask { lastButtonMask }

    // MARK: Timers on the animation clock

    /// Runs `fire` after `interval` of animation-clock time unless the recognizer resets or
    /// reaches a final state first. Final, so no subclass's class metadata names it: Swift 6.3
    /// mangles a main-actor closure parameter of a `@preconcurrency` class's method one way where
    /// it is defined and another in a vtable built in a different compile batch.
    final func startTimer(after interval: TimeInterval, _ fire: @escaping @MainActor () -> Void) {
        let timer = ClockTimer(after: interval) { [weak self] in
            guard let self else { return }
            self.timers.removeAll { $0.isDone }
            GestureEnvironment.shared.perform(fire)
        }
        timers.append(timer)
    }

    func cancelTimers() {
        for timer in timers { timer.invalidate() }
        timers.removeAll()
    }
}

/// The centroid of some touches in window coordinates.
@MainActor
func centroid(of touches: [UITouch]) -> CGPoint? {
    guard !touches.isEmpty else { return nil }
    let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
    return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
}
