import Foundation
import OpenUIKit

/// The keys of the options a `CIImage` is made with, with Core Image's raw values.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    /// The raw value, as Apple defines it.
    public let rawValue: String

    /// Creates a value from its raw value.

    /// Creates a value from its raw value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Whether to turn the image upright by its file's Exif orientation (a `Bool`).
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    /// The metadata dictionary the image carries as `properties`.
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    /// The image's colour space; images here are sRGB whatever it says.
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    /// Sample with nearest-neighbour rather than bilinear filtering.
    public static let nearestSampling = CIImageOption(rawValue: "kCIImageNearestSampling")
    /// Decode the pixels when the image is made.
    public static let cacheImmediately = CIImageOption(rawValue: "kCIImageCacheImmediately")
}

/// The keys of the options a `CIContext` is made with, with Core Image's raw values. Every
/// context here renders on the CPU, so they are recorded and change nothing.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    /// The raw value, as Apple defines it.
    public let rawValue: String

    /// Creates a value from its raw value.

    /// Creates a value from its raw value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Render on the CPU; every context here does.
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    /// The colour space filters work in.
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    /// The pixel format filters work in.
    public static let workingFormat = CIContextOption(rawValue: "kCIContextWorkingFormat")
    /// The colour space of rendered output.
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    /// Whether output is premultiplied.
    public static let outputPremultiplied = CIContextOption(rawValue: "kCIContextOutputPremultiplied")
    /// Whether intermediate results are cached.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// Whether rendering runs at low priority.
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    /// Whether down-sampling uses the higher-quality filter.
    public static let highQualityDownsample = CIContextOption(rawValue: "kCIContextHighQualityDownsample")
    /// Whether a low-power device may be used.
    public static let allowLowPower = CIContextOption(rawValue: "kCIContextAllowLowPower")
    /// The context's name, for debugging.
    public static let name = CIContextOption(rawValue: "kCIContextName")
}
