import Foundation

/// Drives an animator's animations by hand: `update(_:)` holds them at a fraction, `finish()`
/// runs the rest on the clock, `cancel()` runs them back to the start.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    public private(set) var percentComplete: CGFloat = 0
    /// The animator whose animations this drives; the container sets it before starting.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    private var context: (any UIViewControllerContextTransitioning)?
    private var groups: [AnimationGroup] = []

    public init() {}

    open var duration: CGFloat {
        CGFloat(animator?.transitionDuration(using: context) ?? 0)
    }

    /// Starts the animator's animations and takes them off the clock.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator else { return }
        groups = UIApplication.shared.animations.takeGroups {
            animator.animateTransition(using: transitionContext)
        }
        update(percentComplete)
    }

    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        for group in groups { group.setPausedFraction(Double(self.percentComplete)) }
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func pause() {
        context?.pauseInteractiveTransition()
    }

    open func finish() {
        context?.finishInteractiveTransition()
        release(reversed: false)
    }

    open func cancel() {
        context?.cancelInteractiveTransition()
        release(reversed: true)
    }

    /// Puts the animations back on the clock from where the finger left them.
    private func release(reversed: Bool) {
        let scheduler = UIApplication.shared.animations
        let now = UIApplication.shared.animationClock.now
        for group in groups {
            group.resume(at: Double(percentComplete), reversed: reversed, now: now)
            scheduler.add(group)
        }
        groups = []
        context = nil
    }
}
