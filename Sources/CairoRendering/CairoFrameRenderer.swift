import CCairo
import Foundation
@_spi(Rendering) import OpenUIKit

/// Draws a view tree frame after frame into a surface it keeps, repainting only what changed:
/// the layers stamp their changes (frame, colour, alpha, hidden, `setNeedsDisplay()`, sublayers
/// added or removed), and each frame repaints the rectangles those changes cover, clipped,
/// skipping every layer outside them. Views' drawing is kept in backing stores and redrawn only
/// when stale, and rounded corners come from cached masks, so even a full repaint draws little
/// afresh. A display host shows `renderFrame()`'s rectangles; pictures are taken with `image`
/// or `pngData()`, never in the frame itself.
@MainActor
public final class CairoFrameRenderer {
    public let view: UIView
    /// Pixels a point; the view's display scale when the renderer was made with none.
    public let scale: CGFloat

    private var surface: OpaquePointer?
    private var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
    /// The epoch of the last frame drawn; nil before the first.
    private var lastEpoch: UInt64?
    private var needsFullRedraw = true
    private var lastStyle: UIUserInterfaceStyle?
    /// Device pixels the last frame changed (repainted or moved).
    public private(set) var lastDamage: [CGRect] = []
    /// Device pixels the last frame painted (moved ones are not).
    public private(set) var lastRepainted: [CGRect] = []
    /// A rectangle of device pixels the last frame moved within itself: a scrolled view's.
    public struct MovedArea: Equatable, Sendable {
        /// The area, in device pixels: its rows came from `shift` rows further down (up when
        /// negative) in the frame before, except where the frame repainted them.
        public let rect: CGRect
        public let shift: Int
    }
    /// The areas the last frame moved before it repainted (`lastRepainted`): a host that keeps
    /// the previous frame can move its copy the same way and take only the repainted pixels.
    public private(set) var lastMoved: [MovedArea] = []
    private struct WeakLayer { weak var layer: CALayer? }
    /// The layers that were animating when the last frame was drawn.
    private var animatedLastFrame: [WeakLayer] = []

    public init(view: UIView, scale: CGFloat? = nil) {
        self.view = view
        let chosen = scale ?? view.traitCollection.displayScale
        self.scale = chosen.isFinite && chosen > 0 ? min(chosen, 16) : 1
    }

    isolated deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The picture's size in pixels.
    public var pixelSize: (width: Int, height: Int) { (Int(pixelWidth), Int(pixelHeight)) }

    /// Draws the next frame: what changed since the last one, everything the first time, after
    /// a resize or when the view's appearance (light or dark) changed; a scrolled layer's pixels
    /// are moved rather than painted again (`ScrollBlit`). Returns the device rectangles whose
    /// pixels changed (empty when nothing did).
    @discardableResult
    public func renderFrame() -> [CGRect] {
        CairoRendering.install()
        markAnimationSteps()
        let epoch = CALayer.beginRenderingFrame()
        guard prepareSurface(), let surface else {
            lastDamage = []
            lastRepainted = []
            lastMoved = []
            return []
        }
        let style = view.traitCollection.userInterfaceStyle
        if style != lastStyle { needsFullRedraw = true }
        lastStyle = style
        let whole = PixelRect(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight)
        let base = CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let damage: [PixelRect]
        var changed: [PixelRect]
        var moved: [ScrollBlit] = []
        let full: Bool
        if needsFullRedraw || lastEpoch == nil {
            damage = [whole]
            changed = damage
            full = true
        } else {
            var collector = DamageCollector(owner: ObjectIdentifier(self), since: lastEpoch! + 1, surface: whole)
            collector.collect(view.layer, parent: base, isRoot: true)
            moved = collector.blits
            for blit in moved { blit.apply(to: surface) }
            widenForBackdrops(&collector, whole: whole)
            damage = collector.merged(within: whole)
            changed = damage
            if !moved.isEmpty {
                // A host shows the moved pixels too.
                for blit in moved { collector.add(blit.area) }
                changed = collector.merged(within: whole)
            }
            full = false
        }
        for rect in damage { paint(rect, whole: full, epoch: epoch, base: base, on: surface) }
        cairo_surface_flush(surface)
        lastEpoch = epoch
        needsFullRedraw = false
        lastDamage = changed.map(\.cgRect)
        lastRepainted = damage.map(\.cgRect)
        lastMoved = moved.map { MovedArea(rect: $0.area.cgRect, shift: Int($0.shift)) }
        return lastDamage
    }

