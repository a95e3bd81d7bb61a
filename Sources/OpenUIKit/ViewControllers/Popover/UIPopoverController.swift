import CoreFoundation
import Foundation

/// The pre-iOS 8 popover: a controller that shows `contentViewController` in a popover pointing
/// at a rectangle or a bar button item. It presents through a view controller presentation of
/// style `.popover` (`UIPopoverPresentationController`) from the topmost controller of the
/// anchor's window, so a popover in compact width shows as a sheet, as since iOS 8. Its delegate
/// is asked before a tap outside the popover dismisses it and told afterwards.
@available(
    iOS, deprecated: 9.0, message: "Use a modal presentation style of .popover and UIPopoverPresentationController"
)
@preconcurrency @MainActor
open class UIPopoverController: NSObject {
    /// The object asked about dismissal; held weakly, as in UIKit.
    open weak var delegate: (any UIPopoverControllerDelegate)?
    /// The controller the popover shows.
    open var contentViewController: UIViewController
    /// The size of the content; zero takes the content controller's `preferredContentSize`.
    open var popoverContentSize: CGSize = .zero
    /// Views that stay touchable while the popover shows; handed to the presentation.
    open var passthroughViews: [UIView]?
    /// The popover's background colour; handed to the presentation.
    open var backgroundColor: UIColor?
    /// The margins the popover keeps from the window's edges; handed to the presentation.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// A `UIPopoverBackgroundView` subclass to draw the popover's background with.
    open var popoverBackgroundViewClass: AnyClass?
    private lazy var bridge = PopoverControllerBridge(owner: self)

    /// A popover controller for `viewController`.
    public init(contentViewController viewController: UIViewController) {
        contentViewController = viewController
        super.init()
    }

    /// Replaces the content the popover shows when next presented; a popover on screen keeps
    /// its content until then.
    open func setContentViewController(_ viewController: UIViewController?, animated: Bool) {
        guard let viewController, viewController !== contentViewController else { return }
        contentViewController = viewController
    }

    /// Sets the content's size.
    open func setPopoverContentSize(_ size: CGSize, animated: Bool) {
        popoverContentSize = size
        contentViewController.preferredContentSize = size
    }

    /// Whether the popover is on screen: its content is presented and not being dismissed.
    open var isPopoverVisible: Bool {
        contentViewController.presentingViewController != nil && !contentViewController.isBeingDismissed
    }

    /// The side the arrow is on; `.unknown` until shown, and here, where no arrow points.
    open var popoverArrowDirection: UIPopoverArrowDirection {
        contentViewController.popoverPresentationController?.arrowDirection ?? .unknown
    }

    /// Shows the popover pointing at `rect` in `view`. A view outside any window cannot anchor
    /// a popover: UIKit's exception is reported and nothing is shown.
    open func present(
        from rect: CGRect, in view: UIView, permittedArrowDirections arrowDirections: UIPopoverArrowDirection,
        animated: Bool
    ) {
        guard let window = view.window else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "Popovers cannot be presented from a view which does not have a window.")
            return
        }
        present(in: window, animated: animated) { popover in
            popover.sourceView = view
            popover.sourceRect = rect
            popover.permittedArrowDirections = arrowDirections
        }
    }

    /// Shows the popover pointing at `item`, in the key window.
    open func present(
        from item: UIBarButtonItem, permittedArrowDirections arrowDirections: UIPopoverArrowDirection, animated: Bool
    ) {
        guard let window = item.customView?.window ?? UIApplication.shared.keyWindowStorage else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "Popovers cannot be presented from a view which does not have a window.")
            return
        }
        present(in: window, animated: animated) { popover in
            popover.barButtonItem = item
            popover.sourceItem = item
            popover.permittedArrowDirections = arrowDirections
        }
    }

    /// Dismisses the popover; the delegate is not told, as in UIKit.
    open func dismiss(animated: Bool) {
        guard isPopoverVisible else { return }
        contentViewController.dismiss(animated: animated)
    }

    private func present(
        in window: UIWindow, animated: Bool, anchor: (UIPopoverPresentationController) -> Void
    ) {
        guard var presenter = window.rootViewController else { return }
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        let content = contentViewController
        content.modalPresentationStyle = .popover
        if popoverContentSize != .zero { content.preferredContentSize = popoverContentSize }
        guard let popover = content.popoverPresentationController else { return }
        anchor(popover)
        popover.passthroughViews = passthroughViews
        popover.backgroundColor = backgroundColor
        popover.popoverLayoutMargins = popoverLayoutMargins
        popover.popoverBackgroundViewClass = popoverBackgroundViewClass as? UIPopoverBackgroundView.Type
        popover.delegate = bridge
        presenter.present(content, animated: animated)
    }

    fileprivate func shouldDismissOnOutsideTap() -> Bool {
        guard let delegate else { return true }
        LifecycleTrace.record(delegate, "popoverControllerShouldDismissPopover")
        return delegate.popoverControllerShouldDismissPopover(self)
    }

    fileprivate func didDismissOnOutsideTap() {
        guard let delegate else { return }
        LifecycleTrace.record(delegate, "popoverControllerDidDismissPopover")
        delegate.popoverControllerDidDismissPopover(self)
    }
}

/// What a `UIPopoverController` asks and tells about a tap outside its popover.
@available(iOS, deprecated: 9.0, message: "Use UIPopoverPresentationControllerDelegate")
@preconcurrency @MainActor
public protocol UIPopoverControllerDelegate: AnyObject {
    /// Whether a tap outside the popover dismisses it; true by default.
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool
    /// Called after a tap outside dismissed the popover (not after `dismiss(animated:)`).
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController)
}

public extension UIPopoverControllerDelegate {
    /// Lets the tap dismiss the popover by default.
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool { true }
    /// Does nothing by default.
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {}
}

/// The popover presentation's delegate on behalf of a `UIPopoverController`.
@MainActor
private final class PopoverControllerBridge: UIPopoverPresentationControllerDelegate {
    unowned let owner: UIPopoverController

    init(owner: UIPopoverController) {
        self.owner = owner
    }

    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        owner.shouldDismissOnOutsideTap()
    }

    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        owner.didDismissOnOutsideTap()
    }
}
