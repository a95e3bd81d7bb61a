import Foundation

/// UIKit's own modal animations: cover vertical slides up from the bottom, the others fade.
/// A non-animated transition ends at once.
@MainActor
final class DefaultTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3
    private let presenting: Bool
    private let style: UIModalTransitionStyle

    init(presenting: Bool, style: UIModalTransitionStyle) {
        self.presenting = presenting
        self.style = style
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = context.view(forKey: key), context.isAnimated else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let resting = view.frame
        let offscreen = resting.offsetBy(dx: 0, dy: context.containerView.bounds.height - resting.minY)
        let slides = style == .coverVertical
        if presenting {
            if slides { view.frame = offscreen } else { view.alpha = 0 }
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                if slides {
                    view.frame = self.presenting ? resting : offscreen
                } else {
                    view.alpha = self.presenting ? 1 : 0
                }
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
