import Foundation

/// The notifications UIKit posts as the app and its scenes change state, each right after the
/// delegate method of the same moment, with the application (or the scene) as the object.
extension UIApplication {
    /// Posted when the app has finished launching, after the delegate's
    /// `application(_:didFinishLaunchingWithOptions:)`.
    public nonisolated static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active, after the delegate's `applicationDidBecomeActive(_:)`.
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active, after the delegate's `applicationWillResignActive(_:)`.
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app has moved to the background, after the delegate's `applicationDidEnterBackground(_:)`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background, after the delegate's `applicationWillEnterForeground(_:)`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end, after the delegate's `applicationWillTerminate(_:)`.
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted when the system is short of memory; never posted here, since Linux sends no memory warnings.
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted at a significant change of time, such as midnight or a time-zone change; never posted here.
    public nonisolated static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")

    func post(_ name: Notification.Name) {
        // The app's background time starts as it enters the background (`UIApplication+BackgroundTasks`).
        if name == Self.didEnterBackgroundNotification { BackgroundTasks.shared.applicationDidEnterBackground(self) }
        if name == Self.willEnterForegroundNotification { BackgroundTasks.shared.applicationWillEnterForeground() }
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
    /// Posted when a scene is about to connect, just before its delegate's `scene(_:willConnectTo:options:)`.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene has disconnected, after its delegate's `sceneDidDisconnect(_:)`.
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene has become active, after its delegate's `sceneDidBecomeActive(_:)`.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active, after its delegate's `sceneWillResignActive(_:)`.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground, after its delegate's `sceneWillEnterForeground(_:)`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted when a scene has moved to the background, after its delegate's `sceneDidEnterBackground(_:)`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
