import Foundation

/// A layer that keeps its sublayers' 3D transforms in one shared space instead of flattening
/// each into its parent (Apple's way to build a cube of six faces). It draws no background,
/// border or content of its own.
///
/// Linux: the renderer draws every layer flattened (the affine part of each transform, no
/// perspective or depth sorting), so a transform layer draws its sublayers as a plain layer
/// with no appearance would.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public required init() {
        super.init()
    }

    /// A copy of `layer`, for `presentation()`.
    public required init(layer: Any) {
        super.init(layer: layer)
    }
}
