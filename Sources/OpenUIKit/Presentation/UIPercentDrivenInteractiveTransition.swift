import Foundation

/// Drives an animator's animations by hand: `update(_:)` holds them at a fraction, `finish()`
/// runs the rest on the clock, `cancel()` runs them back to the start. An animator with an
/// interruptible animator (`interruptibleAnimator(using:)`, iOS 10) is driven through it: paused
/// and scrubbed by `fractionComplete`, continued forward or reversed over what remains of its
/// duration divided by `completionSpeed`; with `wantsInteractiveStart` false it starts running and
/// `pause()` takes it over.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How fast the transition completes after the interaction ends, relative to its duration;
    /// consulted for an interruptible animator.
    open var completionSpeed: CGFloat = 1
    /// The timing curve for completing the transition after the interaction ends; not consulted here.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts under the user's control (paused); false starts it running,
    /// for `pause()` to take over. Consulted for an interruptible animator; other animators
    /// always start under control here.
    open var wantsInteractiveStart = true
    /// How far the transition has come, from 0 to 1, as last set by `update(_:)`.
    public private(set) var percentComplete: CGFloat = 0
    /// The animator whose animations this drives; the container sets it before starting.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    private var context: (any UIViewControllerContextTransitioning)?
    private var groups: [AnimationGroup] = []
    /// The animator's interruptible animator, when it has one.
    private var interruptible: (any UIViewImplicitlyAnimating)?

    /// Creates a driver at 0 percent, with no animator until a transition begins.
    public init() {}

    /// The animator's transition duration in seconds, or 0 before a transition begins.
    open var duration: CGFloat {
        CGFloat(animator?.transitionDuration(using: context) ?? 0)
    }

    /// Starts the animator's animations and takes them off the clock.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator else { return }
        let driven = animator.interruptibleAnimator(using: transitionContext)
        if driven !== UIViewPropertyAnimator.noInterruptibleAnimator {
            interruptible = driven
            if wantsInteractiveStart {
                driven.pauseAnimation()
                driven.fractionComplete = percentComplete
            } else {
                driven.startAnimation()
            }
            return
        }
        groups = UIApplication.shared.animations.takeGroups {
            animator.animateTransition(using: transitionContext)
        }
        update(percentComplete)
    }

    /// Holds the animations at `percentComplete`, clamped to 0…1, and tells the transition context.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        interruptible?.fractionComplete = self.percentComplete
        for group in groups { group.setPausedFraction(Double(self.percentComplete)) }
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Tells the transition context the interaction paused; the animations stay where `update(_:)` left them.
    open func pause() {
        if let interruptible {
            interruptible.pauseAnimation()
            percentComplete = interruptible.fractionComplete
        }
        context?.pauseInteractiveTransition()
    }

    /// Runs the rest of the animations on the clock from the current fraction and completes the transition.
    open func finish() {
        context?.finishInteractiveTransition()
        release(reversed: false)
    }

    /// Runs the animations back to the start on the clock and cancels the transition.
    open func cancel() {
        context?.cancelInteractiveTransition()
        release(reversed: true)
    }

    /// Puts the animations back on the clock from where the finger left them.
    private func release(reversed: Bool) {
        if let driven = interruptible {
            interruptible = nil
            context = nil
            let fraction = driven.fractionComplete
            let remaining = reversed ? fraction : 1 - fraction
            driven.isReversed = reversed
            driven.continueAnimation(
                withTimingParameters: nil, durationFactor: remaining / max(completionSpeed, 0.01))
            return
        }
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
