import Foundation

/// `show`, `showDetailViewController` and the search for the controller that handles them (P-1,
/// P-2).
///
/// UIKit picks the first ancestor whose class overrides the action's method. Swift cannot ask
/// whether a method is overridden, so OpenUIKit asks `canPerformAction(_:withSender:)` instead:
/// the built-in containers answer true for the actions they handle, and a custom container that
/// overrides `show(_:sender:)` must answer true for `UIViewController.showAction` too. A
/// controller that answers true without overriding is still effectively skipped: the base
/// `show` it inherits hands the request on to the next target up.
extension UIViewController {
    /// `showViewController:sender:`, the action `show(_:sender:)` answers.
    public static let showAction: Selector = "showViewController:sender:"
    /// `showDetailViewController:sender:`.
    public static let showDetailAction: Selector = "showDetailViewController:sender:"

    /// Walks up from `self` through parents and presenters.
    func findTarget(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.canPerformAction(action, withSender: sender) { return controller }
            current = controller.parentStorage ?? controller.presentingStorage
        }
        return nil
    }

    func performShow(_ vc: UIViewController, sender: Any?, action: Selector) {
        let next = parentStorage ?? presentingStorage
        let target =
            canPerformAction(action, withSender: sender)
            ? next?.targetViewController(forAction: action, sender: sender)
            : targetViewController(forAction: action, sender: sender)
        if let target, target !== self {
            if action == UIViewController.showDetailAction {
                target.showDetailViewController(vc, sender: sender)
            } else {
                target.show(vc, sender: sender)
            }
            return
        }
        present(vc, animated: true, completion: nil)
    }
}
