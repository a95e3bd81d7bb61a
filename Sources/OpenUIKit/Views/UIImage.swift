import Foundation

/// An immutable image: its size in points, the scale that maps points to pixels, and how to draw
/// it (rendering mode, tint, cap insets, orientation).
///
/// Creating an image from bytes reads only their header (PNG, JPEG or GIF), which is enough for
/// layout (`size`, `scale`) and tells bad data apart from good. The bytes are kept in the
/// image's `cgImage`, whose pixels the installed `ImageDecoding` makes the first time the image is
/// drawn, once however many copies share them; headless runs never decode. Like UIKit's, a
/// `UIImage` never changes after it is made, so it is safe to share between threads; every
/// "with…" method returns a new image.
open class UIImage: NSObject, NSSecureCoding, @unchecked Sendable {
    /// How a view treats the image's colours: as they are, or as a mask filled with the tint.
    public enum RenderingMode: Int, Sendable {
        /// The view decides: a plain image view draws the image as it is, and a system button draws it as a template.
        case automatic = 0
        /// Always draw the image's own colors, ignoring any tint color.
        case alwaysOriginal = 1
        /// Always draw the image as a template: its shape filled with the tint color, its colors ignored.
        case alwaysTemplate = 2
    }

    /// How the area between the cap insets fills a larger size.
    public enum ResizingMode: Int, Sendable {
        /// The area between the caps is repeated at its own size.
        case tile = 0
        /// The area between the caps is stretched to fill the space.
        case stretch = 1
    }

    /// How the encoded bitmap must be turned to display upright; JPEG's EXIF orientation sets it.
    public enum Orientation: Int, Sendable {
        /// The bitmap displays as it is encoded.
        case up = 0
        /// The bitmap displays turned 180 degrees.
        case down = 1
        /// The bitmap displays turned 90 degrees counterclockwise.
        case left = 2
        /// The bitmap displays turned 90 degrees clockwise.
        case right = 3
        /// The bitmap displays flipped horizontally.
        case upMirrored = 4
        /// The bitmap displays flipped vertically.
        case downMirrored = 5
        /// The mirror image of the `.left` orientation.
        case leftMirrored = 6
        /// The mirror image of the `.right` orientation.
        case rightMirrored = 7
    }

    /// Everything an image is, in one value, so derived images copy it and change one field.
    struct Contents: Sendable {
        /// The encoded bitmap's dimensions, before orientation.
        var pixelSize: CGSize = .zero
        var scale: CGFloat = 1
        var orientation: Orientation = .up
        var renderingMode: RenderingMode = .automatic
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        /// Set by `resizableImage(withCapInsets:…)`: drawing keeps the caps and fills between them.
        var isResizable = false
        /// Set by `withTintColor`: drawing fills the image's shape with it.
        var tintColor: UIColor?
        /// The pixels; nil for an image that only has a size (a storyboard's image the bundle
        /// lacks), which image views draw as a placeholder.
        var cgImage: CGImage?
        /// An object another framework keeps with the image: Core Image's `CIImage` for
        /// `UIImage(ciImage:)`.
        var attachment: (any AnyObject & Sendable)?

        init() {}

        /// Reads the header of `data`; nil when it is not a PNG, JPEG or GIF with a sound header.
        init?(decoding data: Data, scale: CGFloat) {
            guard let header = ImageHeader(data) else { return nil }
            pixelSize = CGSize(width: header.pixelWidth, height: header.pixelHeight)
            self.scale = Self.sane(scale)
            orientation = header.orientation
            cgImage = CGImage(
                encoded: EncodedImage(
                    data: data, format: header.format,
                    pixelWidth: header.pixelWidth, pixelHeight: header.pixelHeight))
        }

        init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
            pixelSize = CGSize(width: cgImage.width, height: cgImage.height)
            self.scale = Self.sane(scale)
            self.orientation = orientation
            self.cgImage = cgImage
        }

