import Foundation

/// A scene's delegate: its connection and its moves between foreground, background, active
/// and inactive. UIKit's optional methods are requirements with default implementations.
///
/// `init()` is a requirement for the reason `UIApplicationDelegate` gives: UIKit makes the
/// delegate from the class the scene configuration names, which Swift can only do through a
/// required initializer (a `final` class, or `required override init()`).
@MainActor
public protocol UISceneDelegate: AnyObject {
    init()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

public extension UISceneDelegate {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}
