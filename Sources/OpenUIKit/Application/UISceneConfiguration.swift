import Foundation

/// The classes and storyboard a new scene is made from: read from the Info.plist scene
/// manifest, or made by the app delegate in `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The name of an Info.plist configuration (`UISceneConfigurationName`). A configuration the
    /// delegate returns with no classes or storyboard of its own takes them from the manifest's
    /// configuration of this name.
    public let name: String?
    /// The role of the sessions this configuration is for.
    public let role: UISceneSession.Role
    /// The scene's class (`UISceneClassName`); nil means `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The scene delegate's class (`UISceneDelegateClassName`).
    open var delegateClass: AnyClass?
    /// The storyboard whose initial controller becomes the window's root (`UISceneStoryboardFile`).
    open var storyboard: UIStoryboard?

    /// Creates a configuration with the name of an Info.plist scene configuration and a session role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }

    func copy() -> UISceneConfiguration {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        copy.storyboard = storyboard
        return copy
    }
}