    /// A blurred backdrop reads around itself: a frame that repaints any of that area repaints
    /// all of it, and the backdrop, so a blur never reads the blur it drew last frame.
    private func widenForBackdrops(_ collector: inout DamageCollector, whole: PixelRect) {
        let owner = ObjectIdentifier(self)
        var damage = collector.merged(within: whole)
        for layer in CALayer.backdropLayers {
            guard let blur = layer.backdropBlur, let state = layer.renderingState as? LayerRenderState,
                state.owner == owner, state.isPlaced, !state.ownBounds.isEmpty
            else { continue }
            let reach = BackdropPainter.reach(sigma: Double(blur.radius * scale))
            let area = state.ownBounds.insetBy(-reach)
            guard damage.contains(where: { $0.intersects(area) }) else { continue }
            collector.add(area)
            damage.append(area)
        }
    }

    /// Layers animating now, or in the last frame (their last step is the model value), move
    /// every frame without stamping a change themselves: they are marked here, before the
    /// frame's epoch starts, so the damage pass repaints where they were and where they are.
    private func markAnimationSteps() {
        let animating = CALayer.animatingLayers
        for layer in animating { layer.noteAnimationStep() }
        for box in animatedLastFrame {
            if let layer = box.layer, !layer.isAnimatingAtAll { layer.noteAnimationStep() }
        }
        animatedLastFrame = animating.map { WeakLayer(layer: $0) }
    }

    /// The next frame repaints everything (backing stores and masks are kept).
    public func setNeedsFullRedraw() {
        needsFullRedraw = true
    }

    /// Forgets every backing store (views draw again), the kept text layouts and corner masks
    /// (shared with other renderers), and repaints everything next frame.
    public func discardCaches() {
        discardBackingStores(below: view.layer)
        PangoTextSystem.shared.discardLayouts()
        RoundedShapeMask.discardAll()
        needsFullRedraw = true
    }

    /// The last frame as a picture.
    public var image: RenderedImage? {
        surface.flatMap { RenderedImage(surface: $0) }
    }

    /// The last frame's pixels without a copy: Cairo's ARGB32 (premultiplied, one native-endian
    /// `UInt32` a pixel), rows `stride` bytes apart, valid only inside `body`. A display host
    /// copies the rectangles `renderFrame()` returned from here; nil before the first frame.
    public func withUnsafePixels<Result>(
        _ body: (_ pixels: UnsafeRawPointer, _ stride: Int) throws -> Result
    ) rethrows -> Result? {
        guard let surface, let data = cairo_image_surface_get_data(surface) else { return nil }
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
    }

    /// The last frame as PNG bytes.
    public func pngData() -> Data? {
        surface.flatMap { RenderedImage.encodePNG($0) }
    }

    /// Paints `area` of the frame: all of it, or a damaged rectangle, clipped to it, skipping
    /// the layers outside. What a damaged rectangle gets matches a full repaint; only shapes
    /// Cairo rasterizes as paths (rotated, or off the pixel grid) may differ by a few levels
    /// along an anti-aliased edge that crosses the rectangle's border, where Cairo cuts the
    /// shape before it scan-converts it.
    private func paint(
        _ area: PixelRect, whole: Bool, epoch: UInt64, base: CGAffineTransform, on surface: OpaquePointer
    ) {
        guard let cr = cairo_create(surface) else { return }
        if !whole {
            cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
            cairo_clip(cr)
        }
        if !rootCoversItsBounds() {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        let frame = LayerPainter.RetainedFrame(
            owner: ObjectIdentifier(self), epoch: epoch, repainting: whole ? nil : area)
        LayerPainter(cr: cr, clip: area, frame: frame).paint(view.layer, parent: base, isRoot: true)
        cairo_destroy(cr)
    }

    /// Makes the surface match the view's size; a new one means a full repaint.
    private func prepareSurface() -> Bool {
        let size = view.bounds.size
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
            width <= CGFloat(RenderedImage.maximumDimension), height <= CGFloat(RenderedImage.maximumDimension)
        else { return false }
        if surface != nil, Int32(width) == pixelWidth, Int32(height) == pixelHeight { return true }
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(made) == CAIRO_STATUS_SUCCESS
        else { return false }
        surface = made
        pixelWidth = Int32(width)
        pixelHeight = Int32(height)
        needsFullRedraw = true
        return true
    }

    /// An opaque, square-cornered, unshadowed root background replaces every pixel, so the
    /// area need not be cleared first.
    private func rootCoversItsBounds() -> Bool {
        let layer = view.layer, shown = layer.renderedValues
        guard LayerGeometry.isVisible(shown), shown.opacity >= 1, shown.cornerRadius == 0,
            !LayerGeometry.hasShadow(shown),
            let color = LayerGeometry.backgroundColor(of: layer, shown: shown, view: view)
        else { return false }
        return CairoGeometry.rgba(color).3 >= 1
    }

    private func discardBackingStores(below layer: CALayer) {
        (layer.renderingState as? LayerRenderState)?.discardBackingStore()
        for sublayer in layer.sublayers ?? [] { discardBackingStores(below: sublayer) }
    }
}
