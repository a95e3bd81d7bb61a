import Foundation

/// Where a preview goes: a point in a container view, with a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview's centre is given in; it must be in a window.
    public let container: UIView
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// A transform applied to the preview there.
    public let transform: CGAffineTransform

    /// Creates a target at `center` in `container`, transformed by `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// Creates a target at `center` in `container`, untransformed.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view shown as a context menu's preview, where it is on screen: the view the menu lifts out
/// of the dimmed window (a cell, a button), how it is drawn and where.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// Where the preview goes.
    public let target: UIPreviewTarget
    /// The view the preview shows.
    public let view: UIView
    /// How the view is drawn: the part shown and the colour behind it.
    public let parameters: UIPreviewParameters

    /// The preview's size: the visible path's bounds, else the view's.
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// Whether the preview was made where its view is (no target given).
    private let isInPlace: Bool

    /// Creates a preview of `view` at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        isInPlace = false
        super.init()
    }

    /// Creates a preview of `view` where the view is now; the view must be in a window.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        target = UIPreviewTarget(container: container, center: center)
        isInPlace = true
        super.init()
    }

    /// Creates a preview of the whole of `view` where the view is now.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// The rectangle the preview covers, in `window`'s coordinates: for a preview made where
    /// its view is, the view's visible part where it is; otherwise its size around the target's
    /// centre.
    func frame(in window: UIView) -> CGRect {
        let shown = parameters.visiblePath?.bounds ?? view.bounds
        if isInPlace { return view.convert(shown, to: window) }
        let center = target.container.convert(target.center, to: window)
        return CGRect(
            x: center.x - shown.width / 2, y: center.y - shown.height / 2, width: shown.width, height: shown.height)
    }
}
