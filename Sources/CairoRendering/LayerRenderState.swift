import Foundation
@_spi(Rendering) import OpenUIKit

/// What a frame renderer remembers of one layer between frames, kept on the layer
/// (`renderingState`) so it goes when the layer goes: where the layer and its subtree were
/// painted (the area to draw again when they move or change), the sublayers it had (so a removed
/// one's area is found), and its backing store.
@MainActor
final class LayerRenderState {
    /// The renderer this belongs to; another renderer of the same layer starts afresh.
    let owner: ObjectIdentifier
    /// Device pixels the layer's own painting touched: background, content, border, shadow.
    var ownBounds = PixelRect.empty
    /// Device pixels the layer and everything below it touched.
    var subtreeBounds = PixelRect.empty
    /// Whether the bounds were ever worked out.
    var isPlaced = false
    /// The sublayers painted last, to tell which left.
    var sublayers: [LayerRenderState] = []
    /// The layer this is for, to tell whether it is still a sublayer of the same layer.
    weak var layer: CALayer?
    private(set) var backingStore: LayerBackingStore?
    /// A clipping layer's geometry when last placed, to tell a scroll from other moves.
    var scrollGeometry: ScrollBlit.Geometry?

    init(owner: ObjectIdentifier, layer: CALayer) {
        self.owner = owner
        self.layer = layer
    }

    /// Notes where the layer, shown with `values` (nil: not shown), and its subtree were painted.
    func place(own: PixelRect, subtree: PixelRect, values: CALayer?) {
        ownBounds = own
        subtreeBounds = subtree
        isPlaced = true
        scrollGeometry = values.flatMap(ScrollBlit.Geometry.noted(for:))
    }

    func store() -> LayerBackingStore {
        if let backingStore { return backingStore }
        let made = LayerBackingStore()
        backingStore = made
        return made
    }

    /// Drops cached pixels (the renderer's caches were emptied).
    func discardBackingStore() {
        backingStore = nil
    }
}
