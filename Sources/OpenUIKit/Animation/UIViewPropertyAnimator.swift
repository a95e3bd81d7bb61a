import Foundation

/// Animates changes to views and lets them be interrupted: paused, scrubbed with
/// `fractionComplete`, reversed, given more animations or new timing while they run, and stopped
/// where they are.
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { card.center.y -= 200 }
/// animator.addCompletion { position in print(position == .end) }
/// animator.startAnimation()
/// ```
/// The animations are the view animations of `UIView.animate` (model values at the end at once,
/// layers animating from the old ones), on the same animation clock, so
/// `UIApplication.shared.advance(by:)` steps them and `runUntilIdle()` finishes a running
/// animator (a paused one stays paused). How far each animation is comes from the animator:
/// `fractionComplete` moves with time from where a run began to its end (1, or 0 reversed),
/// and a run that begins mid-way (after a pause, a reversal, `continueAnimation`) goes from the
/// values shown then to the end with the timing curve afresh, as UIKit documents. While paused,
/// setting `fractionComplete` puts the views on the straight line between start and end values
/// (`scrubsLinearly`), or on the curve.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
    /// The timing the animator was made with.
    public private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration given when the animator was made; a spring given by mass, stiffness and
    /// damping runs for its settling time instead.
    open private(set) var duration: TimeInterval
    /// The delay before the animations begin, set by `startAnimation(afterDelay:)`.
    open private(set) var delay: TimeInterval = 0
    /// Whether views take touches while animating; stored, as touches reach them anyway here.
    open var isUserInteractionEnabled = true
    /// Whether the app hit-tests animating views itself; stored, not consulted here.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, scrubbed and reversed; stored, and every animator here can be.
    open var isInterruptible = true
    /// Whether scrubbing a paused animator moves the views linearly (true, the default) or along
    /// the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, when the animations finish, so it
    /// can be reversed; its completions then do not run.
    open var pausesOnCompletion = false
    /// Where the animations stand.
    open private(set) var state: UIViewAnimatingState = .inactive

    /// The curve and duration runs use; `continueAnimation(withTimingParameters:…)` replaces them.
    private var timing: AnimationTiming
    private var runDuration: TimeInterval
    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Holds the animator's layers and the id its layer animations carry; never on the clock.
    private let group: AnimationGroup
    /// The current run on the clock: it ends the run when the clock reaches the end.
    private var clockGroup: AnimationGroup?
    /// Counted by the transactions open when the animator started; completed when it ends.
    private var transactionToken: AnimationGroup?
    /// The fraction while no run goes on.
    private var heldFraction: CGFloat = 0
    private var run: Run?
    /// Set by `fractionComplete` on a paused animator: values follow the fraction directly.
    private var scrubbing = false
    private var reversed = false
    /// What `stopAnimation(false)` left, for `finishAnimation(at:)` to place.
    private var stoppedValues: [(layer: WeakBox<CALayer>, key: String, from: AnimatableValue, to: AnimatableValue)] =
        []

    /// One run on the clock: from `startFraction` at `begin` to `endFraction` `duration` later.
    private struct Run {
        var begin: TimeInterval
        var startFraction: CGFloat
        var endFraction: CGFloat
        var duration: TimeInterval
        var timing: AnimationTiming

        func fraction(at time: TimeInterval) -> CGFloat {
            guard time > begin else { return startFraction }
            let u = duration > 0 ? min(CGFloat((time - begin) / duration), 1) : 1
            return startFraction + (endFraction - startFraction) * u
        }
    }

    // MARK: Making an animator

    /// An inactive animator of `duration` seconds with `parameters`' timing; add animations, then start it.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let safeDuration = duration.isFinite ? max(duration, 0) : 0
        self.duration = safeDuration
        timingParameters = parameters
        (timing, runDuration) = parameters.timing(forDuration: safeDuration)
        group = AnimationGroup(
            begin: UIApplication.shared.animationClock.now, duration: runDuration, repeats: false,
            autoreverses: false, completion: nil)
        super.init()
    }

    /// An animator of no duration with the default curve.
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// An inactive animator with one of UIKit's curves and, optionally, its first animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic Bézier curve through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring damped to `ratio` of critical, over `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator with the curve of `options`, adds `animations` and `completion`, and starts
    /// it after `delay`, as `UIView.animate` would. It returns `UIViewPropertyAnimator`, not `Self`
    /// as in UIKit: without the Objective-C runtime Swift cannot make a subclass through an
    /// initializer that is not `required`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with the same duration and timing, without the animations.
    open func copy(with zone: NSZone? = nil) -> Any {
        guard let timingParameters else { return UIViewPropertyAnimator() }
        return UIViewPropertyAnimator(duration: duration, timingParameters: timingParameters)
    }

    /// What `interruptibleAnimator(using:)` answers for a transition animator that has none.
    static let noInterruptibleAnimator = UIViewPropertyAnimator()

    // MARK: State

    /// Whether the animations are active and moving with the clock.
    open var isRunning: Bool { state == .active && run != nil }

    /// Whether the animations run back toward their start values. Set on a running animator, they
    /// turn round where they are and take as long to get back as they took to get there.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard let run else { return }
            let now = UIApplication.shared.animationClock.now
            heldFraction = run.fraction(at: now)
            begin(after: max(run.begin - now, 0), timing: run.timing, durationFactor: nil)
        }
    }

    /// How far the animations have come, 0 to 1. Setting it scrubs a paused animator (and starts
    /// an inactive one, paused); a running or stopped one ignores it, as in UIKit.
    open var fractionComplete: CGFloat {
        get {
            guard let run else { return heldFraction }
            return run.fraction(at: UIApplication.shared.animationClock.now)
        }
        set {
            guard newValue.isFinite, state != .stopped, run == nil else { return }
            if state == .inactive { activate() }
            heldFraction = min(max(newValue, 0), 1)
            scrubbing = true
            markLayersChanged()
        }
    }

    // MARK: Animations and completions

    /// Adds animations that run with the others: before the start they run for the whole duration;
    /// on an active animator they start now and end with the rest.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0…1) of the way through: of the duration before
    /// the start, of what remains on an active animator.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        switch state {
        case .inactive:
            pending.append((animation, factor))
        case .active:
            let now = fractionComplete
            perform(animation, startFraction: now + factor * (1 - now))
        case .stopped:
            refuse("addAnimations(_:delayFactor:)", "it is stopped")
        }
    }

    /// Adds a block to run when the animations end, with where they ended; completions run in the
    /// order they were added, and once.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts the animations, or resumes paused ones from where they are. Refused on a stopped
    /// animator, as UIKit refuses it.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds (the delay is `delay` from then on).
    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            refuse("startAnimation", "it is stopped; call finishAnimation(at:) first")
            return
        case .inactive:
            activate()
        case .active:
            guard run == nil else { return }
        }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        begin(after: self.delay, timing: timing, durationFactor: nil)
    }

    /// Holds the animations where they are; an inactive animator becomes active and paused at the start.
    open func pauseAnimation() {
        switch state {
        case .stopped:
            refuse("pauseAnimation", "it is stopped")
        case .inactive:
            activate()
        case .active:
            guard let run else { return }
            hold(at: run.fraction(at: UIApplication.shared.animationClock.now))
        }
    }

    /// Resumes paused animations from where they are with `parameters`' timing (the animator's own
    /// when nil), taking `durationFactor` times the animator's duration to reach the end. A running
    /// animator changes course where it is.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        switch state {
        case .stopped:
            refuse("continueAnimation(withTimingParameters:durationFactor:)", "it is stopped")
            return
        case .inactive:
            activate()
        case .active:
            if let run { heldFraction = run.fraction(at: UIApplication.shared.animationClock.now) }
        }
        if let parameters { (timing, runDuration) = parameters.timing(forDuration: duration) }
        let factor = durationFactor.isFinite ? max(durationFactor, 0) : 1
        begin(after: 0, timing: timing, durationFactor: Double(factor))
    }

    /// Stops the animations where they are: the views keep the values they show. With
    /// `withoutFinishing` true the animator is inactive at once and its completions never run;
    /// with false it is stopped until `finishAnimation(at:)` places the views and runs them.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = UIApplication.shared.animationClock.now
        stoppedValues = []
        forEachAnimation { layer, key, animation in
            stoppedValues.append((WeakBox(layer), key, animation.from, animation.to))
            let shown = animation.value(at: now)
            UIView.performWithoutAnimation { layer.setModelValue(shown, forKey: key) }
        }
        unschedule()
        group.removeLayerAnimations()
        heldFraction = 0
        scrubbing = false
        if withoutFinishing {
            stoppedValues = []
            end(notifying: nil)
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views take their end values, their start values, or stay
    /// where they stopped, and the completions run with `finalPosition`. Refused unless the
    /// animator was stopped with `stopAnimation(false)`, as UIKit refuses it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            refuse("finishAnimation(at:)", "it is not stopped; call stopAnimation(false) first")
            return
        }
        for stopped in stoppedValues {
            guard let layer = stopped.layer.value else { continue }
            switch finalPosition {
            case .end: UIView.performWithoutAnimation { layer.setModelValue(stopped.to, forKey: stopped.key) }
            case .start: UIView.performWithoutAnimation { layer.setModelValue(stopped.from, forKey: stopped.key) }
            case .current: break
            }
        }
        stoppedValues = []
        end(notifying: finalPosition)
    }

    // MARK: Machinery

    /// Becomes active, paused at the start: the animations added so far are made now.
    private func activate() {
        state = .active
        heldFraction = 0
        scrubbing = false
        let token = AnimationGroup(
            begin: UIApplication.shared.animationClock.now, duration: 0, repeats: false, autoreverses: false,
            completion: nil)
        CATransaction.track(token)
        transactionToken = token
        let blocks = pending
        pending = []
        for (block, delayFactor) in blocks { perform(block, startFraction: delayFactor) }
    }

    /// Runs an animation block with this animator driving what it animates.
    private func perform(_ block: () -> Void, startFraction: CGFloat) {
        let context = UIViewAnimationContext(group: group, timing: timing)
        context.driver = self
        context.startFraction = min(startFraction, 1)
        let saved = UIViewAnimationContext.current
        UIViewAnimationContext.current = context
        block()
        UIViewAnimationContext.current = saved
    }

    /// Starts a run from `heldFraction` (or the running fraction) toward the end the direction
    /// gives. Without a `durationFactor` it takes the share of the run duration left to cover.
    private func begin(after delay: TimeInterval, timing: AnimationTiming, durationFactor: Double?) {
        let now = UIApplication.shared.animationClock.now
        captureProgress(at: now)
        let start = heldFraction
        let target: CGFloat = reversed ? 0 : 1
        let length = durationFactor.map { $0 * runDuration } ?? Double(abs(target - start)) * runDuration
        unschedule()
        run = Run(begin: now + delay, startFraction: start, endFraction: target, duration: length, timing: timing)
        scrubbing = false
        let clock = AnimationGroup(
            begin: now + delay, duration: length, repeats: false, autoreverses: false, completion: nil)
        clock.completion = { [self] finished in runEnded(finished: finished) }
        clockGroup = clock
        UIApplication.shared.animations.add(clock)
    }

    /// Stops the run and holds the animations at `fraction`.
    private func hold(at fraction: CGFloat) {
        captureProgress(at: UIApplication.shared.animationClock.now)
        heldFraction = fraction
        scrubbing = false
        unschedule()
    }

    private func unschedule() {
        run = nil
        guard let clock = clockGroup else { return }
        clockGroup = nil
        clock.completion = nil
        UIApplication.shared.animations.remove(clock)
    }

    /// The clock reached the end of a run (`finished`), or the app removed every layer animation.
    private func runEnded(finished: Bool) {
        guard let run else { return }
        clockGroup = nil
        let position: UIViewAnimatingPosition = finished ? (run.endFraction == 1 ? .end : .start) : .current
        if finished, pausesOnCompletion {
            hold(at: run.endFraction)
            return
        }
        if position == .start {
            forEachAnimation { layer, key, animation in
                UIView.performWithoutAnimation { layer.setModelValue(animation.from, forKey: key) }
            }
        } else if position == .current {
            let now = UIApplication.shared.animationClock.now
            forEachAnimation { layer, key, animation in
                let shown = animation.value(at: now)
                UIView.performWithoutAnimation { layer.setModelValue(shown, forKey: key) }
            }
        }
        self.run = nil
        group.removeLayerAnimations()
        end(notifying: position)
    }

    /// Back to inactive, ready to take new animations; the completions run (when `position` is
    /// given) and are dropped either way.
    private func end(notifying position: UIViewAnimatingPosition?) {
        state = .inactive
        run = nil
        heldFraction = 0
        scrubbing = false
        pending = []
        let ending = completions
        completions = []
        let token = transactionToken
        transactionToken = nil
        if let position {
            for completion in ending { completion(position) }
        }
        token?.completion?(position != nil)
        token?.completion = nil
    }

    /// Every layer animation the animator drives now.
    private func forEachAnimation(_ body: (CALayer, String, LayerPropertyAnimation) -> Void) {
        for box in group.layers {
            guard let layer = box.value else { continue }
            for (key, animation) in layer.animations where animation.groupID == group.id {
                body(layer, key, animation)
            }
        }
    }

    /// Freezes each animation's progress as it is at `time`: the next run starts from there.
    private func captureProgress(at time: TimeInterval) {
        for box in group.layers {
            guard let layer = box.value else { continue }
            for key in layer.animations.keys where layer.animations[key]?.groupID == group.id {
                let progress = self.progress(of: layer.animations[key]!, at: time)
                layer.animations[key]!.startProgress = progress
            }
        }
    }

    private func markLayersChanged() {
        for box in group.layers { box.value?.noteAnimationStep() }
    }

    private func refuse(_ method: String, _ problem: String) {
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "-[UIViewPropertyAnimator \(method)] sent to \(objectDescription(self)), but \(problem)")
    }
}

extension UIViewPropertyAnimator: LayerAnimationDriver {
    /// Each animation runs over its own stretch of the fraction (from its start fraction to 1);
    /// a run carries it from where it was when the run began to the run's end along the curve.
    func progress(of animation: LayerPropertyAnimation, at time: TimeInterval) -> CGFloat {
        let start = animation.startFraction
        func local(_ fraction: CGFloat) -> CGFloat {
            guard start < 1 else { return fraction >= 1 ? 1 : 0 }
            return min(max((fraction - start) / (1 - start), 0), 1)
        }
        guard let run else {
            guard scrubbing else { return animation.startProgress }
            let linear = local(heldFraction)
            return scrubsLinearly ? linear : timing.progress(linear)
        }
        let from = local(run.startFraction), to = local(run.endFraction)
        guard from != to else { return animation.startProgress }
        let u = (local(run.fraction(at: time)) - from) / (to - from)
        return animation.startProgress + (to - animation.startProgress) * run.timing.progress(u)
    }
}

extension UIView.AnimationOptions {
    /// The curve the options name.
    var curve: UIView.AnimationCurve {
        switch timing {
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        default: return .easeInOut
        }
    }
}
