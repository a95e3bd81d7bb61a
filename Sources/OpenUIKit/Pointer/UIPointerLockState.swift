import Foundation

/// Whether a scene's pointer is locked, as a full-screen game asks through
/// `prefersPointerLocked`. No host here can hold the desktop's pointer for the app, so the
/// state always reads unlocked and `didChangeNotification` is never posted.
@preconcurrency @MainActor
open class UIPointerLockState: NSObject {
    /// Posted when a scene's pointer locks or unlocks; never posted here.
    nonisolated public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    /// The user info key of the scene whose lock state changed.
    nonisolated public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"

    /// Whether the pointer is locked: always false here.
    open var isLocked: Bool { false }

    override init() {
        super.init()
    }

    /// The lock state of each scene, made on first use.
    private static var states: [(scene: WeakBox<UIWindowScene>, state: UIPointerLockState)] = []

    static func state(of scene: UIWindowScene) -> UIPointerLockState {
        states.removeAll { $0.scene.value == nil }
        if let found = states.first(where: { $0.scene.value === scene }) { return found.state }
        let state = UIPointerLockState()
        states.append((WeakBox(scene), state))
        return state
    }
}

extension UIWindowScene {
    /// The scene's pointer lock state; unlocked here, whatever its controllers prefer.
    public var pointerLockState: UIPointerLockState? { UIPointerLockState.state(of: self) }
}

extension UIViewController {
    /// Asks the scene to read `prefersPointerLocked` again; the pointer stays unlocked here, as
    /// no host can lock it.
    public func setNeedsUpdateOfPrefersPointerLocked() {
        _ = viewIfLoaded?.window?.windowScene?.pointerLockState
    }
}
