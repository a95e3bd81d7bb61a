import CCairo
import CPixman
import Foundation
@_spi(Rendering) import OpenUIKit

/// What a view's `draw(_:)` drew, kept in device pixels as Core Animation keeps a layer's
/// backing store: drawn when the view first shows and again after `setNeedsDisplay()` (or when
/// its size, scale or sub-pixel position changes), composited every other frame. A view that
/// draws nothing (most containers) gets no pixels at all. The store sits at the same fraction
/// of a pixel as the view, so compositing it at a whole-pixel offset gives the pixels drawing in
/// place would.
@MainActor
final class LayerBackingStore {
    /// The device rectangle the pixels cover; moves with the view by whole pixels.
    private(set) var frame: PixelRect = .empty
    /// Nil when the view drew nothing.
    private(set) var surface: OpaquePointer?
    private(set) var image: OpaquePointer?

    /// What the pixels were drawn for.
    private var pixelSize = (width: Int32(0), height: Int32(0))
    private var scale = (x: 0.0, y: 0.0)
    private var phase = (x: 0.0, y: 0.0)
    private var boundsOrigin = CGPoint.zero
    private var style: UIUserInterfaceStyle = .unspecified
    private var drawnInEpoch: UInt64 = 0
    private var isValid = false

    isolated deinit {
        if let image { pixman_image_unref(image) }
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Makes the pixels current for `view` drawn through `transform` (bounds space to device
    /// space, a scale and a translation only) and returns where they are; `epoch` is the frame's.
    func update(for view: UIView, transform: CGAffineTransform, epoch: UInt64) -> PixelRect {
        let bounds = view.bounds
        let device = bounds.applying(transform)
        let origin = (x: Double(device.minX).rounded(.down), y: Double(device.minY).rounded(.down))
        let covered = PixelRect(covering: device)
        let size = (width: covered.maxX - Int32(origin.x), height: covered.maxY - Int32(origin.y))
        let newPhase = (x: Double(device.minX) - origin.x, y: Double(device.minY) - origin.y)
        let traits = view.traitCollection
        let stale =
            !isValid || view.layer.renderingChangeEpoch(.display) > drawnInEpoch
            || size != pixelSize || (Double(transform.a), Double(transform.d)) != scale || newPhase != phase
            || bounds.origin != boundsOrigin || traits.userInterfaceStyle != style
        frame = PixelRect(
            minX: Int32(origin.x), minY: Int32(origin.y), maxX: Int32(origin.x) + size.width,
            maxY: Int32(origin.y) + size.height)
        guard stale else { return frame }
        release()
        pixelSize = size
        scale = (Double(transform.a), Double(transform.d))
        phase = newPhase
        boundsOrigin = bounds.origin
        style = traits.userInterfaceStyle
        drawnInEpoch = epoch
        isValid = true
        draw(
            view, transform: transform.concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y)),
            traits: traits)
        return frame
    }

    /// Forgets the pixels (caches emptied, or the view left the tree).
    func invalidate() {
        release()
        isValid = false
    }

    private func release() {
        if let image { pixman_image_unref(image) }
        if let surface { cairo_surface_destroy(surface) }
        image = nil
        surface = nil
    }

    /// Runs `draw(_:)` with a context whose surface is made when the first thing is drawn.
    private func draw(_ view: UIView, transform: CGAffineTransform, traits: UITraitCollection) {
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0, pixelSize.width > 0, pixelSize.height > 0,
            pixelSize.width <= Int32(RenderedImage.maximumDimension),
            pixelSize.height <= Int32(RenderedImage.maximumDimension)
        else { return }
        let size = pixelSize
        let backend = CairoContextBackend(makingContextOnFirstUse: { [weak self] in
            guard let self, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.width, size.height)
            else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
                cairo_surface_destroy(surface)
                return nil
            }
            self.surface = surface
            // The layer's backing store is its bounds: drawing outside them is cut off.
            CairoGeometry.setMatrix(cr, transform)
            cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cr)
            cairo_identity_matrix(cr)
            return cr
        })
        let context = CGContext(backend: backend, baseTransform: transform)
        UIGraphicsPushContext(context)
        traits.performAsCurrent {
            view.draw(bounds)
        }
        UIGraphicsPopContext()
        backend.finish()
        guard let surface else { return }
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            image = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, size.width, size.height,
                UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                cairo_image_surface_get_stride(surface))
        }
    }
}
