import Foundation

/// Assistive technology's side of the app: which of it is running (none, on Linux), and what the
/// app tells it through `post(notification:argument:)`.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// What changed on screen, as an app announces it.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen: the argument is the element to focus, or nil for the first one.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, is spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll view scrolled: the argument says where it is ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Asks assistive technology to pause while the app does something it should not interrupt.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1017)
        /// Lets paused assistive technology resume.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1018)
    }

    /// One notification the app posted, kept for tests and tools (the latest last).
    @_spi(Tooling) public struct Posted {
        public let notification: Notification
        public let argument: Any?
    }

    /// The notifications posted lately, oldest first (the last 64).
    @_spi(Tooling) public private(set) static var posted: [Posted] = []

    /// The element the last screen or layout change asked to focus.
    @_spi(Tooling) public private(set) static weak var focusedElement: AnyObject?

    /// Tells assistive technology that something changed on screen; here it is recorded (the last 64),
    /// and a screen or layout change remembers the element to focus, since Linux has no assistive technology.
    public static func post(notification: Notification, argument: Any?) {
        posted.append(Posted(notification: notification, argument: argument))
        if posted.count > 64 { posted.removeFirst(posted.count - 64) }
        if notification == .screenChanged || notification == .layoutChanged {
            focusedElement = argument as AnyObject?
        }
    }

    /// Where `rect`, in `view`'s coordinates, is on the screen (its window's origin is the
    /// window's place on the screen).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        guard let window = view.window else { return view.convert(rect, to: nil) }
        return view.convert(rect, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    // No assistive technology runs here; the app's code that asks sees the defaults.
    /// Whether VoiceOver is running; always `false` here.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running; always `false` here.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Guided Access is on; always `false` here.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether the user turned on Bold Text; always `false` here.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user turned on Grayscale; always `false` here.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether the user turned on Classic Invert; always `false` here.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the user asked for less motion in animations; always `false` here.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency and blur; always `false` here.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user turned on Increase Contrast; always `false` here.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the user turned on Mono Audio; always `false` here.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether the user turned on closed captions; always `false` here.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether the user turned on Speak Screen; always `false` here.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether the user turned on Speak Selection; always `false` here.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether shaking the device offers to undo; always `true` here, UIKit's default.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether videos and animated images may play automatically; always `true` here, UIKit's default.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether the user asked for cues beside color alone; always `false` here.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether the user asked for buttons to show their shapes; always `false` here.
    public static var buttonShapesEnabled: Bool { false }
    /// Whether the user prefers cross-fades to sliding transitions; always `false` here.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether the user asked switches to show on/off labels; always `false` here.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops; never posted here, since the setting never changes.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the Reduce Motion setting changes; never posted here, since the setting never changes.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when the Bold Text setting changes; never posted here, since the setting never changes.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when the Increase Contrast setting changes; never posted here, since the setting never changes.
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when an assistive technology focuses an element; never posted here, since none runs.
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    /// The `elementFocusedNotification` user-info key of the element that gained focus.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    /// The `elementFocusedNotification` user-info key of the element that lost focus.
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    /// The `elementFocusedNotification` user-info key of the technology that moved focus
    /// (`UIAccessibility.AssistiveTechnologyIdentifier`).
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
}
