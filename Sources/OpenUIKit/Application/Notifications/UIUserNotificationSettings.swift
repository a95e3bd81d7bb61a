import Foundation

/// The ways a notification may reach the user.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNAuthorizationOptions")
public struct UIUserNotificationType: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A badge number on the app's icon.
    public static let badge = UIUserNotificationType(rawValue: 1 << 0)
    /// A sound.
    public static let sound = UIUserNotificationType(rawValue: 1 << 1)
    /// An alert or banner.
    public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}

/// The ways push notifications may reach the user, the pre-iOS 8 API.
@available(iOS, deprecated: 8.0, message: "Use UserNotifications Framework's UNAuthorizationOptions")
public struct UIRemoteNotificationType: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A badge number on the app's icon.
    public static let badge = UIRemoteNotificationType(rawValue: 1 << 0)
    /// A sound.
    public static let sound = UIRemoteNotificationType(rawValue: 1 << 1)
    /// An alert.
    public static let alert = UIRemoteNotificationType(rawValue: 1 << 2)
    /// Newsstand content to download.
    public static let newsstandContentAvailability = UIRemoteNotificationType(rawValue: 1 << 3)
}

/// The kinds of notification the app asks to use and the categories of actions its
/// notifications offer, registered with `UIApplication.registerUserNotificationSettings(_:)`.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationSettings")
@preconcurrency @MainActor
open class UIUserNotificationSettings: NSObject {
    /// The kinds of notification.
    public let types: UIUserNotificationType
    /// The categories of actions.
    public let categories: Set<UIUserNotificationCategory>?

    /// Settings for `types` with `categories`.
    public init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
        self.types = types
        self.categories = categories
        super.init()
    }
}
