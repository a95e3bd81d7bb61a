import Foundation

/// A scene's delegate: its connection and its moves between foreground, background, active
/// and inactive. UIKit's optional methods are requirements with default implementations.
///
/// The class the scene configuration names is made through
/// `UIApplication.registerDelegateClass(_:factory:)`, as the app delegate is.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Called when the scene is about to connect to the app, so the delegate can set up its windows.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Called when the scene has disconnected from the app; its session stays open.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Called when the scene has become active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Called when the scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// Called when the scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Called when the scene has moved to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Opens URLs handed to the scene: on Linux, the app's own (`CFBundleURLTypes`) that it
    /// opened with `UIApplication.open(_:options:completionHandler:)`.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity that describes what the scene shows, asked for as it goes to the background
    /// and kept with its session for the next launch.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Called after `scene(_:willConnectTo:options:)` with the session's saved activity, to
    /// restore what it describes.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// Called when an activity of `userActivityType` is about to be continued; never on Linux,
    /// which has no Handoff.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Continues an activity handed to the scene; never called on Linux, which has no Handoff.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Called when an activity could not be continued; never on Linux.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// Called when an activity the scene handed off was updated; never on Linux.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

public extension UISceneDelegate {
    /// Does nothing by default.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing by default.
    func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing by default.
    func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing by default.
    func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing by default.
    func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing by default.
    func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing by default.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// None by default: nothing is kept for the next launch.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Does nothing by default.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    /// Does nothing by default.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    /// Does nothing by default.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Does nothing by default.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    /// Does nothing by default.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}
