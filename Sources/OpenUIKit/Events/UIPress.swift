import Foundation

/// One key held down, from the moment it goes down until it comes up. The same object is
/// delivered with each phase, as in UIKit.
@preconcurrency @MainActor
open class UIPress {
    /// The stages of a press, from the key going down to it coming up.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// Something about the press changed other than its phase; keys never report it.
        case changed
        /// The key is still held while another press changed.
        case stationary
        /// The key came up.
        case ended
        /// The system took the press away, as when the window lost focus.
        case cancelled
    }

    /// UIKit's types are for remotes and game controllers; a keyboard's arrows, return, escape
    /// and page keys map to them. Other keys are `.keyboardKey`, which UIKit keeps private.
    public enum PressType: Int, Sendable {
        /// The up arrow; a keyboard's up arrow key.
        case upArrow = 0
        /// The down arrow; a keyboard's down arrow key.
        case downArrow
        /// The left arrow; a keyboard's left arrow key.
        case leftArrow
        /// The right arrow; a keyboard's right arrow key.
        case rightArrow
        /// The select button; a keyboard's Return or keypad Enter key.
        case select
        /// The menu button; a keyboard's Escape key.
        case menu
        /// A remote's play/pause button; no keyboard key maps to it.
        case playPause
        /// The page up button; a keyboard's Page Up key.
        case pageUp = 30
        /// The page down button; a keyboard's Page Down key.
        case pageDown
        /// A TV remote's 123 button; no keyboard key maps to it.
        case tvRemoteOneTwoThree
        /// A TV remote's four-colors button; no keyboard key maps to it.
        case tvRemoteFourColors
        /// Any other keyboard key; read `key` for which.
        case keyboardKey = 2000
    }

    /// Where the press is in its life: down, held, up, or cancelled.
    open internal(set) var phase: Phase
    /// When the press last changed phase, in seconds of the animation clock.
    open internal(set) var timestamp: TimeInterval
    /// The remote-style button the key stands for, or `keyboardKey` for a key without one.
    open internal(set) var type: PressType
    /// The keyboard key pressed, with its characters and the modifiers held.
    open internal(set) var key: UIKey?
    /// The key window the press went to.
    open internal(set) weak var window: UIWindow?
    /// The responder the press was first delivered to.
    open internal(set) weak var responder: UIResponder?
    /// The gesture recognizers receiving the press; always `nil` here, as no recognizer handles presses.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// How hard the button is pressed; always 0 for a keyboard key.
    open internal(set) var force: CGFloat = 0
    /// Set when a key command took the press, so the text it would type is not typed.
    var wasTakenByKeyCommand = false

    init(key: UIKey, window: UIWindow?, timestamp: TimeInterval) {
        self.key = key
        self.window = window
        self.timestamp = timestamp
        self.phase = .began
        self.type = Self.pressType(of: key.keyCode)
    }

    private static func pressType(of keyCode: UIKeyboardHIDUsage) -> PressType {
        switch keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: .select
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: .keyboardKey
        }
    }
}

extension UIPress: Hashable {
    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
