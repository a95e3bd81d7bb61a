import Foundation

/// The notifications UIKit posts as the app and its scenes change state, each right after the
/// delegate method of the same moment, with the application (or the scene) as the object.
extension UIApplication {
    public nonisolated static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    /// With scenes the app's state follows theirs: the notification for the app's own move, if
    /// a scene's step moved it (the first scene to become active makes the app active).
    func postStateChange(from old: State) {
        let new = applicationState
        if old == .active, new != .active { post(Self.willResignActiveNotification) }
        if old == .background, new != .background { post(Self.willEnterForegroundNotification) }
        if old != .background, new == .background { post(Self.didEnterBackgroundNotification) }
        if old != .active, new == .active { post(Self.didBecomeActiveNotification) }
    }
}

extension UIScene {
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
