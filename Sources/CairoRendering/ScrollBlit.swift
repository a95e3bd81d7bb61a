import CCairo
import Foundation
@_spi(Rendering) import OpenUIKit

/// A scrolled layer's pixels moved within the surface instead of painted again, as a
/// compositor scrolls: when a layer that clips its content over an opaque background only moved
/// its bounds' origin vertically, by whole device pixels, its area keeps the last frame's pixels
/// moved by the scroll, and the frame repaints only the band that came into view, what changed
/// inside it, and whatever is painted over it. Everything else about the frame is as a full
/// repaint would make it.
@MainActor
struct ScrollBlit {
    /// The layer's device rectangle on the surface, which stays where it is.
    let area: PixelRect
    /// Device pixels the content moved up (down when negative).
    let shift: Int32

    /// What is remembered of a clipping layer's geometry for the next frame.
    struct Geometry: Equatable {
        var origin: CGPoint, size: CGSize, position: CGPoint, anchorPoint: CGPoint, zPosition: CGFloat
        var transformIsIdentity: Bool
        var opacity: Float

        @MainActor
        init(_ shown: CALayer) {
            origin = shown.bounds.origin
            size = shown.bounds.size
            position = shown.position
            anchorPoint = shown.anchorPoint
            zPosition = shown.zPosition
            transformIsIdentity = CATransform3DIsIdentity(shown.transform)
            opacity = shown.opacity
        }

        /// The geometry to note for a layer: only clipping ones can scroll.
        @MainActor
        static func noted(for shown: CALayer) -> Geometry? { shown.masksToBounds ? Geometry(shown) : nil }
    }

    /// The blit for `layer`, whose geometry changed since the last frame, when all it did was
    /// scroll and its pixels can be moved: it and its ancestors draw it opaque and unclipped by
    /// corners, no border lies on it, and it lands where it did (`own`, through `transform`).
    /// What a clipping ancestor cuts off is left out of the area moved.
    static func make(
        for layer: CALayer, shown: CALayer, transform: CGAffineTransform, own: PixelRect, state: LayerRenderState,
        within surface: PixelRect
    ) -> ScrollBlit? {
        guard let before = state.scrollGeometry, shown.masksToBounds, !(shown is CAGradientLayer),
            transform.b == 0, transform.c == 0, transform.d > 0, own == state.ownBounds
        else { return nil }
        var now = Geometry(shown)
        let moved = (now.origin.y - before.origin.y) * transform.d
        now.origin.y = before.origin.y
        guard now == before, moved != 0, moved == moved.rounded() else { return nil }
        guard shown.opacity >= 1, shown.cornerRadius == 0, shown.borderWidth == 0, !LayerGeometry.hasShadow(shown),
            let background = LayerGeometry.backgroundColor(of: layer, shown: shown, view: layer.delegate as? UIView),
            CairoGeometry.rgba(background).3 >= 1
        else { return nil }
        // Only the part no ancestor clips away is the layer's to move.
        var area = own.intersection(surface)
        var ancestor = layer.superlayer
        while let current = ancestor {
            let values = current.renderedValues
            guard values.opacity >= 1, !(values.masksToBounds && values.cornerRadius > 0) else { return nil }
            if values.masksToBounds {
                guard let clip = current.renderingState as? LayerRenderState, clip.owner == state.owner else {
                    return nil
                }
                area = area.intersection(clip.ownBounds)
            }
            ancestor = current.superlayer
        }
        guard !area.isEmpty, abs(moved) < CGFloat(area.height) else { return nil }
        return ScrollBlit(area: area, shift: Int32(moved))
    }

    /// The band that came into view.
    var exposed: PixelRect {
        shift > 0
            ? PixelRect(minX: area.minX, minY: area.maxY - shift, maxX: area.maxX, maxY: area.maxY)
            : PixelRect(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: area.minY - shift)
    }

    /// Where the layers painted over `layer` (after it, or its ancestors' borders) lie on its
    /// area, and where their moved pixels went: painted again.
    func overlays(of layer: CALayer, owner: ObjectIdentifier) -> [PixelRect] {
        var rects: [PixelRect] = []
        func add(_ bounds: PixelRect) {
            for rect in [bounds, bounds.offsetBy(dy: -shift)] {
                let part = rect.intersection(area)
                if !part.isEmpty { rects.append(part) }
            }
        }
        var child = layer
        while let parent = child.superlayer {
            let order = LayerGeometry.paintingOrder(parent.sublayers ?? [])
            if let index = order.firstIndex(where: { $0 === child }) {
                for later in order[(index + 1)...] {
                    guard let state = later.renderingState as? LayerRenderState, state.owner == owner else {
                        add(area)
                        continue
                    }
                    add(state.subtreeBounds)
                }
            }
            if parent.renderedValues.borderWidth > 0, let state = parent.renderingState as? LayerRenderState {
                add(state.ownBounds)
            }
            child = parent
        }
        return rects
    }

    /// Moves what every layer below `layer` remembers of where it was painted along with the
    /// pixels.
    func moveStates(below layer: CALayer, owner: ObjectIdentifier) {
        var seen = Set<ObjectIdentifier>()
        var pending: [LayerRenderState] = []
        func enqueue(_ state: LayerRenderState) {
            if seen.insert(ObjectIdentifier(state)).inserted { pending.append(state) }
        }
        func children(of layer: CALayer?, _ state: LayerRenderState?) {
            for sublayer in layer?.sublayers ?? [] {
                if let child = sublayer.renderingState as? LayerRenderState, child.owner == owner { enqueue(child) }
            }
            for child in state?.sublayers ?? [] { enqueue(child) }
        }
        children(of: layer, layer.renderingState as? LayerRenderState)
        while let state = pending.popLast() {
            state.ownBounds = state.ownBounds.offsetBy(dy: -shift)
            state.subtreeBounds = state.subtreeBounds.offsetBy(dy: -shift)
            children(of: state.layer, state)
        }
    }

    /// Moves the pixels of `area` on `surface` by the scroll.
    func apply(to surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let height = Int(area.height - abs(shift)), bytes = Int(area.width) * 4
        let rows = Array(0..<height)
        for row in shift > 0 ? rows : rows.reversed() {
            let target = Int(shift > 0 ? area.minY : area.minY - shift) + row
            let source = target + Int(shift)
            memmove(
                data + target * stride + Int(area.minX) * 4, data + source * stride + Int(area.minX) * 4, bytes)
        }
        cairo_surface_mark_dirty(surface)
    }
}

extension PixelRect {
    func offsetBy(dy: Int32) -> PixelRect {
        isEmpty ? self : PixelRect(minX: minX, minY: minY + dy, maxX: maxX, maxY: maxY + dy)
    }
}
