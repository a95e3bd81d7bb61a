import Foundation

extension UIScene {
    /// Options for activating a scene session (`UISceneSessionActivationRequest.options`).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene that asks for the activation; UIKit keeps it weakly.
        open weak var requestingScene: UIScene?

        /// Options with no requesting scene.
        public override init() {
            super.init()
        }
    }
}

extension UIWindowScene {
    /// How a new window scene should be shown beside the one that asked for it.
    public enum PresentationStyle: Int, Sendable {
        /// The system decides.
        case automatic = 0
        /// A window beside the others.
        case standard = 1
        /// A window in front of the others, which has the user's attention.
        case prominent = 2
    }

    /// Options for activating a window scene: where the new window goes.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        /// The presentation asked for; replaced by `placement` in iOS 17.
        @available(iOS, deprecated: 17.0, message: "Use placement")
        open var preferredPresentationStyle: UIWindowScene.PresentationStyle {
            get { presentationStyleStorage }
            set { presentationStyleStorage = newValue }
        }
        var presentationStyleStorage: UIWindowScene.PresentationStyle = .automatic
        /// Where the new scene's window goes; nil lets the system decide.
        open var placement: UIWindowScenePlacement?

        /// Options that let the system place the window.
        public override init() {
            super.init()
        }

        /// Whether the new window should come in front of the requesting one: a prominent
        /// placement, or (before iOS 17) the prominent presentation style.
        var asksForProminence: Bool {
            placement is UIWindowSceneProminentPlacement || presentationStyleStorage == .prominent
        }
    }
}
