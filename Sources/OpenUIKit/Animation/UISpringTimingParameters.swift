import Foundation

/// A spring timing curve for a property animator. Given a damping ratio it runs for the
/// animator's duration, as `UIView.animate(withDuration:…usingSpringWithDamping:…)` does; given
/// a mass, stiffness and damping it is a physical spring that runs until it settles, and the
/// animator's duration is ignored, as in UIKit. Immutable, so it is shared freely.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The value's rate of change at the start, in distances a second toward the end value (a
    /// `dx` of 1 covers the whole distance in a second at that rate); a spring animating one
    /// scalar uses `dx`.
    public let initialVelocity: CGVector
    private let motion: Motion

    private enum Motion {
        case ratio(CGFloat)
        case system(SpringSystem)
    }

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (a damping ratio of about 4.56,
    /// heavily overdamped), at rest at the start.
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring damped to `ratio` of critical (1 settles without overshoot, lower values swing
    /// past the end), at rest at the start, over the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring damped to `ratio` of critical with `velocity` at the start, over the animator's
    /// duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        motion = .ratio(ratio)
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring: `mass` on a spring of `stiffness` with `damping`; it runs until it
    /// settles (`CASpringAnimation.settlingDuration`), whatever the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        motion = .system(
            SpringSystem(
                mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                initialVelocity: Double(velocity.dx)))
        initialVelocity = velocity
        super.init()
    }

    /// A spring that settles in about `duration` seconds, bouncing by `bounce` (0 none, toward 1
    /// more; negative values are overdamped), at rest at the start (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring that settles in about `duration` seconds, bouncing by `bounce`, with `velocity` at
    /// the start (iOS 17).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce)).clampedAwayFromZero
        motion = .system(
            SpringSystem(dampingRatio: ratio, response: duration, initialVelocity: Double(velocity.dx)))
        initialVelocity = velocity
        super.init()
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// Immutable, so the copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The curve and how long it runs for an animator of `duration` seconds.
    func timing(forDuration duration: TimeInterval) -> (timing: AnimationTiming, duration: TimeInterval) {
        switch motion {
        case .ratio(let ratio):
            return (.spring(damping: ratio, velocity: initialVelocity.dx), duration)
        case .system(let spring):
            let settling = spring.settlingDuration
            return (.springSystem(spring, duration: settling), settling)
        }
    }
}

extension Double {
    /// At least a millionth: a divisor that cannot be zero.
    fileprivate var clampedAwayFromZero: Double { Swift.max(self, 1e-6) }
}
