import Foundation

/// A layer property value that can be interpolated.
enum AnimatableValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case size(CGSize)
    /// A shape layer's path: paths of the same elements interpolate point by point.
    case path(CGPath?)

    func interpolated(to end: AnimatableValue, fraction t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, end) {
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.path(a?), .path(b?)):
            guard a.elements.count == b.elements.count,
                zip(a.elements, b.elements).allSatisfy({ $0.type == $1.type && $0.points.count == $1.points.count })
            else { return t < 1 ? self : end }
            let elements = zip(a.elements, b.elements).map { from, to in
                CGPath.Element(
                    type: from.type,
                    points: zip(from.points, to.points).map { CGPoint(x: mix($0.x, $1.x), y: mix($0.y, $1.y)) })
            }
            return .path(CGMutablePath(elements: elements))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                    width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            var m = a
            m.m11 = mix(a.m11, b.m11)
            m.m12 = mix(a.m12, b.m12)
            m.m13 = mix(a.m13, b.m13)
            m.m14 = mix(a.m14, b.m14)
            m.m21 = mix(a.m21, b.m21)
            m.m22 = mix(a.m22, b.m22)
            m.m23 = mix(a.m23, b.m23)
            m.m24 = mix(a.m24, b.m24)
            m.m31 = mix(a.m31, b.m31)
            m.m32 = mix(a.m32, b.m32)
            m.m33 = mix(a.m33, b.m33)
            m.m34 = mix(a.m34, b.m34)
            m.m41 = mix(a.m41, b.m41)
            m.m42 = mix(a.m42, b.m42)
            m.m43 = mix(a.m43, b.m43)
            m.m44 = mix(a.m44, b.m44)
            return .transform(m)
        case let (.color(a), .color(b)):
            let from = a?.rgba ?? (0, 0, 0, 0)
            let to = b?.rgba ?? (0, 0, 0, 0)
            return .color(
                CGColor(
                    red: mix(from.0, to.0), green: mix(from.1, to.1), blue: mix(from.2, to.2), alpha: mix(from.3, to.3))
            )
        default:
            return t < 1 ? self : end
        }
    }
}

extension CGColor {
    /// Red, green, blue, alpha, from either an RGBA or a grey colour.
    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        let c = components ?? []
        switch c.count {
        case 2: return (c[0], c[0], c[0], c[1])
        case 4: return (c[0], c[1], c[2], c[3])
        default: return (0, 0, 0, alpha)
        }
    }
}

/// The timing curves of `UIView.AnimationOptions`. The eased ones are Core Animation's
/// `CAMediaTimingFunction` Béziers, so presentation values match UIKit's at every instant.
enum AnimationTiming: Equatable {
    case easeInOut, easeIn, easeOut, linear
    case spring(damping: CGFloat, velocity: CGFloat)
    /// A Bézier from (0, 0) through the two control points to (1, 1) (`UICubicTimingParameters`,
    /// `CAMediaTimingFunction(controlPoints:)`).
    case cubic(CGFloat, CGFloat, CGFloat, CGFloat)
    /// A spring's motion sampled over `duration` seconds, which the caller sets to its settling
    /// time or cuts short at its own duration.
    case springSystem(SpringSystem, duration: TimeInterval)

    func progress(_ t: CGFloat) -> CGFloat {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, at: t)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, at: t)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, at: t)
        case let .cubic(x1, y1, x2, y2): return Self.bezier(x1, y1, x2, y2, at: t)
        case let .springSystem(spring, duration):
            return t >= 1 ? 1 : CGFloat(spring.progress(at: Double(t) * duration))
        case let .spring(damping, _):
            // A critically damped response at damping 1, overshooting below it; ends exactly at 1.
            // As in UIKit the duration is the settling time: the stiffer the less damped, so the
            // swing left at the end (e^-7 of the travel) is too small to see as a jump.
            if t >= 1 { return 1 }
            let zeta = max(min(damping, 1), 0.05)
            let omega: CGFloat = max(12, 7 / zeta)
            if zeta >= 1 { return 1 - (1 + omega * t) * exp(-omega * t) }
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
    }

    /// The cubic Bézier from (0, 0) through (x1, y1), (x2, y2) to (1, 1): finds the curve
    /// parameter whose x is `t` (x grows monotonically, so bisection converges) and returns its y.
    static func bezier(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat, at t: CGFloat) -> CGFloat {
        guard t > 0, t < 1 else { return t }
        func coordinate(_ p1: CGFloat, _ p2: CGFloat, _ s: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * p1 * u * u * s + 3 * p2 * u * s * s + s * s * s
        }
        var low: CGFloat = 0
        var high: CGFloat = 1
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < t { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }
}

/// One animated property of one layer: where it started, where it ends, and when.
struct LayerPropertyAnimation {
    var from: AnimatableValue
    var to: AnimatableValue
    var begin: TimeInterval
    var duration: TimeInterval
    /// Held at this fraction of the way, while an interactive transition drives it.
    var pausedFraction: Double?
    var timing: AnimationTiming
    var repeats: Bool
    var autoreverses: Bool
    let groupID: Int
    /// What says how far the animation has come instead of the clock and `timing`: the
    /// property animator that made it.
    var driver: (any LayerAnimationDriver)?
    /// The driver's fraction at which this animation starts (an animation added with a delay
    /// factor, or to an animator already running).
    var startFraction: CGFloat = 0
    /// How far from `from` to `to` the value was when the driver's current run began.
    var startProgress: CGFloat = 0

    /// An autoreversing animation plays forward for `duration`, then back for as long again.
    @MainActor
    func value(at time: TimeInterval) -> AnimatableValue {
        if let pausedFraction { return from.interpolated(to: to, fraction: timing.progress(CGFloat(pausedFraction))) }
        if let driver {
            return from.interpolated(to: to, fraction: driver.progress(of: self, at: time))
        }
        if time <= begin { return from }
        guard duration > 0 else { return to }
        var elapsed = (time - begin) / duration
        let cycle = autoreverses ? 2.0 : 1.0
        if repeats {
            elapsed = elapsed.truncatingRemainder(dividingBy: cycle)
        } else if elapsed >= cycle {
            return autoreverses ? from : to
        }
        if elapsed > 1 { elapsed = 2 - elapsed }
        return from.interpolated(to: to, fraction: timing.progress(CGFloat(elapsed)))
    }
}

/// Drives property animations by its own rule instead of the clock alone:
/// `UIViewPropertyAnimator`, which pauses, scrubs, reverses and continues them.
@MainActor
protocol LayerAnimationDriver: AnyObject {
    /// How far from `from` to `to` `animation` is at `time`: 0 at `from`, 1 at `to`, beyond
    /// either for a spring's overshoot.
    func progress(of animation: LayerPropertyAnimation, at time: TimeInterval) -> CGFloat
}
