import Foundation

/// iOS's alert animations. An alert fades in while shrinking from 1.15 times its size and fades
/// out in place; an action sheet slides up from below the window and back down. The dimming
/// fades with either.
@MainActor
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let presentDuration: TimeInterval = 0.4
    static let dismissDuration: TimeInterval = 0.25
    static let appearingScale: CGFloat = 1.15
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : presenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let alert = context.viewController(forKey: key) as? UIAlertController, let view = alert.viewIfLoaded
        else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let dimming = (alert.presentationController as? AlertPresentationController)?.dimmingView
        let sheet = alert.preferredStyle == .actionSheet
        let resting = context.finalFrame(for: alert) == .zero ? view.frame : context.finalFrame(for: alert)
        let below = resting.offsetBy(dx: 0, dy: context.containerView.bounds.maxY - resting.minY)
        guard context.isAnimated else {
            dimming?.alpha = presenting ? 1 : 0
            if !presenting { view.alpha = 0 }
            return context.completeTransition(!context.transitionWasCancelled)
        }
        if presenting {
            if sheet {
                view.frame = below
            } else {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: Self.appearingScale, y: Self.appearingScale)
            }
        }
        let duration = transitionDuration(using: context)
        UIView.animate(
            withDuration: duration, delay: 0, options: [presenting ? .curveEaseOut : .curveEaseIn],
            animations: {
                dimming?.alpha = self.presenting ? 1 : 0
                if sheet {
                    view.frame = self.presenting ? resting : below
                } else if self.presenting {
                    view.alpha = 1
                    view.transform = .identity
                } else {
                    view.alpha = 0
                }
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
