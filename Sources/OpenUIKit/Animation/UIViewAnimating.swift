import Foundation

/// Where an animator's animations stand: not started, started (running or paused), or stopped
/// and waiting for `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the initial state, and the one an animator returns to.
    case inactive = 0
    /// Started by `startAnimation()` or `pauseAnimation()`: running or paused, until the animations
    /// end or are stopped.
    case active = 1
    /// Stopped by `stopAnimation(false)`: the views hold their values until `finishAnimation(at:)`.
    case stopped = 2
}

/// Where animations ended, or are to end: at their end values, their start values, or where they
/// were when they stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values (a reversed animator that ran back).
    case start = 1
    /// Where the animations were when they stopped.
    case current = 2
}

/// The control an interruptible animation offers: start, pause, scrub, reverse, stop.
/// `UIViewPropertyAnimator` adopts it; a custom transition's `interruptibleAnimator(using:)`
/// returns one.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Where the animations stand.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are active and moving with the clock.
    var isRunning: Bool { get }
    /// Whether the animations run back toward their start values.
    var isReversed: Bool { get set }
    /// How far the animations have come, 0 to 1; settable while paused, to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Holds the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; `withoutFinishing` true ends at once with no
    /// completions, false leaves the animator stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at `finalPosition` and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animations and completions after it is made, and continues with new
/// timing: UIKit's property animator, and what a transition animator returns for interaction.
/// In UIKit these members are optional; here an adopter that has nothing to add for one inherits a
/// default that does nothing, which is what sending an unimplemented optional message does.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` of the way through the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations end, with where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing, over `durationFactor` times the duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing: the adopter does not take animations (an optional method it left out).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing: the adopter does not take animations (an optional method it left out).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing: the adopter does not take completions (an optional method it left out).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing: the adopter cannot continue with new timing (an optional method it left out).
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}
