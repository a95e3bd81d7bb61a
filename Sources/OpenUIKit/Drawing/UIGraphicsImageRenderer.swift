import Foundation

/// How an image renderer's images are made: their scale and whether they are opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The colour range a renderer's images are asked to have; recorded but not used here, where every image is sRGB.
    public enum Range: Int, Sendable {
        /// The range is not specified.
        case unspecified = -1
        /// The renderer picks the range the device supports.
        case automatic = 0
        /// An extended range, for wide-colour content.
        case extended
        /// The standard sRGB range.
        case standard
    }

    /// Pixels a point; the main screen's by default.
    open var scale: CGFloat
    /// Whether the images have no transparency; an opaque image starts black instead of clear.
    open var opaque = false
    /// The colour range the images should have; stored but not consulted, since images here are always sRGB.
    open var preferredRange: Range = .automatic

    /// Creates a format at the main screen's scale (1 off the main thread), transparent, with the automatic range.
    public override init() {
        scale = MainActor.assumeIsolatedIfMain { UIScreen.main.scale } ?? 1
        super.init()
    }

    /// A new format with the default settings.
    open override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// A new format with the device's best settings; the same as `default()` here.
    open override class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's drawing block gets: the base context's drawing, and the
/// image drawn so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let bitmap: BitmapContext

    init(bitmap: BitmapContext, format: UIGraphicsImageRendererFormat) {
        self.bitmap = bitmap
        super.init(cgContext: bitmap.context, format: format)
    }

    /// The format the renderer's images are made in.
    open override var format: UIGraphicsImageRendererFormat {
        super.format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { bitmap.makeImage() ?? UIImage() }
}

/// Draws images, PNGs and JPEGs with a block, UIKit's modern image context.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The format of the images the renderer makes.
    open override var format: UIGraphicsImageRendererFormat {
        super.format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
    }
    private let bounds: CGRect

    /// Creates a renderer for images of `size` points, in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// Creates a renderer for images of `size` points, in the given format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for images of `bounds`, drawing with its origin at the image's top-left
    /// corner. It keeps a copy of `format`, with `bounds` set, as UIKit does.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        let own = UIGraphicsImageRendererFormat()
        own.scale = format.scale
        own.opaque = format.opaque
        own.preferredRange = format.preferredRange
        own.bounds = bounds
        super.init(bounds: bounds, format: own)
    }

    /// An image renderer makes images.
    open override var allowsImageOutput: Bool { true }

    /// The image `actions` draw. Headless (no renderer installed) it has the size and no pixels.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let bitmap = makeBitmap() else { return UIImage(sizeOnly: bounds.size, scale: format.scale) }
        draw(bitmap, actions)
        return bitmap.makeImage() ?? UIImage(sizeOnly: bounds.size, scale: format.scale)
    }

    /// The drawing as PNG bytes; empty headless.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The drawing as JPEG bytes; empty headless.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func makeBitmap() -> BitmapContext? {
        let width = Int((bounds.width * format.scale).rounded(.up)),
            height = Int((bounds.height * format.scale).rounded(.up))
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }
        return BitmapRenderers.renderer?.makeBitmapContext(
            pixelWidth: width, pixelHeight: height, scale: format.scale, opaque: format.opaque)
    }

    private func draw(_ bitmap: BitmapContext, _ actions: (UIGraphicsImageRendererContext) -> Void) {
        let context = UIGraphicsImageRendererContext(bitmap: bitmap, format: format)
        bitmap.context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(bitmap.context)
        actions(context)
        UIGraphicsPopContext()
    }
}
