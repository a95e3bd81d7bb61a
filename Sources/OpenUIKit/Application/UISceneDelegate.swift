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
}
