import Foundation

/// A cubic Bézier timing curve for a property animator: one of UIKit's named curves or one with
/// control points of its own. Immutable, so it is shared freely.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The named curve the parameters were made from; `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point, in the unit square from (0, 0) to (1, 1).
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint

    /// UIKit's default curve: ease in, ease out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves, with its Core Animation control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        isBuiltin = true
        super.init()
    }

    /// A curve from (0, 0) to (1, 1) bent toward the two control points; a y outside 0…1
    /// overshoots (below 0 first pulls back).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    private let isBuiltin: Bool

    /// `.builtin` for a named curve, `.cubic` for control points.
    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// The parameters themselves.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// Immutable, so the copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The curve as the animation clock evaluates it.
    var timing: AnimationTiming {
        guard !isBuiltin else {
            switch animationCurve {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
        return .cubic(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }
}
