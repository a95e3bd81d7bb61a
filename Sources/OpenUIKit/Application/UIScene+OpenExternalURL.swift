import Foundation

extension UIScene {
    /// Options for `open(_:options:completionHandler:)`.
    @preconcurrency @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// Whether to open the URL only as a universal link in an installed app; such a request
        /// always fails on Linux, which has no app of the link's own.
        open var universalLinksOnly = false

        /// Options that open any URL.
        public override init() {
            super.init()
        }
    }

    /// Opens `url` as the application's `open(_:options:completionHandler:)` does: the app's own
    /// URLs go to its scene delegate, others to the desktop (`xdg-open`); `completion` hears
    /// whether it was opened.
    public func open(
        _ url: URL, options: UIScene.OpenExternalURLOptions?,
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        var keys: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
        if options?.universalLinksOnly == true { keys[.universalLinksOnly] = true }
        UIApplication.shared.open(url, options: keys, completionHandler: completion)
    }
}
