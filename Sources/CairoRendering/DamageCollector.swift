import Foundation
@_spi(Rendering) import OpenUIKit

/// Finds the device rectangles a frame must repaint: it walks down only the paths the layers'
/// change stamps mark as changed since the last frame, and for each change takes the area the
/// layer covered in that frame (remembered in its `LayerRenderState`) and the area it covers
/// now. A layer that moved, resized, showed, hid or changed opacity brings its whole subtree's
/// areas; one that only changed how it looks (colour, corners, border, redrawn content) brings
/// its own; a removed sublayer brings the area it had. The remembered areas are brought up to
/// date on the way, so the painter can skip every layer that lies outside the damage.
@MainActor
struct DamageCollector {
    let owner: ObjectIdentifier
    /// Changes stamped with this epoch or later are new.
    let since: UInt64
    private(set) var rects: [PixelRect] = []
    /// The surface's rectangle, when scrolled layers may have their pixels moved (`ScrollBlit`).
    let surface: PixelRect?
    /// The scrolls whose pixels the frame moves before it repaints the damage, in order.
    private(set) var blits: [ScrollBlit] = []

    init(owner: ObjectIdentifier, since: UInt64, surface: PixelRect? = nil) {
        self.owner = owner
        self.since = since
        self.surface = surface
    }

    /// Collects the damage of `layer`'s tree; returns the area the subtree covers now.
    @discardableResult
    mutating func collect(_ layer: CALayer, parent: CGAffineTransform, isRoot: Bool = false) -> PixelRect {
        guard let state = layer.renderingState as? LayerRenderState, state.owner == owner, state.isPlaced else {
            // Not drawn by this renderer yet: all of it is new.
            let now = measure(layer, parent: parent, isRoot: isRoot)
            add(now)
            return now
        }
        guard layer.subtreeRenderingChangeEpoch >= since else { return state.subtreeBounds }
        let shown = layer.renderedValues
        let visible = LayerGeometry.isVisible(shown)
        let bounds = LayerGeometry.finiteBounds(of: shown)
        let transform =
            !visible
            ? nil : isRoot ? parent : LayerGeometry.transform(of: shown, in: parent, snapping: layer.isAnimatingAtAll)
        let own = bounds.flatMap { bounds in transform.map { LayerGeometry.ownRect(of: shown, bounds: bounds, $0) } }
        let hadShadow = own.map { state.ownBounds != $0 } ?? false
        let looksChanged =
            layer.renderingChangeEpoch(.appearance) >= since || layer.renderingChangeEpoch(.display) >= since
        let geometryChanged = layer.renderingChangeEpoch(.geometry) >= since
        if geometryChanged, !isRoot, let surface, let transform, let own,
            let blit = ScrollBlit.make(
                for: layer, shown: shown, transform: transform, own: own, state: state, within: surface)
        {
            // Only scrolled: the pixels move with the content, the band that came into view and
            // what lies over the layer are painted; below, what changed inside it.
            blit.moveStates(below: layer, owner: owner)
            blits.append(blit)
            add(blit.exposed)
            for rect in blit.overlays(of: layer, owner: owner) { add(rect) }
            state.scrollGeometry = ScrollBlit.Geometry(shown)
        } else if geometryChanged || (looksChanged && (hadShadow || LayerGeometry.hasShadow(shown))) {
            // A shadow falls from the whole subtree, so its change is the subtree's too.
            add(state.subtreeBounds)
            let now = measure(layer, parent: parent, isRoot: isRoot)
            add(now)
            return now
        }
        // Neither moved nor shown or hidden: hidden before and now, nothing below shows.
        guard let transform, let own else { return state.subtreeBounds }
        if looksChanged {
            add(state.ownBounds)
            add(own)
            state.ownBounds = own
        }
        if layer.renderingChangeEpoch(.sublayers) >= since {
            for gone in state.sublayers where gone.layer?.superlayer !== layer {
                add(gone.subtreeBounds)
            }
            state.sublayers = (layer.sublayers ?? []).map { LayerPainter.state(of: $0, owner: owner) }
        }
        var covered = state.subtreeBounds.union(own)
        for sublayer in layer.sublayers ?? [] {
            let below = collect(sublayer, parent: transform)
            covered = covered.union(shown.masksToBounds ? below.intersection(own) : below)
        }
        // Areas only grow between full frames: the painter must not skip an ancestor of
        // something now drawn outside where the ancestor was.
        state.subtreeBounds = covered
        return covered
    }

    /// Works out (and remembers) where `layer`'s subtree lands now, as the painter would paint it.
    private func measure(_ layer: CALayer, parent: CGAffineTransform, isRoot: Bool) -> PixelRect {
        let state = LayerPainter.state(of: layer, owner: owner)
        let shown = layer.renderedValues
        guard LayerGeometry.isVisible(shown), let bounds = LayerGeometry.finiteBounds(of: shown),
            let transform = isRoot
                ? parent : LayerGeometry.transform(of: shown, in: parent, snapping: layer.isAnimatingAtAll)
        else {
            state.place(own: .empty, subtree: .empty, values: nil)
            return .empty
        }
        let own = LayerGeometry.ownRect(of: shown, bounds: bounds, transform)
        var content = own
        var sublayerStates: [LayerRenderState] = []
        for sublayer in LayerGeometry.paintingOrder(layer.sublayers ?? []) {
            let below = measure(sublayer, parent: transform, isRoot: false)
            content = content.union(shown.masksToBounds ? below.intersection(own) : below)
            sublayerStates.append(LayerPainter.state(of: sublayer, owner: owner))
        }
        state.sublayers = sublayerStates
        guard LayerGeometry.hasShadow(shown) else {
            state.place(own: own, subtree: content, values: shown)
            return content
        }
        let shadow = LayerGeometry.shadowRect(of: shown, content: content, transform)
        state.place(own: own.union(shadow), subtree: content.union(shadow), values: shown)
        return content.union(shadow)
    }

    /// Counts `rect` as changed.
    mutating func add(_ rect: PixelRect) {
        if !rect.isEmpty { rects.append(rect) }
    }

    /// The damage within `surface`, overlapping rectangles merged; past `limit` rectangles,
    /// one rectangle holding them all.
    func merged(within surface: PixelRect, limit: Int = 16) -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in rects {
            var merged = rect.intersection(surface)
            guard !merged.isEmpty else { continue }
            var index = 0
            while index < result.count {
                if result[index].intersects(merged) {
                    merged = merged.union(result.remove(at: index))
                    index = 0
                } else {
                    index += 1
                }
            }
            result.append(merged)
        }
        if result.count > limit { return [result.reduce(PixelRect.empty) { $0.union($1) }] }
        return result
    }
}
