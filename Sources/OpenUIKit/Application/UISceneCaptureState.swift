import Foundation

/// Whether a scene's content is being captured (recorded, mirrored or shared), as the
/// `sceneCaptureState` trait reports it.
public enum UISceneCaptureState: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Not being captured.
    case inactive = 0
    /// Being captured.
    case active = 1
}

extension UITraitCollection {
    /// Whether the scene is being captured. Linux gives an app no way to know whether the
    /// screen is being recorded, so `.inactive`, as on a device that is not recording.
    public var sceneCaptureState: UISceneCaptureState { .inactive }
}
