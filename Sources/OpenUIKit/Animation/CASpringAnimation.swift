import Foundation

/// A basic animation whose value moves as a damped spring pulls it: `mass` on a spring of
/// `stiffness` with `damping`, starting with `initialVelocity`. The motion is solved in closed
/// form at the animation's local time in seconds; `duration` only cuts it off, so set it to
/// `settlingDuration` to see the spring come to rest.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; heavier swings slower and further. 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; stiffer pulls harder and faster. 100 by default.
    open var stiffness: CGFloat = 100
    /// The friction slowing the spring; 10 by default.
    open var damping: CGFloat = 10
    /// The value's speed at the start, in distances (start to end) a second toward the end; 0 by default.
    open var initialVelocity: CGFloat = 0
    /// Whether a spring damped past critical is let settle without bouncing (iOS 17); stored,
    /// and every spring here moves as its parameters say.
    open var allowsOverdamping = false

    /// How long the spring takes to come to rest (within a thousandth of the distance), from its
    /// parameters. O(samples of the motion), computed on each read.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    /// The spring that settles in about `perceptualDuration` seconds, bouncing by `bounce` (0 none;
    /// toward 1 more), as iOS 17 describes springs.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / max(1 + Double(bounce), 1e-6)
        let system = SpringSystem(dampingRatio: ratio, response: perceptualDuration, initialVelocity: 0)
        mass = CGFloat(system.mass)
        stiffness = CGFloat(system.stiffness)
        damping = CGFloat(system.damping)
    }

    /// The response duration the spring was described with (iOS 17): 2π over its natural frequency.
    open var perceptualDuration: CFTimeInterval { 2 * .pi / spring.naturalFrequency }

    /// How much the spring bounces (iOS 17): 1 less its damping ratio, for a ratio up to 1.
    open var bounce: CGFloat {
        let ratio = spring.dampingRatio
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    private var spring: SpringSystem {
        SpringSystem(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CASpringAnimation()
        copy.copyBasicAnimation(from: self)
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    /// The spring's progress `time` seconds in: it overshoots and comes back.
    override func progress(atIterationTime time: CFTimeInterval) -> CGFloat {
        CGFloat(spring.progress(at: time))
    }
}
