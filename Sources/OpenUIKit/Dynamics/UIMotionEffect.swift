import Foundation

/// Something that moves a view's properties as the person tilts the device (the parallax of
/// iOS's home screen). Subclass it and return the key paths and relative values for a viewer
/// offset, or use `UIInterpolatingMotionEffect`.
///
/// Linux has no accelerometer, so this is the iOS Simulator's behaviour, a device held still:
/// the viewer offset is always zero, so a view's motion effects never move it.
/// `keyPathsAndRelativeValues(forViewerOffset:)` still answers for any offset asked.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @preconcurrency NSCopying {
    /// Makes a motion effect.
    public override init() {
        super.init()
    }

    /// A motion effect of the same class; subclasses with state of their own override it.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIMotionEffect()
    }

    /// The key paths to change and the values to add to them, for a viewer offset from -1 to 1
    /// on each axis (0 is straight on). The base class changes nothing (nil).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        _ = viewerOffset
        return nil
    }
}
