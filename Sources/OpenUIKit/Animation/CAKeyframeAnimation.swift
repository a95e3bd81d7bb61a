import Foundation

/// An animation of one property through a list of values, or of a point along a path: a shake
/// (`values: [0, -10, 10, -10, 0]` on `"position.x"`), a bounce, an icon moving along a curve.
/// `keyTimes` places each value in the duration (evenly by default); `calculationMode` says how
/// the value goes from one to the next; `timingFunctions` pace each stretch. Along a `path` the
/// point moves at an even pace, and `rotationMode` turns the layer to face the way it goes.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through, in order.
    open var values: [Any]?
    /// A path for a point property to follow (used instead of `values`).
    open var path: CGPath?
    /// Where each value falls in the duration, 0…1, one per value (one more than the values for
    /// `.discrete`); nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The pace of each stretch between values, one fewer than the values; nil is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are made.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Tension for `.cubic` keyframes; stored, and the curve here is always a Catmull-Rom spline.
    open var tensionValues: [NSNumber]?
    /// Continuity for `.cubic` keyframes; stored, not consulted.
    open var continuityValues: [NSNumber]?
    /// Bias for `.cubic` keyframes; stored, not consulted.
    open var biasValues: [NSNumber]?
    /// Whether a layer following `path` turns to its direction of travel; nil leaves it upright.
    open var rotationMode: CAAnimationRotationMode?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAKeyframeAnimation()
        copy.copyPropertyAnimation(from: self)
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
        return copy
    }

    override var animatedKeyPaths: [String] {
        var paths = super.animatedKeyPaths
        if path != nil, rotationMode != nil { paths.append("transform") }
        return paths
    }

    override func apply(to presentation: CALayer, model: CALayer, at parentTime: CFTimeInterval) {
        guard let keyPath, let time = iterationTime(at: parentTime),
            let shown = presentation.animatableValue(forKeyPath: keyPath)
        else { return }
        let fraction = duration > 0 ? CGFloat(time / duration) : 1
        if let path, case .point = shown {
            applyPath(path, at: fraction, keyPath: keyPath, on: presentation, model: model, parentTime: parentTime)
            return
        }
        let frames = (values ?? []).compactMap { AnimatableValue($0, like: valueKind(shown)) }
        guard !frames.isEmpty, frames.count == values?.count else { return }
        let step = frames.count > 1 ? frames[frames.count - 1].subtracting(frames[0]) : nil
        show(
            value(of: frames, at: fraction), step: isCumulative ? step : nil, on: presentation, model: model,
            at: parentTime)
    }

    /// The keyframes' value at `fraction` of the duration, under the calculation mode.
    private func value(of frames: [AnimatableValue], at fraction: CGFloat) -> AnimatableValue {
        guard frames.count > 1 else { return frames[0] }
        let times = frameTimes(for: frames)
        if calculationMode == .discrete {
            // Each value holds from its key time to the next; the last from its key time on.
            let index = (times.lastIndex { $0 <= fraction } ?? 0)
            return frames[min(index, frames.count - 1)]
        }
        guard fraction > times[0] else { return frames[0] }
        guard fraction < times[frames.count - 1] else { return frames[frames.count - 1] }
        let segment = max((times.lastIndex { $0 <= fraction } ?? 0), 0)
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (fraction - times[segment]) / span : 1
        if let functions = timingFunctions, segment < functions.count { local = functions[segment].evaluate(local) }
        let a = frames[segment], b = frames[segment + 1]
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let before = frames[max(segment - 1, 0)], after = frames[min(segment + 2, frames.count - 1)]
            return Self.catmullRom(before, a, b, after, local) ?? a.interpolated(to: b, fraction: local)
        }
        return a.interpolated(to: b, fraction: local)
    }

    /// When each frame falls, 0…1: the key times given, or spaced evenly (by distance for the
    /// paced modes, which ignore key times as Core Animation does).
    private func frameTimes(for frames: [AnimatableValue]) -> [CGFloat] {
        let count = frames.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let gaps = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            let total = gaps.reduce(0, +)
            if total > 0 {
                var times: [CGFloat] = [0]
                for gap in gaps { times.append(times[times.count - 1] + gap / total) }
                return times
            }
        }
        let given = (keyTimes ?? []).map { CGFloat($0.doubleValue) }
        let needed = calculationMode == .discrete ? count + 1 : count
        if given.count == needed { return given }
        let intervals = calculationMode == .discrete ? count : count - 1
        return (0..<needed).map { CGFloat($0) / CGFloat(max(intervals, 1)) }
    }

    /// A Catmull-Rom spline through `b` and `c` at `t`, for numbers and points; nil for other kinds.
    private static func catmullRom(
        _ a: AnimatableValue, _ b: AnimatableValue, _ c: AnimatableValue, _ d: AnimatableValue, _ t: CGFloat
    ) -> AnimatableValue? {
        func spline(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> CGFloat {
            let t2 = t * t, t3 = t2 * t
            return 0.5
                * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t3)
        }
        switch (a, b, c, d) {
        case let (.scalar(p0), .scalar(p1), .scalar(p2), .scalar(p3)): return .scalar(spline(p0, p1, p2, p3))
        case let (.point(p0), .point(p1), .point(p2), .point(p3)):
            return .point(CGPoint(x: spline(p0.x, p1.x, p2.x, p3.x), y: spline(p0.y, p1.y, p2.y, p3.y)))
        default: return nil
        }
    }

    /// The point `fraction` of the way along the path at an even pace, turned to face along it
    /// when `rotationMode` asks.
    private func applyPath(
        _ path: CGPath, at fraction: CGFloat, keyPath: String, on presentation: CALayer, model: CALayer,
        parentTime: CFTimeInterval
    ) {
        let lines = PathTrimming.polylines(of: path.elements)
        let total = lines.reduce(0) { $0 + $1.length }
        guard total > 0 else {
            if let first = lines.first?.points.first {
                show(.point(first), step: nil, on: presentation, model: model, at: parentTime)
            }
            return
        }
        var remaining = min(max(fraction, 0), 1) * total
        for (index, line) in lines.enumerated() {
            if remaining > line.length, index < lines.count - 1 {
                remaining -= line.length
                continue
            }
            let part = line.part(from: 0, to: min(remaining, line.length))
            guard let point = part.last else { return }
            show(.point(point), step: nil, on: presentation, model: model, at: parentTime)
            if let rotationMode, part.count >= 2 {
                let previous = part[part.count - 2]
                var angle = atan2(point.y - previous.y, point.x - previous.x)
                if rotationMode == .rotateAutoReverse { angle += .pi }
                presentation.setAnimatableValue(.scalar(angle), forKeyPath: "transform.rotation.z")
            }
            return
        }
    }
}

/// How a keyframe animation makes the values between its keyframes.
public struct CAAnimationCalculationMode: Hashable, Equatable, RawRepresentable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String
    /// A mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight from one value to the next (the default).
    public static let linear = CAAnimationCalculationMode("linear")
    /// Each value held until the next key time, with no values between.
    public static let discrete = CAAnimationCalculationMode("discrete")
    /// Straight lines at an even pace; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode("paced")
    /// A smooth spline through the values.
    public static let cubic = CAAnimationCalculationMode("cubic")
    /// A smooth spline at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

/// Whether a layer moving along a keyframe path turns to face the way it goes.
public struct CAAnimationRotationMode: Hashable, Equatable, RawRepresentable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String
    /// A mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Turned along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode("auto")
    /// Turned along the path's tangent, then half a turn more.
    public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")
}
