import Foundation

/// How an image renderer's images are made: their scale and whether they are opaque.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }

    /// Pixels a point; the main screen's by default.
    open var scale: CGFloat
    open var opaque = false
    open var preferredRange: Range = .automatic

    public init() {
        scale = MainActor.assumeIsolatedIfMain { UIScreen.main.scale } ?? 1
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's drawing block gets.
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    private let bitmap: BitmapContext

    init(bitmap: BitmapContext, format: UIGraphicsImageRendererFormat) {
        self.bitmap = bitmap
        self.cgContext = bitmap.context
        self.format = format
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { bitmap.makeImage() ?? UIImage() }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images, PNGs and JPEGs with a block, UIKit's modern image context.
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

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
