import Foundation

extension UIScene {
    /// Why a scene is connecting: URLs to open, activities to continue, a shortcut. A headless
    /// launch has none of these, so the options are empty.
    @preconcurrency @MainActor
    open class ConnectionOptions {
        /// The bundle identifier of the app that asked for the scene; nil for a plain launch.
        open internal(set) var sourceApplication: String?
        /// The quick action the scene is launched to perform; nil for a plain launch.
        open internal(set) var shortcutItem: UIApplicationShortcutItem?

        init() {}
    }
}
