import Foundation

extension UIWindowScene {
    /// A menu element that opens a new window scene: performed, it asks its provider for a
    /// configuration and activates a scene session with it (`UIApplication.activateSceneSession(for:errorHandler:)`).
    /// In an app that does not support multiple scenes it stands for its alternate action: it
    /// shows the alternate's title and image and performs it, and it is hidden when it has none,
    /// as on an iPhone.
    @preconcurrency @MainActor
    open class ActivationAction: UIAction {
        /// Gives the configuration of the scene to open, or nil to open none.
        public typealias ConfigurationProvider = (UIWindowScene.ActivationAction) -> UIWindowScene
            .ActivationConfiguration?

        /// The action shown and performed where there can be no new window.
        public let alternateAction: UIAction?
        private let configurationProvider: ConfigurationProvider

        /// An action titled "Open in New Window" unless given a title, which opens the scene
        /// `configuration` describes.
        public init(
            title: String? = nil, subtitle: String? = nil, image: UIImage? = nil,
            identifier: UIAction.Identifier? = nil,
            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], alternate: UIAction? = nil,
            _ configuration: @escaping ConfigurationProvider
        ) {
            alternateAction = alternate
            configurationProvider = configuration
            super.init(
                title: title ?? "Open in New Window", subtitle: subtitle, image: image, identifier: identifier,
                discoverabilityTitle: discoverabilityTitle, attributes: attributes
            ) { action in
                (action as? UIWindowScene.ActivationAction)?.openScene()
            }
        }

        /// Whether the app can have another scene, so the action opens one.
        private var opensScenes: Bool { UIApplication.shared.supportsMultipleScenes }

        /// The alternate's title where the action stands for it.
        open override var title: String {
            get { opensScenes ? super.title : alternateAction?.title ?? super.title }
            set { super.title = newValue }
        }

        /// The alternate's image where the action stands for it.
        open override var image: UIImage? {
            get { opensScenes ? super.image : alternateAction?.image }
            set { super.image = newValue }
        }

        /// Hidden where the app cannot open a scene and there is no alternate.
        open override var attributes: UIMenuElement.Attributes {
            get { opensScenes || alternateAction != nil ? super.attributes : super.attributes.union(.hidden) }
            set { super.attributes = newValue }
        }

        private func openScene() {
            guard opensScenes else {
                alternateAction?.perform(withSender: sender, target: nil)
                return
            }
            guard let configuration = configurationProvider(self) else { return }
            UIApplication.shared.activateSceneSession(for: configuration.request)
        }
    }
}
