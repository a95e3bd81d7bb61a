import Foundation

/// The delegate of a scene that shows windows. When the scene's configuration names a
/// storyboard, UIKit makes the window, stores it here and sets its root before
/// `scene(_:willConnectTo:options:)`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. The default neither stores nor returns one; a delegate whose
    /// scene uses a storyboard declares `var window: UIWindow?`.
    var window: UIWindow? { get set }
    /// Performs the quick action the user chose on the app's icon while the scene runs; call
    /// `completionHandler` with whether it was handled.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

public extension UIWindowSceneDelegate {
    var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Does not handle it: calls `completionHandler(false)`.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
}
