import Foundation

/// Hears a split view controller collapse and expand, and may take over its show requests.
/// Every method is optional in UIKit.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Asks the delegate to fold the secondary controller into the primary as the split view controller collapses;
    /// return `true` when you handled it (or want the secondary dropped), `false` for the default behavior.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// Asks the delegate for the secondary controller to show as the split view controller expands, or `nil` to
    /// take back the detail that collapsing pushed onto the primary navigation controller.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// Asks the delegate to handle `showDetailViewController(_:sender:)`; return `true` when you did.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// Asks the delegate to handle `show(_:sender:)`; return `true` when you did.
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool
    /// Tells the delegate that the display mode is about to change; not called here.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Tells the delegate that the split view controller collapsed to a single column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Tells the delegate that the split view controller expanded to show its columns side by side.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

public extension UISplitViewControllerDelegate {
    /// Returns `false`, so the split view controller collapses the secondary in its default way.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// Returns `nil`, so the split view controller separates the secondary in its default way.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    /// Returns `false`, so the split view controller shows the detail itself.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    /// Returns `false`, so the split view controller shows the controller itself.
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    /// Does nothing.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {}
    /// Does nothing.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
