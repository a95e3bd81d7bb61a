import Foundation

extension UIWindowScene {
    /// What a new window scene is asked for with: the activity that describes its content,
    /// options, and a preview to animate from. `UIWindowScene.ActivationAction` and
    /// `UIWindowScene.ActivationInteraction` get one from their provider.
    @preconcurrency @MainActor
    open class ActivationConfiguration: NSObject {
        /// The activity the new scene gets in its connection options.
        public let userActivity: NSUserActivity
        /// Options for the request; nil for the defaults.
        open var options: UIWindowScene.ActivationRequestOptions?
        /// The view the new window would grow from; kept, as a host's new window simply opens.
        open var preview: UITargetedPreview?

        /// A configuration for `userActivity`.
        public init(
            userActivity: NSUserActivity, options: UIWindowScene.ActivationRequestOptions? = nil,
            preview: UITargetedPreview? = nil
        ) {
            self.userActivity = userActivity
            self.options = options
            self.preview = preview
            super.init()
        }

        /// The request this configuration makes: a window scene for its activity and options.
        var request: UISceneSessionActivationRequest {
            UISceneSessionActivationRequest(role: .windowApplication, userActivity: userActivity, options: options)
        }
    }
}
