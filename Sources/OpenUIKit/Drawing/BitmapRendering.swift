import Foundation

/// The bitmap seam: offscreen pixels a `CGContext` draws into (`UIGraphicsBeginImageContext`,
/// `UIGraphicsImageRenderer`), a view tree drawn into a context (`drawHierarchy(in:afterScreenUpdates:)`,
/// `CALayer.render(in:)`), and pixels encoded as PNG or JPEG (`pngData()`, `jpegData`).
/// OpenUIKit links no image library: a renderer installs one (`CairoRendering.install()`).
/// Headless there are no pixels, so an image context makes an image that has a size and nothing
/// to draw, as a storyboard's missing image does.
public protocol BitmapRendering: AnyObject, Sendable {
    /// A context over new transparent (or, `opaque`, black) pixels, user space in points at `scale`.
    func makeBitmapContext(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, opaque: Bool) -> BitmapContext?
    /// Paints `layer` and its sublayers into `context`, the layer's bounds at the context's
    /// origin; false when the context is not one this renderer draws into.
    @MainActor func render(_ layer: CALayer, in context: CGContext) -> Bool
    /// The pixels as a PNG, or as a JPEG of `quality` (0…1).
    func encode(_ bitmap: any DecodedBitmap, as format: EncodedImage.Format, quality: CGFloat) -> Data?
}

/// A context over offscreen pixels and the way to read them back.
public final class BitmapContext: @unchecked Sendable {
    // @unchecked: used on the thread that made it, as UIKit's image contexts are.
    /// The Core Graphics context whose drawing lands in the bitmap's pixels.
    public let context: CGContext
    /// The number of pixels per point in the bitmap.
    public let scale: CGFloat
    private let snapshot: () -> (any DecodedBitmap)?

    /// Creates a bitmap context from a renderer's context, its scale, and a closure that reads back the pixels.
    public init(context: CGContext, scale: CGFloat, snapshot: @escaping () -> (any DecodedBitmap)?) {
        self.context = context
        self.scale = scale
        self.snapshot = snapshot
    }

    /// The pixels drawn so far, as an image.
    public func makeImage() -> UIImage? {
        guard let bitmap = snapshot() else { return nil }
        return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
    }
}

/// The installed bitmap renderer, part of the installed ``RenderingServices``; nil when headless.
public enum BitmapRenderers {
    /// The renderer OpenUIKit draws and encodes images with; setting it replaces that part of
    /// the installed services.
    public static var renderer: (any BitmapRendering)? {
        get { RenderingServices.installed.bitmapRenderer }
        set { RenderingServices.update { $0.bitmapRenderer = newValue } }
    }
}
