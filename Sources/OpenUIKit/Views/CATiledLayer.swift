import Foundation

/// A layer whose content is drawn in tiles at several levels of detail, as Apple's map and
/// large-document views use to stream content in as the user zooms.
///
/// Linux: the content (its delegate's drawing, its `contents`) is drawn at once, whole, at the
/// screen's scale; the tile size and levels are stored, and `fadeDuration` is 0 as nothing fades in.
@preconcurrency @MainActor
open class CATiledLayer: CALayer {
    /// How long a newly drawn tile fades in; Apple's is 0.25 seconds, Linux draws at once: 0.
    open class func fadeDuration() -> CFTimeInterval { 0 }
    /// How many levels of detail, each half the resolution of the last, the content is kept at; 1 by default.
    open var levelsOfDetail = 1 { didSet { noteRenderingChange(.display) } }
    /// How many levels of detail above full resolution (each double the last) are kept; 0 by default.
    open var levelsOfDetailBias = 0 { didSet { noteRenderingChange(.display) } }
    /// The size of a tile in pixels; 256 × 256 by default. Stored; Linux draws the whole layer at once.
    open var tileSize = CGSize(width: 256, height: 256) { didSet { noteRenderingChange(.display) } }

    /// Creates a tiled layer with one level of detail in 256-pixel tiles.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s tiling settings, for `presentation()`.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATiledLayer {
            levelsOfDetail = other.levelsOfDetail
            levelsOfDetailBias = other.levelsOfDetailBias
            tileSize = other.tileSize
        }
    }
}
