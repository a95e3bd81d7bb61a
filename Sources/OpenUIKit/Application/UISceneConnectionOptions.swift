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
        /// URLs the scene is launched to open.
        open internal(set) var urlContexts: Set<UIOpenURLContext> = []
        /// Activities the scene is launched to continue; none here, where nothing hands one off.
        open internal(set) var userActivities: Set<NSUserActivity> = []
        /// The type of an activity being handed off while the scene connects; none here.
        open internal(set) var handoffUserActivityType: String?

        init() {}
    }
}
