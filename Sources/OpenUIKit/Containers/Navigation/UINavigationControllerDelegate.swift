import Foundation

/// Hears a navigation controller's transitions and may supply their animations. Every method
/// is optional in UIKit.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Tells the delegate that the navigation controller is about to show a controller's view, as a transition starts.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Tells the delegate that the navigation controller showed a controller's view, after its transition ends.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// Asks the delegate for an object that animates a push or pop between two controllers, or `nil` for the default.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// Asks the delegate for an object that drives an animated transition interactively, or `nil` for none.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The orientations the navigation controller supports, in place of its own answer.
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    )
        -> UIInterfaceOrientationMask
    /// The orientation to present the navigation controller full screen in, in place of its own answer.
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation
}

public extension UINavigationControllerDelegate {
    /// Does nothing.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    /// Returns `nil`, so the navigation controller uses its standard transition.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Returns `nil`, so only the back swipe drives a transition interactively.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Returns an empty mask, meaning "not answered": the navigation controller's own applies.
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    )
        -> UIInterfaceOrientationMask
    { [] }
    /// Returns `.unknown`, meaning "not answered": the navigation controller's own applies.
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation { .unknown }
}
