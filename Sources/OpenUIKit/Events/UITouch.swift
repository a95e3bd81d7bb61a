import Foundation

/// One finger (or the mouse) on a window, from the moment it goes down until it lifts. The same
/// object is delivered with every phase of its sequence, as in UIKit; `UIEventInjector` makes
/// them from a host's input.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount = 1
    public internal(set) var type: TouchType = .direct
    /// The view hit-tested when the touch began; it keeps the touch even if the finger leaves it.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// The recognizers that may see this touch: those of its view and the view's ancestors that
    /// were enabled and whose delegates agreed when it began.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    public internal(set) var majorRadius: CGFloat = 20
    public internal(set) var majorRadiusTolerance: CGFloat = 5
    public internal(set) var force: CGFloat = 0
    public internal(set) var maximumPossibleForce: CGFloat = 0

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    // Delivery to the view (see UIWindow+TouchDelivery.swift).
    /// False for a touch its view may not see: a second finger on a view without multiple touch,
    /// or a touch an exclusive-touch view blocks.
    var deliversToView = true
    /// Set once a recognizer that cancels touches in view has recognized: the view hears no more.
    var viewDeliveryCancelled = false
    var beganDeliveredToView = false
    var endDeliveredToView = false
    /// Phases a recognizer's `delaysTouchesBegan` / `delaysTouchesEnded` holds back, in order.
    var heldPhases: [Phase] = []

    /// A touch at `location` in `window`'s coordinates. Real touches come from
    /// `UIEventInjector`; this is for code that builds events itself.
    public init(phase: Phase = .began, location: CGPoint, in window: UIWindow?, timestamp: TimeInterval = 0) {
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
        self.timestamp = timestamp
    }

    /// In `view`'s coordinates; nil means the window's.
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Whether the finger is down: neither lifted nor cancelled.
    var isLive: Bool { phase != .ended && phase != .cancelled }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
