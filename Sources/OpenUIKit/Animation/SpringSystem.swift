import Foundation

/// A damped spring pulling a value to its target: the motion `UISpringTimingParameters` given a
/// mass, stiffness and damping describes, and `CASpringAnimation`'s. The value starts a whole
/// distance away with `initialVelocity` (distances a second toward the target) and is solved in
/// closed form, under-, critically or over-damped, so a sample at any time costs a few
/// exponentials.
struct SpringSystem: Equatable, Sendable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    /// Mass, stiffness and damping made positive and finite: Core Animation clamps them alike.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        func sane(_ value: Double, _ fallback: Double, minimum: Double) -> Double {
            value.isFinite ? max(value, minimum) : fallback
        }
        self.mass = sane(mass, 1, minimum: 1e-6)
        self.stiffness = sane(stiffness, 100, minimum: 1e-6)
        self.damping = sane(damping, 10, minimum: 0)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The spring whose damping is `ratio` of critical, of unit mass, settling in about
    /// `response` seconds (iOS 17's duration and bounce: ratio 1 − bounce).
    init(dampingRatio ratio: Double, response: Double, initialVelocity: Double) {
        let omega = 2 * Double.pi / max(response, 1e-3)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * max(ratio, 0) * omega, initialVelocity: initialVelocity)
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// How far from the target the value is `time` seconds in, as a share of the whole distance:
    /// 1 at the start, 0 at rest, negative past the target.
    func displacement(at time: Double) -> Double {
        let t = max(time, 0)
        let omega = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - v0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (-v0 - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }

    /// The share of the distance covered `time` seconds in.
    func progress(at time: Double) -> Double { 1 - displacement(at: time) }

    /// The time after which the value stays within a thousandth of the distance of its target,
    /// sampled every 1/240 s for up to a minute. O(samples), so callers keep the result.
    var settlingDuration: Double {
        let step = 1.0 / 240, limit = 60.0
        var lastOutside = 0.0
        var time = 0.0
        while time <= limit {
            if abs(displacement(at: time)) >= 0.001 { lastOutside = time }
            // Past a second with nothing outside the band for one, the exponential only shrinks.
            if time - lastOutside > 1 { break }
            time += step
        }
        return lastOutside + step
    }
}
