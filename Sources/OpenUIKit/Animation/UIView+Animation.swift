import Foundation

/// Block animations. Property changes inside the block take their new values at once (the
/// model); the layers animate from the old values on the application's animation clock, and
/// the completion runs when the clock passes the end. A zero-length animation completes on the
/// next turn of the run loop, as in UIKit.
extension UIView {
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
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

    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    private static var animationsDisabledDepth = 0

    public class var areAnimationsEnabled: Bool { animationsDisabledDepth == 0 && animationsEnabledSetting }
    private static var animationsEnabledSetting = true

    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabledSetting = enabled }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationContext.current?.group.duration ?? 0
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, timing: options.timing, options: options,
            animations: animations, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

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

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = UIViewAnimationContext.current
        UIViewAnimationContext.current = nil
        animationsDisabledDepth += 1
        actionsWithoutAnimation()
        animationsDisabledDepth -= 1
        UIViewAnimationContext.current = saved
    }

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
        application.animations.add(group)
    }
}
