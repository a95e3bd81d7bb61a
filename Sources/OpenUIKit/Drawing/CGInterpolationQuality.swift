import Foundation

/// How much smoothing a context applies when it scales an image; Core Graphics' raw values.
/// The Cairo renderer samples the nearest pixel for `.none`, blends the four nearest for `.low`,
/// and filters with its good (mipmapped when shrinking) filter for the others.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default: smooth scaling.
    case `default` = 0
    /// No interpolation: each device pixel takes the image pixel it falls in, so pixel art
    /// scaled up keeps its hard edges.
    case none = 1
    /// A fast, low-quality blend of neighbouring pixels (bilinear).
    case low = 2
    /// High-quality smoothing.
    case high = 3
    /// Medium-quality smoothing.
    case medium = 4
}
