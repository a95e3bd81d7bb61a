import Foundation

/// How a search controller is presented, as UIKit's private search presentation does it: over
/// the presenting context, which keeps its view (no disappearance), whatever the size class, with
/// touches outside the search controller's views passing through to what is below (the search bar
/// in the navigation bar above all).
@MainActor
final class SearchPresentationController: UIPresentationController {
    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .overCurrentContext
    }

    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override var containerPassesTouchesThrough: Bool { true }
}

/// The search controller's transitioning delegate: its presentation controller, and a fade in
/// and out over 0.3 seconds (UIKit's search fades its dimming and results in).
@MainActor
final class SearchTransitioning: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SearchPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        DefaultTransitionAnimator(presenting: true, style: .crossDissolve)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        DefaultTransitionAnimator(presenting: false, style: .crossDissolve)
    }
}
