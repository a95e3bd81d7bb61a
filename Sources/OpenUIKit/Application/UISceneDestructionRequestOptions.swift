import Foundation

/// Options for `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`, which
/// closes a scene and discards its session.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    /// Options with nothing in particular.
    public override init() {
        super.init()
    }
}

extension UIWindowScene {
    /// The animations a window scene's windows leave with when the scene is destroyed.
    public enum DismissalAnimation: Int, Sendable {
        /// The usual animation, as for closing a web page.
        case standard = 1
        /// The animation for saved work, as for sending a message.
        case commit = 2
        /// The animation for discarded work, as for throwing a draft away.
        case decline = 3
    }
}

/// Options for destroying a window scene: the animation its windows leave with. A host's
/// window closes at once whatever the animation; the windows are hidden as the scene
/// disconnects.
@preconcurrency @MainActor
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// How the windows leave; `.standard` by default.
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation = .standard

    /// Options with the standard animation.
    public override init() {
        super.init()
    }
}
