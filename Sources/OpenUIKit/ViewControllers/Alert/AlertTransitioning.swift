import Foundation

/// An alert controller's own transitioning delegate (its `transitioningDelegate`, as UIKit's
/// alert controllers have one): the presentation controller that dims the window and places the
/// alert, and the animator of each direction.
@MainActor
final class AlertTransitioning: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(presenting: false)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
