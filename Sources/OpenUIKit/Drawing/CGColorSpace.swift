import Foundation

/// Core Graphics' colour space, which Linux lacks: only what gradient and image code names.
/// Every colour here is drawn as (extended) sRGB, so a space records its name and model for
/// code that asks, and changes nothing about how colours are painted.
public final class CGColorSpace: Hashable, Sendable {
    /// Core Graphics' names are `CFString` constants; Linux has no `CFString`, so they are
    /// strings with the same spelling at the call site (`CGColorSpace(name: CGColorSpace.sRGB)`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended-range sRGB space, whose components may fall outside 0…1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of sRGB with a linear transfer function.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of the Display P3 space; colours in it are still painted as sRGB here.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the generic gray space with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the extended-range gray space.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The name of the generic linear RGB space.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The name of the extended-range linear sRGB space.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// What the device spaces answer for `name` (Core Graphics answers nil; a name keeps equality simple).
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    /// The space's name, one of the `CGColorSpace` name constants; device spaces answer a private name.
    public let name: String?
    /// Whether the space is RGB or grayscale.
    public let model: CGColorSpaceModel

    /// Nil for a name Core Graphics does not know.
    public init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.extendedLinearSRGB, Self.displayP3,
            Self.genericRGBLinear, Self.deviceRGBName:
            model = .rgb
        case Self.genericGrayGamma2_2, Self.extendedGray, Self.deviceGrayName:
            model = .monochrome
        default:
            return nil
        }
        self.name = name
    }

    /// The number of colour components, without alpha: 1 for grayscale, 3 for RGB.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A device-dependent RGB colour space; painted as sRGB like every other space here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceRGBName)!
}

/// A device-dependent grayscale colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceGrayName)!
}

/// A colour space's kind, as Core Graphics numbers them.
public enum CGColorSpaceModel: Int32, Sendable {
    /// A model Core Graphics does not name; no space here has it.
    case unknown = -1
    /// One gray component.
    case monochrome = 0
    /// Red, green, and blue components.
    case rgb = 1
}
