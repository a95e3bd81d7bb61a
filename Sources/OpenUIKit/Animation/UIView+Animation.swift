import Foundation

/// Block animations. Property changes inside the block take their new values at once (the
/// model); the layers animate from the old values on the application's animation clock, and
/// the completion runs when the clock passes the end. A zero-length animation completes on the
/// next turn of the run loop, as in UIKit.
extension UIView {
    /// Options for block animations: the timing curve, repetition and the transition style; here the curve,
    /// `.repeat`, `.autoreverse` and `.showHideTransitionViews` are acted on.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews as part of the animation so they animate with their parent; not consulted here.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate; not consulted here, where touches reach them anyway.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the on-screen values when the property is already animating; here every animation does.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backward after running it forward; with `.repeat`, back and forth indefinitely.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration rather than the enclosing animation's; here a nested animation always does.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve rather than the enclosing animation's; here a nested animation always does.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates by redrawing the view's content each frame rather than by a snapshot; not consulted here.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Makes `transition(from:to:duration:options:completion:)` hide the old view and show the new one,
        /// rather than removing the old one from its superview and adding the new one.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Uses none of the enclosing animation's options; here a nested animation never inherits them anyway.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// An ease-in ease-out curve: slow at the start and the end, faster in the middle; the default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// An ease-in curve: slow at the start, then faster.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// An ease-out curve: fast at the start, slowing toward the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear curve: an even pace throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A transition that flips the view around its vertical axis, left side first; no flip is drawn here.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition that flips the view around its vertical axis, right side first; no flip is drawn here.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition that curls the view up from the bottom like a page; no curl is drawn here.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition that curls the view down from the top like a page; no curl is drawn here.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A transition that cross-fades from the old content to the new; no fade is drawn here.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition that flips the view around its horizontal axis, top first; no flip is drawn here.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition that flips the view around its horizontal axis, bottom first; no flip is drawn here.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// Runs the animation at the display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames a second; not consulted here, where the host's clock sets the frame rate.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames a second; not consulted here, where the host's clock sets the frame rate.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        var timing: AnimationTiming {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// The timing curve of an animation, as transitions and keyboard notifications report it.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end, faster in the middle.
        case easeInOut
        /// Slow at the start, then faster.
        case easeIn
        /// Fast at the start, slowing toward the end.
        case easeOut
        /// An even pace throughout.
        case linear
    }

    /// Options for `animateKeyframes(withDuration:delay:options:animations:completion:)`; here only `.repeat`
    /// and `.autoreverse` are acted on, and keyframes always animate linearly.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews as part of the animation so they animate with their parent; not consulted here.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate; not consulted here, where touches reach them anyway.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the on-screen values when the property is already animating; here every animation does.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backward after running it forward; with `.repeat`, back and forth indefinitely.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration rather than the enclosing animation's; here a nested animation always does.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Uses none of the enclosing animation's options; here a nested animation never inherits them anyway.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Interpolates linearly between keyframes; the default, and the only mode used here.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from one keyframe's values to the next without interpolating; not honoured here.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Spaces the keyframes so the animation runs at an even pace, ignoring their start times; not honoured here.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolates between keyframes along a smooth curve; not honoured here.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Interpolates between keyframes along a smooth curve at an even pace; not honoured here.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    private static var animationsDisabledDepth = 0

    /// Whether view changes animate: `false` inside `performWithoutAnimation(_:)` or after
    /// `setAnimationsEnabled(false)`.
    public class var areAnimationsEnabled: Bool { animationsDisabledDepth == 0 && animationsEnabledSetting }
    private static var animationsEnabledSetting = true

    /// Turns block animations on or off for the app; while off, changes take effect at once and completions
    /// run on the next turn of the run loop.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabledSetting = enabled }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationContext.current?.group.duration ?? 0
    }

    /// Animates the changes `animations` makes to views over `duration` seconds, starting after `delay`,
    /// and calls `completion` when the animation ends.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, timing: options.timing, options: options,
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes to views over `duration` seconds with the default curve,
    /// and calls `completion` when the animation ends.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes to views over `duration` seconds with the default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes to views with a spring: `dampingRatio` 1 settles without
    /// oscillating, lower values overshoot; the initial `velocity` is not used here.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, timing: .spring(damping: dampingRatio, velocity: velocity),
            options: options, animations: animations, completion: completion)
    }

    /// Runs `animations` on `view` as one transition; the transition options other than the
    /// timing are drawn by the renderer, not modelled here.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: 0, timing: options.timing, options: options,
            animations: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in its superview (or hides the one and shows the other
    /// with `.showHideTransitionViews`). As in UIKit the swap is the transition's animation block,
    /// so the hierarchy changes at once; the renderer draws the change over `duration`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews)
        transition(
            with: fromView.superview ?? fromView, duration: duration, options: options,
            animations: {
                if showHide {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let superview = fromView.superview {
                    superview.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations turned off, so its changes take effect at once even
    /// inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = UIViewAnimationContext.current
        UIViewAnimationContext.current = nil
        animationsDisabledDepth += 1
        actionsWithoutAnimation()
        animationsDisabledDepth -= 1
        UIViewAnimationContext.current = saved
    }

    /// Animates the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`;
    /// here every keyframe's changes animate linearly over the whole duration, not over the keyframe's slice.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        // The bits the two option sets share mean the same thing (repeat, autoreverse, …).
        run(
            duration: duration, delay: delay, timing: .linear,
            options: AnimationOptions(rawValue: options.rawValue & 0x3FF),
            animations: animations, completion: completion)
    }

    /// Keyframes run inside `animateKeyframes`; each takes its slice of the whole.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }

    private class func run(
        duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming,
        options: AnimationOptions, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let application = UIApplication.shared
        guard areAnimationsEnabled, duration > 0 || delay > 0 else {
            performWithoutAnimation(animations)
            if let completion { application.runLoop.perform { completion(true) } }
            return
        }
        let group = AnimationGroup(
            begin: application.animationClock.now + max(0, delay), duration: max(0, duration),
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse),
            completion: completion)
        let saved = UIViewAnimationContext.current
        UIViewAnimationContext.current = UIViewAnimationContext(group: group, timing: timing)
        animations()
        UIViewAnimationContext.current = saved
        CATransaction.track(group)
        application.animations.add(group)
    }
}
