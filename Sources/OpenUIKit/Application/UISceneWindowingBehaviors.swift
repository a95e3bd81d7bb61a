import Foundation

/// Whether a scene's window shows a close and a minimize button, on a Mac.
/// `UIWindowScene.windowingBehaviors` is nil here, as on iPhone and iPad: the Linux host draws
/// its window's buttons itself.
@preconcurrency @MainActor
open class UISceneWindowingBehaviors: NSObject {
    /// Whether the window shows a close button.
    open var isClosable = true
    /// Whether the window shows a minimize button.
    open var isMiniaturizable = true

    init(closable: Bool = true) {
        isClosable = closable
        super.init()
    }
}

extension UIWindowScene {
    /// The Mac window's buttons; nil, as on iPhone and iPad, since the host's window manager
    /// decides them.
    public var windowingBehaviors: UISceneWindowingBehaviors? { nil }
}
