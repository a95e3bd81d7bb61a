import Foundation

/// An input event: the touches of one moment of a multi-touch sequence, or key presses
/// (`UIPressesEvent`). `UIEventInjector` makes them from a host's input; headless code can
/// build one.
@preconcurrency @MainActor
open class UIEvent {
    /// The general kind of an event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen, or a pointer standing in for them.
        case touches
        /// Motion of the device, such as a shake; hosts here make none.
        case motion
        /// A remote-control command, such as play or pause from headphones; hosts here make none.
        case remoteControl
        /// Presses of physical keys or buttons (`UIPressesEvent`).
        case presses
        /// Scrolling with a trackpad or mouse wheel.
        case scroll = 10
        /// A pointer moving over the interface without pressing.
        case hover
        /// A trackpad pinch or rotation.
        case transform = 14
    }

    /// The specific kind of a motion or remote-control event.
    public enum EventSubtype: Int, Sendable {
        /// No subtype: the event is not a motion or remote-control event.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play the media.
        case remoteControlPlay = 100
        /// Pause the media.
        case remoteControlPause
        /// Stop the media.
        case remoteControlStop
        /// Play the media if it is paused, pause it if it is playing.
        case remoteControlTogglePlayPause
        /// Skip to the next track.
        case remoteControlNextTrack
        /// Go back to the previous track.
        case remoteControlPreviousTrack
        /// Start seeking backward through the media.
        case remoteControlBeginSeekingBackward
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward
        /// Start seeking forward through the media.
        case remoteControlBeginSeekingForward
        /// Stop seeking forward.
        case remoteControlEndSeekingForward
    }

    /// The mouse buttons held during a touch made with a pointer.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary mouse button, usually the left one.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary mouse button, usually the right one.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button `buttonNumber`, counted from 1 for the primary button.
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    /// The kind of event.
    open var type: EventType
    /// The specific kind of a motion or remote-control event; `.none` for the others.
    open var subtype: EventSubtype = .none
    /// When the event happened, in seconds; here the time of the app's animation clock.
    open var timestamp: TimeInterval
    /// The modifier keys held down when the event happened.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The mouse buttons held down during a pointer's touch.
    open internal(set) var buttonMask: ButtonMask = []
    /// The touches of a touches event: every finger down, including those that did not change.
    var touchList: [UITouch] = []

    /// Creates an event of the given kind, such as one a test sends to a control.
    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type
        self.timestamp = timestamp
    }

    /// Nil for an event that is not about touches.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.view === view })
    }

    /// The touches in `window`; `nil` for an event that is not about touches.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.window === window })
    }

    /// The touches `gesture` is tracking.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { touch in gesture.receivedTouches.contains { $0 === touch } })
    }

    /// This input has no samples between events: the touch itself.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [touch] : nil
    }

    /// The touches the system predicts will follow `touch`; always empty here, since no input is predicted.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [] : nil
    }
}
