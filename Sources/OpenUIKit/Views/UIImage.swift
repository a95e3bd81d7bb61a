import Foundation

/// An immutable image: its size in points, the scale that maps points to pixels, and how to draw
/// it (rendering mode, tint, cap insets, orientation).
///
/// Headless by design: creating an image reads only the header of its encoded bytes (PNG, JPEG or
/// GIF), which is enough for layout (`size`, `scale`) and tells bad data apart from good. The
/// bytes themselves are kept (`data`) for the renderer, which decodes the pixels when it first
/// draws the image. Like UIKit's, a `UIImage` never changes after it is made, so it is safe to
/// share between threads; every "with…" method returns a new image.
open class UIImage: @unchecked Sendable {
    /// How a view treats the image's colours: as they are, or as a mask filled with the tint.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// How the area between the cap insets fills a larger size.
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch = 1
    }

    /// How the encoded bitmap must be turned to display upright; JPEG's EXIF orientation sets it.
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
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
        /// Set by `withTintColor`: the renderer fills the image's shape with it.
        var tintColor: UIColor?
        var data: Data?
        var format: ImageHeader.Format?

        init() {}

        /// Reads the header of `data`; nil when it is not a PNG, JPEG or GIF with a sound header.
        init?(decoding data: Data, scale: CGFloat) {
            guard let header = ImageHeader(data) else { return nil }
            pixelSize = CGSize(width: header.pixelWidth, height: header.pixelHeight)
            // UIKit takes any scale it is given; a zero, negative or non-finite one would make
            // the size meaningless, so it falls back to 1.
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            orientation = header.orientation
            self.data = data
            format = header.format
        }
    }

    private let contents: Contents

    init(contents: Contents) {
        self.contents = contents
    }

    /// An empty image: zero size, scale 1, no data.
    public init() {
        contents = Contents()
    }

    /// An image from PNG, JPEG or GIF bytes, at scale 1. Nil for anything else, including
    /// truncated or damaged headers.
    public init?(data: Data) {
        guard let decoded = Contents(decoding: data, scale: 1) else { return nil }
        contents = decoded
    }

    /// An image from encoded bytes whose pixels are `scale` to a point (2 for `@2x` artwork).
    public init?(data: Data, scale: CGFloat) {
        guard let decoded = Contents(decoding: data, scale: scale) else { return nil }
        contents = decoded
    }

    /// The image in the file at `path`, with the scale its name carries (`icon@2x.png` is 2×).
    /// Unlike `init(named:)`, it does not look for other scales of the same name.
    public init?(contentsOfFile path: String) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
              let decoded = Contents(decoding: data, scale: Self.scale(inFileName: path))
        else { return nil }
        contents = decoded
    }

    /// The image resource `name` from the app's main bundle; see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image resource `name` from `bundle` (the main bundle when nil). A name without an
    /// extension finds `name@3x.png`, `name@2x.png`, `name.png` (and the same in `.jpg`); a name
    /// with one (`icon.png`, `photo.jpg`) looks for its scaled variants first. The trait
    /// collection's display scale, when it has one, is tried first; otherwise the sharpest
    /// variant wins, as on a 3× screen. Asset catalogs are not supported.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        let candidates = Self.resourceCandidates(for: name, preferredScale: traitCollection?.displayScale ?? 0)
        guard let path = candidates.lazy.compactMap({ bundle.path(forResource: $0.name, ofType: $0.type) }).first
        else { return nil }
        self.init(contentsOfFile: path)
    }

    /// SF Symbols are Apple's fonts and are not available on Linux, so there is no system image
    /// to return: this is always nil, which UIKit code already handles (the initializer is
    /// failable there too).
    public convenience init?(systemName name: String) {
        return nil
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

    open var scale: CGFloat { contents.scale }
    open var imageOrientation: Orientation { contents.orientation }
    open var renderingMode: RenderingMode { contents.renderingMode }
    open var capInsets: UIEdgeInsets { contents.capInsets }
    open var resizingMode: ResizingMode { contents.resizingMode }

    /// The encoded bytes the image came from, for the renderer to decode; nil for `UIImage()`.
    var data: Data? { contents.data }
    /// The encoded bitmap's dimensions in pixels, before orientation: what a host allocates.
    var pixelSize: CGSize { contents.pixelSize }
    var format: ImageHeader.Format? { contents.format }
    var tintColor: UIColor? { contents.tintColor }

    // MARK: Variants

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var changed = contents
        changed.renderingMode = renderingMode
        return UIImage(contents: changed)
    }

    /// Keeps the rendering mode, as UIKit documents.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: contents.renderingMode)
    }

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

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var changed = contents
        changed.capInsets = capInsets
        changed.resizingMode = resizingMode
        return UIImage(contents: changed)
    }

    // MARK: Encoding

    /// The PNG bytes the image was made from; UIKit re-encodes the bitmap, which gives the same
    /// pixels. Nil for images that did not come from PNG data or whose pixels a tint changed:
    /// encoding arrives with the renderer.
    open func pngData() -> Data? {
        guard contents.format == .png, contents.tintColor == nil else { return nil }
        return contents.data
    }

    // MARK: File names

    /// The scale an `@2x`/`@3x` suffix gives a file name (`icon@2x.png`, `icon@2x~ipad.png`); 1
    /// without one.
    static func scale(inFileName path: String) -> CGFloat {
        var stem = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        return declaredScale(stem).map { CGFloat($0) } ?? 1
    }

    /// The scale a name without its extension ends in (`@1x`, `@2x`, `@3x`, before any `~device`
    /// modifier), if any.
    private static func declaredScale(_ stem: Substring) -> Int? {
        var stem = stem
        if let tilde = stem.lastIndex(of: "~") { stem = stem[..<tilde] }
        return (1...3).first { stem.hasSuffix("@\($0)x") }
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif"]

    /// The resource names `init(named:)` tries, in order: each scale (the preferred one first,
    /// then 3, 2, 1) in each extension.
    static func resourceCandidates(for name: String, preferredScale: CGFloat) -> [(name: String, type: String)] {
        guard !name.isEmpty else { return [] }
        var base = name
        var types = ["png", "jpg"]
        if let dot = name.lastIndex(of: "."), imageExtensions.contains(name[name.index(after: dot)...].lowercased()) {
            base = String(name[..<dot])
            types = [String(name[name.index(after: dot)...])]
        }
        // A name that already says its scale is looked up as it is.
        if declaredScale(Substring(base)) != nil {
            return types.map { (base, $0) }
        }
        var scales = [3, 2, 1]
        if preferredScale.isFinite, let preferred = scales.first(where: { CGFloat($0) == preferredScale.rounded() }) {
            scales.removeAll { $0 == preferred }
            scales.insert(preferred, at: 0)
        }
        return scales.flatMap { scale in
            types.map { type in (scale == 1 ? base : "\(base)@\(scale)x", type) }
        }
    }
}
