import Foundation

/// An animation's pace: a cubic Bézier from (0, 0) to (1, 1) mapping the fraction of time
/// elapsed to the fraction of the change made, as Core Animation defines its named curves.
/// Immutable, so it is shared freely.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let points: (Float, Float, Float, Float)

    /// One of Core Animation's named curves (`.easeInEaseOut`, …).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// Writes the control point at `idx` (0 is (0, 0), 1 and 2 the curve's own, 3 is (1, 1))
    /// into `ptr[0]` and `ptr[1]`; an index past 3 writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The fraction of the change made when `fraction` of the time has passed.
    func evaluate(_ fraction: CGFloat) -> CGFloat { timing.progress(fraction) }

    /// The curve as the animation clock evaluates it.
    var timing: AnimationTiming {
        .cubic(CGFloat(points.0), CGFloat(points.1), CGFloat(points.2), CGFloat(points.3))
    }

    /// Two functions are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return points == other.points
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(points.0)
        hasher.combine(points.1)
        hasher.combine(points.2)
        hasher.combine(points.3)
        return hasher.finalize()
    }
}

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: Hashable, Equatable, RawRepresentable, Sendable {
    /// The curve's name, as Core Animation spells it (`"easeInEaseOut"`).
    public let rawValue: String
    /// A name as given.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name as given.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An even pace.
    public static let linear = CAMediaTimingFunctionName("linear")
    /// Slow at the start: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    /// Slow at the end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    /// Slow at both ends: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// The system's default for animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName("default")
}
