import Foundation

/// Core Graphics' colour space, which Linux lacks: only what gradient and image code names.
/// Every colour here is drawn as (extended) sRGB, so a space records its name and model for
/// code that asks, and changes nothing about how colours are painted.
public final class CGColorSpace: Hashable, Sendable {
    /// Core Graphics' names are `CFString` constants; Linux has no `CFString`, so they are
    /// strings with the same spelling at the call site (`CGColorSpace(name: CGColorSpace.sRGB)`).
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// What the device spaces answer for `name` (Core Graphics answers nil; a name keeps equality simple).
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    public let name: String?
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

    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceRGBName)!
}

public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceGrayName)!
}

/// A colour space's kind, as Core Graphics numbers them.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1
}
