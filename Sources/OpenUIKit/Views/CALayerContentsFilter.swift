import Foundation

/// How a layer's content is sampled when it is drawn larger (`magnificationFilter`) or smaller
/// (`minificationFilter`) than its pixels: what a pixel-art game sets to `.nearest` so its sprites
/// keep hard edges. The renderer honours it for the images image views draw and for a layer's
/// `contents`: `.nearest` samples the nearest pixel (Cairo's `CAIRO_FILTER_NEAREST`); `.linear`
/// and `.trilinear` both draw with the renderer's smooth filter, which shrinks from copies halved
/// in size as a mipmap does.
public struct CALayerContentsFilter: Hashable, Equatable, RawRepresentable, Sendable {
    /// The filter's name, as Core Animation spells it (`"nearest"`).
    public let rawValue: String

    /// A filter with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A filter with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Blends the four nearest pixels: smooth, and the default for both filters.
    public static let linear = CALayerContentsFilter("linear")
    /// Takes the nearest pixel: hard edges when scaled up.
    public static let nearest = CALayerContentsFilter("nearest")
    /// Blends between copies of the content at halved sizes, for content drawn much smaller.
    public static let trilinear = CALayerContentsFilter("trilinear")

    /// The context smoothing that samples as this filter does.
    var interpolationQuality: CGInterpolationQuality {
        switch self {
        case .nearest: return .none
        default: return .default
        }
    }
}
