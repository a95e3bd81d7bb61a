import Foundation

/// One finger (or the mouse) on a window, from the moment it goes down until it lifts. The same
/// object is delivered with every phase of its sequence, as in UIKit; `UIEventInjector` makes
/// them from a host's input.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// The stages of a touch, from touching down to lifting.
    public enum Phase: Int, Sendable {
        /// The finger touched down, or the mouse button went down.
        case began
        /// The touch moved.
        case moved
        /// The touch is down and did not move, while another touch of the event changed.
        case stationary
        /// The finger lifted, or the mouse button came up.
        case ended
        /// The system took the touch away, as when the window lost focus.
        case cancelled
        /// A hovering pointer entered the view; never produced here, as nothing tracks hovering.
        case regionEntered
        /// A hovering pointer moved within the view; never produced here.
        case regionMoved
        /// A hovering pointer left the view; never produced here.
        case regionExited
    }

    /// What kind of input made a touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen; touches made without a mouse button held are of this type.
        case direct
        /// A touch made away from the screen, such as on a TV remote; never produced here.
        case indirect
        /// An Apple Pencil touch; never produced here.
        case pencil
        /// A mouse or trackpad pointer; touches made with a mouse button held are of this type.
        case indirectPointer
    }

    /// Where the touch is in its sequence: down, moving, still, lifted, or cancelled.
    public internal(set) var phase: Phase
    /// When the touch last changed, in seconds of the animation clock.
    public internal(set) var timestamp: TimeInterval
    /// Which tap this touch is of taps in quick succession near each other: 2 for the second tap of a double tap.
    public internal(set) var tapCount = 1
    /// Whether a finger or a pointer made the touch: `indirectPointer` when a mouse button is down, else `direct`.
    public internal(set) var type: TouchType = .direct
    /// The view hit-tested when the touch began; it keeps the touch even if the finger leaves it.
    public internal(set) weak var view: UIView?
    /// The window the touch began in.
    public internal(set) weak var window: UIWindow?
    /// The recognizers that may see this touch: those of its view and the view's ancestors that
    /// were enabled and whose delegates agreed when it began.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The radius of the finger's contact area, in points; a fixed 20 here, as no input reports it.
    public internal(set) var majorRadius: CGFloat = 20
    /// How far `majorRadius` may be off, in points; a fixed 5 here.
    public internal(set) var majorRadiusTolerance: CGFloat = 5
    /// How hard the touch presses; always 0 here, as no input reports pressure.
    public internal(set) var force: CGFloat = 0
    /// The highest `force` the touch could report; 0 here, as no input reports pressure.
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

    /// Where the touch was before its last change, in `view`'s coordinates, or the window's for `nil`.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// The touch's location as precisely as the input reports it; the same as `location(in:)` here.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The touch's previous location as precisely as the input reports it; the same as `previousLocation(in:)` here.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Whether the finger is down: neither lifted nor cancelled.
    var isLive: Bool { phase != .ended && phase != .cancelled }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
