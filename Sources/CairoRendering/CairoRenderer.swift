import CCairo
import Foundation
import OpenUIKit

/// Draws views, windows and storyboard scenes to pictures with Cairo and Pango.
///
/// A view is drawn as Core Animation composites its layer tree: each layer's shadow, background
/// (rounded by `cornerRadius`), its view's `draw(_:)`, its sublayers (clipped when
/// `masksToBounds`), then its border, the whole at the layer's opacity and transform; hidden
/// layers are skipped. Dynamic colours resolve against each view's trait collection. The
/// picture covers the view's bounds (its own position and transform do not apply) at `scale`
/// pixels a point: the view's display scale when nil (1 when it has none).
///
/// Every entry point installs the Pango text measurer first (`CairoRendering.install()`), so
/// text is laid out with the fonts it is drawn in.
@MainActor
public enum CairoRenderer {
    /// The view's bounds as a picture; nil when the view has no area or is too large
    /// (`RenderedImage.maximumDimension` pixels a side).
    public static func render(_ view: UIView, scale: CGFloat? = nil) -> RenderedImage? {
        CairoRendering.install()
        let scale = resolvedScale(scale, for: view)
        let size = view.bounds.size
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
            width <= CGFloat(RenderedImage.maximumDimension), height <= CGFloat(RenderedImage.maximumDimension),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        let base = CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        LayerPainter(cr: cr, clip: PixelRect(minX: 0, minY: 0, maxX: Int32(width), maxY: Int32(height)))
            .paint(view.layer, parent: base, isRoot: true)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return RenderedImage(surface: surface)
    }

    /// The view as PNG bytes.
    public static func pngData(of view: UIView, scale: CGFloat? = nil) -> Data? {
        render(view, scale: scale)?.pngData()
    }

    /// Writes the view as a PNG file; throws when it cannot be drawn or written.
    public static func write(_ view: UIView, to url: URL, scale: CGFloat? = nil) throws {
        guard let data = pngData(of: view, scale: scale) else { throw RenderingError.nothingToDraw }
        try data.write(to: url)
    }

    /// A controller's scene as a person sees it: the root of a window of `size` (the main
    /// screen's when nil), shown, laid out and drawn; the window is hidden again afterwards.
    /// Call it on the main thread outside a dispatch block, as `runUntilIdle()` requires.
    public static func render(
        _ controller: UIViewController, size: CGSize? = nil, scale: CGFloat? = nil
    ) -> RenderedImage? {
        render(controller, size: size, scale: scale) { _ in }
    }

    /// `configure` sets the window up (safe-area insets, traits) before the scene is shown.
    public static func render(
        _ controller: UIViewController, size: CGSize?, scale: CGFloat?,
        configure: (UIWindow) -> Void, beforeDrawing: (UIWindow) -> Void = { _ in }
    ) -> RenderedImage? {
        CairoRendering.install()
        let size = size ?? UIScreen.main.bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        configure(window)
        window.rootViewController = controller
        window.isHidden = false
        UIApplication.shared.runUntilIdle()
        window.layoutIfNeeded()
        beforeDrawing(window)
        window.layoutIfNeeded()
        let image = render(window, scale: scale)
        window.isHidden = true
        window.rootViewController = nil
        UIApplication.shared.runUntilIdle()
        return image
    }

    public static func pngData(of controller: UIViewController, size: CGSize? = nil, scale: CGFloat? = nil) -> Data? {
        render(controller, size: size, scale: scale)?.pngData()
    }

    /// The scene with `identifier` in `storyboard` (its initial scene when nil) as PNG bytes;
    /// nil when there is no such scene or nothing to draw.
    public static func pngData(
        ofScene identifier: String?, in storyboard: UIStoryboard, size: CGSize? = nil,
        scale: CGFloat? = nil
    ) -> Data? {
        let controller: UIViewController?
        if let identifier {
            controller = storyboard.instantiateViewController(withIdentifier: identifier)
        } else {
            controller = storyboard.instantiateInitialViewController()
        }
        guard let controller else { return nil }
        return pngData(of: controller, size: size, scale: scale)
    }

    /// Writes a storyboard scene as a PNG file.
    public static func writeScene(
        _ identifier: String?, in storyboard: UIStoryboard, to url: URL, size: CGSize? = nil,
        scale: CGFloat? = nil
    ) throws {
        guard let data = pngData(ofScene: identifier, in: storyboard, size: size, scale: scale) else {
            throw RenderingError.nothingToDraw
        }
        try data.write(to: url)
    }

    private static func resolvedScale(_ scale: CGFloat?, for view: UIView) -> CGFloat {
        let chosen = scale ?? view.traitCollection.displayScale
        return chosen.isFinite && chosen > 0 ? min(chosen, 16) : 1
    }
}

/// Why a picture could not be written.
public enum RenderingError: Error, Equatable, Sendable {
    /// The view has no area, is too large, or the scene could not be made.
    case nothingToDraw
}
