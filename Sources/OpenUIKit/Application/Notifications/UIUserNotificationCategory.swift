import Foundation

/// How much room an alert has for a category's actions.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationCategory")
public enum UIUserNotificationActionContext: UInt, Sendable {
    /// A full alert: up to four actions.
    case `default` = 0
    /// A banner or the lock screen: up to two actions.
    case minimal = 1
}

/// A named group of actions a notification can offer (its `category`).
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationCategory")
@preconcurrency @MainActor
open class UIUserNotificationCategory: NSObject {
    /// The name notifications give as their `category`.
    open var identifier: String? { identifierStorage }
    var identifierStorage: String?
    var actionsByContext: [UIUserNotificationActionContext: [UIUserNotificationAction]] = [:]

    /// A category with no identifier or actions.
    public override init() {
        super.init()
    }

    /// The actions for `context`: for `.minimal` without actions of its own, the first two of
    /// `.default`, as UIKit does.
    open func actions(for context: UIUserNotificationActionContext) -> [UIUserNotificationAction]? {
        if let actions = actionsByContext[context] { return actions }
        guard context == .minimal, let full = actionsByContext[.default] else { return nil }
        return Array(full.prefix(2))
    }
}

/// A category whose identifier and actions can be set.
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationCategory")
@preconcurrency @MainActor
open class UIMutableUserNotificationCategory: UIUserNotificationCategory {
    /// The name notifications give as their `category`.
    open override var identifier: String? {
        get { identifierStorage }
        set { identifierStorage = newValue }
    }

    /// Sets the actions for `context` (nil removes them). An alert shows at most four actions,
    /// a minimal one two; the rest are kept and not shown.
    open func setActions(_ actions: [UIUserNotificationAction]?, for context: UIUserNotificationActionContext) {
        actionsByContext[context] = actions
    }
}
