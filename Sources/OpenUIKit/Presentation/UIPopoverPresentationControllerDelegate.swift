import Foundation

/// The delegate of a popover's presentation: told as it is about to show, and asked before a
/// tap outside the popover dismisses it. Set it as the presentation controller's `delegate`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called as the popover is about to be presented, for last changes to its anchor.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover dismisses it; true by default.
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerShouldDismiss(_:)")
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// Called once a tap outside the popover has dismissed it (not when the app dismisses it).
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerDidDismiss(_:)")
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

public extension UIPopoverPresentationControllerDelegate {
    /// Does nothing by default.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Lets the tap dismiss the popover by default.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    /// Does nothing by default.
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}

/// Something a popover can point at: a view or a bar button item (iOS 16).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates, or nil when it is not on screen.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates; nil when the two are in different
    /// windows.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the item's custom view in `referenceView`'s coordinates; nil for an item
    /// drawn by its bar, whose slot is not a view of its own.
    public func frame(in referenceView: UIView) -> CGRect? {
        customView?.frame(in: referenceView)
    }
}
