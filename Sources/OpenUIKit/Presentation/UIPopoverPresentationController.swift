import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An arrow pointing up, with the popover below its anchor.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// An arrow pointing down, with the popover above its anchor.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// An arrow pointing left, with the popover to the right of its anchor.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// An arrow pointing right, with the popover to the left of its anchor.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four directions.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The arrow's direction is not yet known.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover's presentation: where it points. It exists as soon as a controller's style is
/// `.popover`, so the app can set the anchor before presenting, as in UIKit.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at; recorded but not used for placement here.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at; recorded but not used for placement here.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at; held weakly, and not used for placement here.
    open weak var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point; recorded, though no arrow is drawn here.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Views the user can still touch while the popover is shown; recorded but not consulted here.
    open var passthroughViews: [UIView]?
    /// The colour of the popover's background and arrow; recorded but not drawn here.
    open var backgroundColor: UIColor?
    /// The direction the arrow points; always `.unknown` here, where no arrow is drawn.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// What the popover points at (iOS 16): a view or a bar button item; recorded but not used
    /// for placement here.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The margins the popover keeps from the window's edges; recorded but not used for
    /// placement here.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover the rectangle it points at; recorded.
    open var canOverlapSourceViewRect = false
    /// A `UIPopoverBackgroundView` subclass to draw the popover's background with; recorded, as
    /// Swift can make a view from its class only through a required initializer UIKit's
    /// `init(frame:)` is not, so the popover keeps its own background.
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)?
    /// The clear view under the popover that takes a tap outside it.
    private var outsideTapView: UIControl?

    /// The delegate, as a popover delegate.
    private var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    /// Tells the delegate (`prepareForPopoverPresentation(_:)`), then, when the presentation
    /// shows as a popover (regular width), lays a clear view under it that dismisses it on a tap
    /// outside, as UIKit's popovers do. The passthrough views do not take such taps here.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        if let popoverDelegate {
            LifecycleTrace.record(popoverDelegate, "prepareForPopoverPresentation")
            popoverDelegate.prepareForPopoverPresentation(self)
        }
        guard adaptivePresentationStyle == .popover, let containerView else { return }
        let outside = UIControl(frame: containerView.bounds)
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.addAction(UIAction { [unowned self] _ in self.outsideTapped() }, for: .touchUpInside)
        containerView.insertSubview(outside, at: 0)
        outsideTapView = outside
    }

    /// Takes away the views the popover added.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        outsideTapView?.removeFromSuperview()
        outsideTapView = nil
    }

    /// A tap outside the popover: the delegate may refuse
    /// (`popoverPresentationControllerShouldDismissPopover(_:)`, then
    /// `presentationControllerShouldDismiss(_:)`); otherwise the popover is dismissed and the
    /// delegate told (`popoverPresentationControllerDidDismissPopover(_:)`,
    /// `presentationControllerDidDismiss(_:)`).
    private func outsideTapped() {
        guard !presentedViewController.isBeingDismissed else { return }
        if let popoverDelegate {
            LifecycleTrace.record(popoverDelegate, "popoverPresentationControllerShouldDismissPopover")
            guard popoverDelegate.popoverPresentationControllerShouldDismissPopover(self) else { return }
        }
        if let delegate {
            guard delegate.presentationControllerShouldDismiss(self) else { return }
            delegate.presentationControllerWillDismiss(self)
        }
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            if let popoverDelegate = self.popoverDelegate {
                LifecycleTrace.record(popoverDelegate, "popoverPresentationControllerDidDismissPopover")
                popoverDelegate.popoverPresentationControllerDidDismissPopover(self)
            }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}
