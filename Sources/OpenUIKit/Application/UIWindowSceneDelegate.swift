import Foundation

/// The delegate of a scene that shows windows. When the scene's configuration names a
/// storyboard, UIKit makes the window, stores it here and sets its root before
/// `scene(_:willConnectTo:options:)`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. The default neither stores nor returns one; a delegate whose
    /// scene uses a storyboard declares `var window: UIWindow?`.
    var window: UIWindow? { get set }
}

public extension UIWindowSceneDelegate {
    var window: UIWindow? {
        get { nil }
        set {}
    }
}
