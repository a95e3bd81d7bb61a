import Foundation

/// One key held down, from the moment it goes down until it comes up. The same object is
/// delivered with each phase, as in UIKit.
@preconcurrency @MainActor
open class UIPress {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }

    /// UIKit's types are for remotes and game controllers; a keyboard's arrows, return, escape
    /// and page keys map to them. Other keys are `.keyboardKey`, which UIKit keeps private.
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown, tvRemoteOneTwoThree, tvRemoteFourColors
        case keyboardKey = 2000
    }

    open internal(set) var phase: Phase
    open internal(set) var timestamp: TimeInterval
    open internal(set) var type: PressType
    open internal(set) var key: UIKey?
    open internal(set) weak var window: UIWindow?
    /// The responder the press was first delivered to.
    open internal(set) weak var responder: UIResponder?
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
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
