import Foundation

/// The name of a `CAValueFunction`: which transform it makes of an animation's numbers.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name, as Core Animation spells it (`"rotateZ"`).
    public let rawValue: String

    /// A name with the given raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name with the given raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A rotation by the value (radians) about the x axis.
    public static let rotateX = CAValueFunctionName("rotateX")
    /// A rotation by the value (radians) about the y axis.
    public static let rotateY = CAValueFunctionName("rotateY")
    /// A rotation by the value (radians) about the z axis.
    public static let rotateZ = CAValueFunctionName("rotateZ")
    /// A scale by three values (x, y, z); one value scales all three here.
    public static let scale = CAValueFunctionName("scale")
    /// A scale by the value along x.
    public static let scaleX = CAValueFunctionName("scaleX")
    /// A scale by the value along y.
    public static let scaleY = CAValueFunctionName("scaleY")
    /// A scale by the value along z.
    public static let scaleZ = CAValueFunctionName("scaleZ")
    /// A translation by three values (x, y, z); one value moves along all three here.
    public static let translate = CAValueFunctionName("translate")
    /// A translation by the value along x.
    public static let translateX = CAValueFunctionName("translateX")
    /// A translation by the value along y.
    public static let translateY = CAValueFunctionName("translateY")
    /// A translation by the value along z.
    public static let translateZ = CAValueFunctionName("translateZ")
}

/// Turns the number a property animation interpolates into a transform: set as a
/// `CAPropertyAnimation`'s `valueFunction` on a `"transform"` animation, it lets `fromValue: 0,
/// toValue: 2 * .pi` spin a layer a whole turn (a transform interpolated matrix to matrix would
/// not move). Linux: the three-component functions (`.scale`, `.translate`) take one number for
/// all three axes; an array of three is not read.
@preconcurrency @MainActor
open class CAValueFunction: NSObject {
    /// Which transform the function makes.
    public let name: CAValueFunctionName

    /// The function of that name; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        let known: Set<CAValueFunctionName> = [
            .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX, .translateY,
            .translateZ,
        ]
        guard known.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// The transform the function makes of `value`. O(1).
    public func transform(for value: CGFloat) -> CATransform3D {
        switch name {
        case .rotateX: return CATransform3DMakeRotation(value, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(value, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(value, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(value, value, value)
        case .scaleX: return CATransform3DMakeScale(value, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, value, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, value)
        case .translate: return CATransform3DMakeTranslation(value, value, value)
        case .translateX: return CATransform3DMakeTranslation(value, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, value, 0)
        default: return CATransform3DMakeTranslation(0, 0, value)
        }
    }
}
