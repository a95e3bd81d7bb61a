import Foundation

/// The values UIKit's accessibility settings and assistive technologies are described with.
/// Linux runs none of them, so these only name what an app asks about.
extension UIAccessibility {
    /// Which ears paired hearing devices stream to; none are paired here.
    public struct HearingDeviceEar: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a set of ears from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left ear.
        public static let left = HearingDeviceEar(rawValue: 1 << 1)
        /// The right ear.
        public static let right = HearingDeviceEar(rawValue: 1 << 2)
        /// Both ears.
        public static let both: HearingDeviceEar = [.left, .right]
    }

    /// How an element that takes touches directly (a piano keyboard) behaves under VoiceOver.
    public struct DirectTouchOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// VoiceOver says nothing while the element is touched.
        public static let silentOnTouch = DirectTouchOptions(rawValue: 1 << 0)
        /// The element takes touches only once activated.
        public static let requiresActivation = DirectTouchOptions(rawValue: 1 << 1)
    }

    /// What Zoom is told to follow.
    public struct ZoomType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a zoom type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The text insertion point.
        public static let insertionPoint = ZoomType(rawValue: "UIAccessibilityZoomTypeInsertionPoint")
    }

    /// The assistive technologies a status change notification names.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Switch Control.
        public static let notificationSwitchControlIdentifier = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
        /// VoiceOver.
        public static let notificationVoiceOverIdentifier = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    /// Whether a Guided Access restriction lets the person use what it guards.
    public enum GuidedAccessRestrictionState: Int, Sendable {
        /// The restriction allows it.
        case allow = 0
        /// The restriction denies it.
        case deny = 1
    }
}
