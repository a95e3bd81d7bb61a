import Foundation

/// What an animation tells its delegate: that it began, and that it stopped (finished, or
/// removed before its end).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began: on the next turn of the run loop after it was added, or at its
    /// `beginTime` when that is later.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed
    /// (or replaced by one added under the same key) before. It is already off the layer when
    /// it removes itself on completion.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Core Animation's explicit animation: added to a layer with `CALayer.add(_:forKey:)`, it changes
/// what the layer shows (its presentation) without changing its model values, on the animation
/// clock `UIView` animations run on, so `UIApplication.shared.advance(by:)` steps it and
/// `runUntilIdle()` runs a finite one to its end. The layer keeps a copy; changing this object
/// afterwards changes nothing on screen.
///
/// The abstract base: `CABasicAnimation`, `CAKeyframeAnimation`, `CASpringAnimation`,
/// `CAAnimationGroup` and `CATransition` animate.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, @preconcurrency NSCopying {
    /// The pace of each iteration; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Kept strongly, as Core Animation keeps it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation when it ends (true, the default); set it to false,
    /// with `fillMode` `.forwards`, to keep showing the end values.
    open var isRemovedOnCompletion = true

    /// When the animation begins, in its parent's time; 0 (the default) means when it is added.
    open var beginTime: CFTimeInterval = 0
    /// How long one iteration lasts; 0 (the default) means the transaction's duration, 0.25 s,
    /// when it is added.
    open var duration: CFTimeInterval = 0
    /// How fast local time runs against the parent's.
    open var speed: Float = 1
    /// Added to local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many iterations run; 0 means one.
    open var repeatCount: Float = 0
    /// How long iterations repeat for; 0 means `repeatCount` decides.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration runs back after running forward.
    open var autoreverses = false
    /// Whether the values hold outside the active time; `.removed` by default.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Values stored with `setValue(_:forKey:)`, which Core Animation keeps for any key.
    private var storedValues: [String: Any] = [:]

    /// An animation with Core Animation's defaults.
    public override init() {
        super.init()
    }

    /// Keeps `value` under `key`: Core Animation's key-value coding accepts any key on an
    /// animation, so apps tag one (`anim.setValue(layer, forKey: "layer")`) to find in
    /// `animationDidStop(_:finished:)`.
    open func setValue(_ value: Any?, forKey key: String) {
        storedValues[key] = value
    }

    /// The value kept under `key`, or nil.
    open func value(forKey key: String) -> Any? {
        storedValues[key]
    }

    /// A copy of the animation; the layer animates a copy, so later changes to this one do not
    /// reach it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimation()
        copy.copyAnimation(from: self)
        return copy
    }

    /// Copies what every animation has; subclasses' copies call it.
    func copyAnimation(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        storedValues = other.storedValues
    }

    // MARK: Timing

    /// How long the animation is active, in local time: its iterations, or `repeatDuration`;
    /// infinite for `repeatCount` `.infinity`.
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let iteration = duration * (autoreverses ? 2 : 1)
        let count = repeatCount > 0 ? CFTimeInterval(repeatCount) : 1
        return count.isInfinite ? .infinity : iteration * count
    }

    /// When the animation stops, in its parent's time; infinite when it never does.
    var endTime: CFTimeInterval {
        guard speed > 0, activeDuration.isFinite else { return .infinity }
        return beginTime + max(activeDuration - timeOffset, 0) / CFTimeInterval(speed)
    }

    /// Where in an iteration the animation is at `parentTime`, 0…`duration`, after the timing
    /// function; nil when it shows nothing then (before it begins or after it ends, without a
    /// fill mode that holds it). The work of Core Animation's timing model, O(1).
    func iterationTime(at parentTime: CFTimeInterval) -> CFTimeInterval? {
        var time = (parentTime - beginTime) * CFTimeInterval(speed) + timeOffset
        let active = activeDuration
        var atEnd = false
        if time < 0 {
            guard fillMode.fillsBackwards else { return nil }
            time = 0
        } else if time >= active {
            guard fillMode.fillsForwards || active.isInfinite else { return nil }
            time = active
            atEnd = true
        }
        guard duration > 0 else { return duration }
        let cycle = duration * (autoreverses ? 2 : 1)
        var within = time.truncatingRemainder(dividingBy: cycle)
        // The end of a whole iteration is its last instant, not the next one's first.
        if atEnd, within == 0, time > 0 { within = cycle }
        if autoreverses, within > duration { within = cycle - within }
        let fraction = CGFloat(within / duration)
        let eased = timingFunction?.evaluate(fraction) ?? fraction
        return CFTimeInterval(eased) * duration
    }

    /// Gives an animation of no duration `fallback` (the transaction's), as adding it to a layer does.
    func resolveDuration(_ fallback: CFTimeInterval) {
        if duration == 0 { duration = fallback }
    }

    /// Puts the animation's values at `parentTime` on `presentation`, the copy of `model` the
    /// screen shows; each kind of animation does its own.
    func apply(to presentation: CALayer, model: CALayer, at parentTime: CFTimeInterval) {}

    /// The key paths whose shown values the animation changes.
    var animatedKeyPaths: [String] { [] }
}
