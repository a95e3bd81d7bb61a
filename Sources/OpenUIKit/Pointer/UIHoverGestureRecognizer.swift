import Foundation

/// Recognizes a pointer hovering over its view, with no button pressed: it begins when the
/// pointer enters the view, changes as it moves within it, and ends when it leaves. The hover
/// comes from the mouse motion a host reports through `UIEventInjector.pointerMoved(to:in:)`
/// (SDLHost sends it for every move with no button held); a test sends the same call.
///
/// There is no Apple Pencil here, so `zOffset` is always 0 and the angles are those of a
/// pointer: an altitude of π/2 (straight up) and an azimuth of 0.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// How far above the screen a hovering Pencil is, from 0 to 1; 0 for a pointer, the only
    /// thing that hovers here.
    open var zOffset: CGFloat { 0 }
    /// The angle between a hovering Pencil and the screen; π/2 here, as a pointer has no tilt.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// The angle of a hovering Pencil's barrel around the screen's normal; 0 for a pointer.
    open var rollAngle: CGFloat { 0 }

    /// The direction a hovering Pencil points, in `view`'s coordinates; 0 for a pointer.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// A unit vector in the direction of `azimuthAngle(in:)`; pointing right for a pointer.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// Whether the pointer is over the view now.
    var isHovering = false

    /// The pointer moved to `location` (window coordinates) over the view, or left it.
    func hover(at location: CGPoint?, in window: UIWindow, modifierFlags: UIKeyModifierFlags) {
        guard isEnabled else { return }
        lastModifierFlags = modifierFlags
        if let location {
            lastLocationInWindow = location
            lastWindow = window
            GestureEnvironment.shared.activate(self)
            if isHovering {
                if state == .began || state == .changed { state = .changed }
            } else {
                isHovering = true
                state = .began
            }
        } else if isHovering {
            isHovering = false
            if state == .began || state == .changed { state = .ended }
        }
    }
}
