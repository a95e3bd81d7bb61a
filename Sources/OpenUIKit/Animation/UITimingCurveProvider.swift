import Foundation

/// The kind of timing curve a provider describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (ease in, ease out, …), given as cubic parameters.
    case builtin = 0
    /// A cubic Bézier with the provider's control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together; here the spring is used.
    case composed = 3
}

/// Timing for a property animator: a cubic curve (`UICubicTimingParameters`), a spring
/// (`UISpringTimingParameters`), or an app's own type giving one of them. Unlike UIKit's, the
/// protocol does not inherit `NSSecureCoding`: nothing here archives timing.
public protocol UITimingCurveProvider: NSCopying {
    /// Which of the parameters below describe the curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve an animator of `duration` seconds runs with, and the duration it runs for: a
    /// spring given by mass, stiffness and damping lasts until it settles, whatever `duration` says.
    func timing(forDuration duration: TimeInterval) -> (timing: AnimationTiming, duration: TimeInterval) {
        switch timingCurveType {
        case .spring, .composed:
            if let spring = springTimingParameters { return spring.timing(forDuration: duration) }
        case .builtin, .cubic:
            break
        }
        return (cubicTimingParameters?.timing ?? .easeInOut, duration)
    }
}
