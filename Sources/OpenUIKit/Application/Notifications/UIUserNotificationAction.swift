import Foundation

/// The key of an action's `parameters` for the title of a text-input action's send button.
public let UIUserNotificationTextInputActionButtonTitleKey = "UIUserNotificationTextInputActionButtonTitleKey"
/// The key of an action's response dictionary that holds the text the user typed.
public let UIUserNotificationActionResponseTypedTextKey = "UIUserNotificationActionResponseTypedTextKey"

/// Whether an action runs with the app in front or behind.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationActionOptions")
public enum UIUserNotificationActivationMode: UInt, Sendable {
    /// The app comes to the foreground.
    case foreground = 0
    /// The app runs in the background.
    case background = 1
}

/// What choosing an action asks of the user.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNTextInputNotificationAction")
public enum UIUserNotificationActionBehavior: UInt, Sendable {
    /// A button.
    case `default` = 0
    /// A button that asks for text first.
    case textInput = 1
}

/// A button a notification offers, the pre-iOS 10 API.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationAction")
@preconcurrency @MainActor
open class UIUserNotificationAction: NSObject {
    /// The name the app's handler receives.
    open var identifier: String? { storage.identifier }
    /// The button's title.
    open var title: String? { storage.title }
    /// A button, or a button that asks for text.
    open var behavior: UIUserNotificationActionBehavior { storage.behavior }
    /// Options for the behavior, as `UIUserNotificationTextInputActionButtonTitleKey`.
    open var parameters: [AnyHashable: Any] { storage.parameters }
    /// Whether choosing the action brings the app to the foreground.
    open var activationMode: UIUserNotificationActivationMode { storage.activationMode }
    /// Whether the device must be unlocked first; Linux has no lock screen to wait for.
    open var isAuthenticationRequired: Bool { storage.isAuthenticationRequired }
    /// Whether the button is shown as destroying something.
    open var isDestructive: Bool { storage.isDestructive }

    struct Storage {
        var identifier: String?
        var title: String?
        var behavior: UIUserNotificationActionBehavior = .default
        var parameters: [AnyHashable: Any] = [:]
        var activationMode: UIUserNotificationActivationMode = .foreground
        var isAuthenticationRequired = false
        var isDestructive = false
    }
    var storage = Storage()

    /// An action with no identifier or title.
    public override init() {
        super.init()
    }
}

/// An action whose properties can be set.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationAction")
@preconcurrency @MainActor
open class UIMutableUserNotificationAction: UIUserNotificationAction {
    /// The name the app's handler receives.
    open override var identifier: String? {
        get { storage.identifier }
        set { storage.identifier = newValue }
    }
    /// The button's title.
    open override var title: String? {
        get { storage.title }
        set { storage.title = newValue }
    }
    /// A button, or a button that asks for text.
    open override var behavior: UIUserNotificationActionBehavior {
        get { storage.behavior }
        set { storage.behavior = newValue }
    }
    /// Options for the behavior.
    open override var parameters: [AnyHashable: Any] {
        get { storage.parameters }
        set { storage.parameters = newValue }
    }
    /// Whether choosing the action brings the app to the foreground.
    open override var activationMode: UIUserNotificationActivationMode {
        get { storage.activationMode }
        set { storage.activationMode = newValue }
    }
    /// Whether the device must be unlocked first.
    open override var isAuthenticationRequired: Bool {
        get { storage.isAuthenticationRequired }
        set { storage.isAuthenticationRequired = newValue }
    }
    /// Whether the button is shown as destroying something.
    open override var isDestructive: Bool {
        get { storage.isDestructive }
        set { storage.isDestructive = newValue }
    }
}
