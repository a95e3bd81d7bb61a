import Foundation

/// How the pointer looks over a region: an effect on the view under it, a shape of its own,
/// or hidden. A pointer interaction's delegate returns one for each region it enters.
///
/// No host here draws a pointer of the app's choosing (the desktop's own cursor stays), so the
/// style is kept and handed to the delegate's callbacks but changes nothing on screen.
@preconcurrency @MainActor
open class UIPointerStyle: UIHoverStyle {
    /// The effect on the view, when the style has one.
    public private(set) var pointerEffect: UIPointerEffect?
    /// The pointer's shape, when the style gives one.
    public private(set) var pointerShape: UIPointerShape?
    /// The axes along which the pointer is held to the region's centre.
    public private(set) var constrainedAxes: UIAxis = []
    /// Whether the pointer is hidden over the region.
    public private(set) var isHidden = false
    /// Shapes shown beside the pointer.
    open var accessories: [UIPointerAccessory] = []

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, hidden: Bool) {
        pointerEffect = effect
        pointerShape = shape
        self.constrainedAxes = constrainedAxes
        isHidden = hidden
        super.init(hoverEffect: UIHoverAutomaticEffect())
    }

    /// A style that applies `effect` to the view, with the pointer taking `shape` if given.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, constrainedAxes: [], hidden: false)
    }

    /// A style in which the pointer takes `shape`, held along `constrainedAxes`.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(effect: nil, shape: shape, constrainedAxes: constrainedAxes, hidden: false)
    }

    /// A style that hides the pointer.
    public class func hidden() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], hidden: true)
    }

    /// The system's pointer, unchanged.
    public class func system() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], hidden: false)
    }

    /// A style with the same effect, shape, axes and accessories.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPointerStyle(
            effect: pointerEffect, shape: pointerShape, constrainedAxes: constrainedAxes, hidden: isHidden)
        copy.accessories = accessories
        copy.isEnabled = isEnabled
        return copy
    }
}
