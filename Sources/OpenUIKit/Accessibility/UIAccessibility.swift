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
        public static let pauseAssistiveTechnology = Notification(rawValue: 1017)
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
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }

    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
}
