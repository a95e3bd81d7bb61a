import Foundation

/// Where a window scene's window goes when it is activated (`UIWindowScene.ActivationRequestOptions.placement`):
/// use one of the subclasses.
@preconcurrency @MainActor
open class UIWindowScenePlacement: NSObject, NSCopying {
    /// A placement with nothing to say; the subclasses say where.
    public override init() {
        super.init()
    }

    /// The placement itself: a placement has no state to change, so a copy would be the same.
    open nonisolated func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}

/// The system's usual place: a window beside the app's others.
@preconcurrency @MainActor
open class UIWindowSceneStandardPlacement: UIWindowScenePlacement {
    /// The standard placement.
    public override init() {
        super.init()
    }
}

/// A window in front of the app's others, given the user's attention. The scene that asked
/// for it stops being active once the new scene is (as its window is no longer the one in
/// front), and is active again when it is activated.
@preconcurrency @MainActor
open class UIWindowSceneProminentPlacement: UIWindowScenePlacement {
    /// The prominent placement.
    public override init() {
        super.init()
    }
}
