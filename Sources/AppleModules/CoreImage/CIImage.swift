import Foundation
import ImageIO
import OpenUIKit

/// Core Image's image: a recipe for pixels over `extent` (origin at the bottom left, y up), not
/// pixels themselves. Filters, crops and transforms make new recipes; a `CIContext` runs one
/// for a rectangle. Here the recipe runs on the CPU in Swift, on premultiplied float pixels
/// in the images' sRGB values (Core Image filters in linear light on the GPU, so results differ
/// by a few levels where a filter is not linear). A source image's pixels are read once and shared.
open class CIImage: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is immutable after init; the source's pixels load
    // under a lock.
    /// Produces the pixels of any rectangle; transparent outside the extent.
    let recipe: @Sendable (PixelRect) -> PixelBuffer?
    private let storedExtent: CGRect
    private let storedProperties: [String: Any]
    private let sourceCGImage: CGImage?

    init(
        extent: CGRect, properties: [String: Any] = [:], cgImage: CGImage? = nil,
        recipe: @escaping @Sendable (PixelRect) -> PixelBuffer?
    ) {
        storedExtent = extent
        storedProperties = properties
        sourceCGImage = cgImage
        self.recipe = recipe
        super.init()
    }

    /// An image of `image`'s pixels over (0, 0, width, height).
    public convenience init(cgImage image: CGImage) {
        self.init(cgImage: image, options: nil)
    }

    /// An image of `image`'s pixels; `.properties` in `options` sets `properties`.
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        let source = SourcePixels(image)
        self.init(
            extent: CGRect(x: 0, y: 0, width: image.width, height: image.height),
            properties: (options?[.properties] as? [String: Any]) ?? [:], cgImage: image
        ) { rect in source.pixels(in: rect) }
    }

    /// An image of `image`'s bitmap (before its orientation, as Core Image takes it); nil for an
    /// image with no bitmap.
    public convenience init?(image: UIImage) {
        self.init(image: image, options: nil)
    }

    /// An image of `image`'s bitmap; nil for an image with no bitmap.
    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        if let attached = image.ciImageAttachment {
            self.init(extent: attached.extent, properties: attached.properties, recipe: attached.recipe)
            return
        }
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage, options: options)
    }

    /// An image of encoded bytes (JPEG, PNG, GIF) with their metadata as `properties`; nil for
    /// bytes that are not an image. `.applyOrientationProperty: true` turns it upright.
    public convenience init?(data: Data) {
        self.init(data: data, options: nil)
    }

    /// An image of encoded bytes with options.
    public convenience init?(data: Data, options: [CIImageOption: Any]?) {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil),
            let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { return nil }
        let properties = PropertyValueCast.dictionary(CGImageSourceCopyPropertiesAtIndex(source, 0, nil)) ?? [:]
        self.init(cgImage: image, properties: properties, options: options)
    }

    /// An image of the file at `url`; nil when it cannot be read or is not an image.
    public convenience init?(contentsOf url: URL) {
        self.init(contentsOf: url, options: nil)
    }

    /// An image of the file at `url` with options.
    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]?) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data, options: options)
    }

    private convenience init(cgImage: CGImage, properties: [String: Any], options: [CIImageOption: Any]?) {
        let applyOrientation = (options?[.applyOrientationProperty] as? Bool) ?? false
        let orientation =
            (properties[kCGImagePropertyOrientation] as? NSNumber)
            .flatMap { CGImagePropertyOrientation(rawValue: $0.uint32Value) } ?? .up
        let plain = CIImage(cgImage: cgImage, options: [.properties: properties])
        let image = applyOrientation ? plain.oriented(orientation) : plain
        self.init(
            extent: image.extent, properties: properties, cgImage: applyOrientation ? nil : cgImage,
            recipe: image.recipe)
    }

    /// An image of one colour everywhere (an infinite extent: crop it before rendering).
    public convenience init(color: CIColor) {
        let rgba = [color.red, color.green, color.blue].map { Float($0 * color.alpha) } + [Float(color.alpha)]
        self.init(extent: .infinite) { rect in
            guard var buffer = PixelBuffer(transparent: rect) else { return nil }
            for i in stride(from: 0, to: buffer.pixels.count, by: 4) {
                buffer.pixels.replaceSubrange(i..<(i + 4), with: rgba)
            }
            return buffer
        }
    }

    /// An image with no pixels and an empty extent.
    open class func empty() -> CIImage {
        CIImage(extent: .null) { rect in PixelBuffer(transparent: rect) }
    }

    /// The rectangle the image has pixels in; `.infinite` for a colour or a clamped image.
    open var extent: CGRect { storedExtent }

    /// The metadata the image came with (its file's Image I/O properties).
    open var properties: [String: Any] { storedProperties }

    /// The Core Graphics image this image was made from; nil for filtered or transformed images.
    open var cgImage: CGImage? { sourceCGImage }

    /// A copy of the image with `properties` in place of its own.
    open func settingProperties(_ properties: [AnyHashable: Any]) -> CIImage {
        CIImage(extent: extent, properties: PropertyValueCast.dictionary(properties) ?? [:], recipe: recipe)
    }

    /// The pixels of `rect` (whole pixels), transparent outside the extent.
    func render(_ rect: PixelRect) -> PixelBuffer? {
        guard let buffer = recipe(rect) else { return nil }
        if buffer.rect == rect { return buffer }
        guard var out = PixelBuffer(transparent: rect) else { return nil }
        out.paste(buffer)
        return out
    }

    open override var description: String { "<CIImage: extent \(extent)>" }
}

/// A source image's pixels, read on first use and shared by every recipe over them.
final class SourcePixels: @unchecked Sendable {
    // @unchecked: `loaded` is read and written under `lock` only.
    private let image: CGImage
    private let lock = NSLock()
    private var loaded: PixelBuffer??

    init(_ image: CGImage) {
        self.image = image
    }

    func pixels(in rect: PixelRect) -> PixelBuffer? {
        let all = lock.withLock {
            if let loaded { return loaded }
            let buffer = PixelBuffer(cgImage: image)
            loaded = .some(buffer)
            return buffer
        }
        guard let all else { return nil }
        if all.rect == rect { return all }
        guard var out = PixelBuffer(transparent: rect) else { return nil }
        out.paste(all)
        return out
    }
}

/// Property dictionaries from Image I/O's loosely keyed form.
enum PropertyValueCast {
    static func dictionary(_ value: [AnyHashable: Any]?) -> [String: Any]? {
        guard let value else { return nil }
        var out: [String: Any] = [:]
        for (key, v) in value {
            if let k = key.base as? String { out[k] = v }
        }
        return out
    }
}