        /// UIKit takes any scale it is given; a zero, negative or non-finite one would make the
        /// size meaningless, so it falls back to 1.
        private static func sane(_ scale: CGFloat) -> CGFloat {
            scale.isFinite && scale > 0 ? scale : 1
        }
    }

    let contents: Contents

    init(contents: Contents) {
        self.contents = contents
        super.init()
    }

    /// An empty image: zero size, scale 1, no data.
    public override init() {
        contents = Contents()
        super.init()
    }

    /// An image of `size` points with no pixels: what an image context makes headless.
    convenience init(sizeOnly size: CGSize, scale: CGFloat) {
        var contents = Contents()
        contents.scale = scale > 0 ? scale : 1
        contents.pixelSize = CGSize(
            width: (size.width * contents.scale).rounded(), height: (size.height * contents.scale).rounded())
        self.init(contents: contents)
    }

    /// An image from PNG, JPEG or GIF bytes, at scale 1. Nil for anything else, including
    /// truncated or damaged headers.
    public init?(data: Data) {
        guard let decoded = Contents(decoding: data, scale: 1) else { return nil }
        contents = decoded
        super.init()
    }

    /// An image from encoded bytes whose pixels are `scale` to a point (2 for `@2x` artwork).
    public init?(data: Data, scale: CGFloat) {
        guard let decoded = Contents(decoding: data, scale: scale) else { return nil }
        contents = decoded
        super.init()
    }

    /// The image in the file at `path`, with the scale its name carries (`icon@2x.png` is 2×).
    /// Unlike `init(named:)`, it does not look for other scales of the same name.
    public init?(contentsOfFile path: String) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
            let decoded = Contents(decoding: data, scale: Self.scale(inFileName: path))
        else { return nil }
        contents = decoded
        super.init()
    }

    /// An image of `cgImage`'s pixels at scale 1, upright.
    public init(cgImage: CGImage) {
        contents = Contents(cgImage: cgImage, scale: 1, orientation: .up)
        super.init()
    }

    /// An image of `cgImage`'s pixels, `scale` to a point, turned upright by `orientation` when
    /// drawn.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        contents = Contents(cgImage: cgImage, scale: scale, orientation: orientation)
        super.init()
    }

    /// `#imageLiteral(resourceName:)`: the main bundle's image `name`, as `UIImage(named:)` finds
    /// it. UIKit traps on a missing resource; here it is reported and the image is empty (zero
    /// size), so the app goes on. Designated, so a subclass that declares no initializers
    /// inherits it.
    public required init(imageLiteralResourceName name: String) {
        guard let image = UIImage(named: name) else {
            contents = Contents()
            super.init()
            performOnMainActor {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.warning,
                    "#imageLiteral(resourceName: \"\(name)\"): no image of that name in the main bundle")
            }
            return
        }
        contents = image.contents
        super.init()
    }

    // MARK: Archiving

    /// Always `true`: images decode only the keys they archive, so they support secure coding.
    public static var supportsSecureCoding: Bool { true }

    /// The bytes the image came from (or its pixels as a PNG) and its scale, as UIKit archives
    /// an image; an image with no pixels archives its size alone.
    open func encode(with coder: NSCoder) {
        coder.encode(Double(scale), forKey: "UIScale")
        if let bytes = data ?? pngData() {
            coder.encode(bytes, forKey: "UIImageData")
        } else {
            coder.encode(Double(size.width), forKey: "UIWidth")
            coder.encode(Double(size.height), forKey: "UIHeight")
        }
    }

    /// An image archived by `encode(with:)`; nil when the archive holds no image.
    public required init?(coder: NSCoder) {
        let scale = coder.decodeDouble(forKey: "UIScale")
        if let bytes = coder.decodeObject(forKey: "UIImageData") as? Data {
            guard let decoded = Contents(decoding: bytes, scale: scale > 0 ? CGFloat(scale) : 1) else { return nil }
            contents = decoded
        } else if coder.containsValue(forKey: "UIWidth") {
            var decoded = Contents()
            decoded.scale = scale > 0 ? CGFloat(scale) : 1
            decoded.pixelSize = CGSize(
                width: coder.decodeDouble(forKey: "UIWidth") * decoded.scale,
                height: coder.decodeDouble(forKey: "UIHeight") * decoded.scale)
            contents = decoded
        } else {
            return nil
        }
        super.init()
    }

    /// The image resource `name` from the app's main bundle; see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image resource `name` from `bundle`: its asset catalogs' image sets first
    /// (`Assets.xcassets/name.imageset`), then loose files. A nil bundle is the main bundle and
    /// the resource bundles SwiftPM puts beside the executable, as for storyboards. A loose
    /// name without an extension finds `name@3x.png`, `name@2x.png`, `name.png` (and the same
    /// in `.jpg`); a name with one (`icon.png`, `photo.jpg`) looks for its scaled variants
    /// first. The scale the traits ask for (the main screen's when they say none) is tried
    /// first, then the sharper ones, then the rest. Images are cached by file, as UIKit caches
    /// named images: asking again decodes nothing again (`UIImage+Named.swift`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let found = Self.namedContents(name, in: bundle, preferring: nil, traits: traitCollection) else {
            return nil
        }
        self.init(contents: found)
    }

    // MARK: Properties

    /// The logical size in points: pixel dimensions over the scale, with width and height
    /// swapped when the orientation turns the bitmap a quarter turn.
    open var size: CGSize {
        let width = contents.pixelSize.width / contents.scale
        let height = contents.pixelSize.height / contents.scale
        switch contents.orientation {
        case .left, .right, .leftMirrored, .rightMirrored:
            return CGSize(width: height, height: width)
        case .up, .down, .upMirrored, .downMirrored:
            return CGSize(width: width, height: height)
        }
    }

    /// The number of pixels to a point along each axis: 1, 2 or 3 for `@1x`, `@2x` or `@3x` artwork.
    open var scale: CGFloat { contents.scale }
    /// How the bitmap is turned or mirrored to display upright.
    open var imageOrientation: Orientation { contents.orientation }
    /// Whether views draw the image's own colors or fill its shape with their tint color.
    open var renderingMode: RenderingMode { contents.renderingMode }
    /// The fixed-size edges of a resizable image that do not stretch or tile; zero for an ordinary image.
    open var capInsets: UIEdgeInsets { contents.capInsets }
    /// How a resizable image fills the area between its caps: tiled or stretched.
    open var resizingMode: ResizingMode { contents.resizingMode }

    /// The bitmap, as it is encoded (before orientation); nil for `UIImage()` and for an image
    /// that has only a size. A tinted image's is its shape filled with the tint, as UIKit bakes it.
    open var cgImage: CGImage? {
        guard let image = contents.cgImage else { return nil }
        guard let tintColor = contents.tintColor else { return image }
        return image.filled(with: tintColor.resolvedColor(with: .current).cgColor)
    }

    /// Vector symbols are Apple's; every image here is a bitmap.
    open var isSymbolImage: Bool { false }

    /// The encoded bytes the image came from, for the renderer to decode; nil for `UIImage()`.
    var data: Data? { contents.cgImage?.encoded?.data }
    /// The encoded bitmap's dimensions in pixels, before orientation: what a host allocates.
    var pixelSize: CGSize { contents.pixelSize }
    var format: ImageHeader.Format? { contents.cgImage?.encoded?.format }
    var tintColor: UIColor? { contents.tintColor }
    /// Whether `resizableImage(withCapInsets:…)` made it.
    var isResizable: Bool { contents.isResizable }
    /// The bitmap before any tint.
    var bitmap: CGImage? { contents.cgImage }

    // MARK: Drawing (the machinery is in UIImage+Drawing.swift)

    /// At its size in points with its top left at `point`, upright, at full opacity with the
    /// normal blend mode.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size in points with its top left at the point, using the blend mode and opacity.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Scaled to fill `rect`, upright (the orientation applied), at full opacity with the normal
    /// blend mode; a resizable image keeps its caps and stretches or tiles between them.
    open func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill the rectangle, upright, using the blend mode and opacity.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        drawContents(in: rect, blendMode: blendMode, alpha: alpha, tint: contents.tintColor)
    }

    /// Fills `rect` with the image repeated at its size, from the context's origin, as a
    /// pattern colour would.
    open func drawAsPattern(in rect: CGRect) {
        drawPattern(in: rect)
    }

    // MARK: Variants

    /// Returns a copy of the image that views draw with the given rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var changed = contents
        changed.renderingMode = renderingMode
        return UIImage(contents: changed)
    }

    /// Keeps the rendering mode, as UIKit documents.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: contents.renderingMode)
    }

    /// Returns a copy of the image whose shape is filled with the color when drawn, in the given rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var changed = contents
        changed.tintColor = color
        changed.renderingMode = renderingMode
        return UIImage(contents: changed)
    }

    /// UIKit's default resizing mode for this call is tiling.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// Returns a resizable copy of the image whose caps keep their size while the area between them tiles or
    /// stretches.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var changed = contents
        changed.isResizable = true
        changed.capInsets = capInsets
        changed.resizingMode = resizingMode
        return UIImage(contents: changed)
    }

    // MARK: Encoding

    /// The image as PNG bytes: the bytes it was made from when those were a PNG (UIKit
    /// re-encodes the bitmap, which gives the same pixels), else its pixels encoded by the
    /// installed renderer (`BitmapRenderers`). Nil headless for images with no PNG bytes.
    open func pngData() -> Data? {
        if format == .png, contents.tintColor == nil { return data }
        return encoded(as: .png, quality: 1)
    }

    /// The image as JPEG bytes of `compressionQuality` (0…1), encoded by the installed renderer;
    /// nil headless.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded(as: .jpeg, quality: compressionQuality)
    }

    private func encoded(as format: EncodedImage.Format, quality: CGFloat) -> Data? {
        guard let renderer = BitmapRenderers.renderer, let source = cgImage?.renderingSource else { return nil }
        return renderer.encode(source.bitmap, as: format, quality: min(max(quality, 0), 1))
    }
}
