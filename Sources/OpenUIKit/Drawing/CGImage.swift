import Foundation

/// Core Graphics' bitmap image, which Linux lacks, with its Swift API spelling: a rectangle of
/// pixels, `width` by `height`, 8 bits a component in sRGB with premultiplied alpha.
///
/// An image made from encoded bytes holds them until its pixels are first needed (drawing), then
/// asks the installed `ImageDecoding` once; crops and tinted copies share those pixels, so an
/// image is decoded once however many views show it. Immutable and safe to share between
/// threads, as Core Graphics' is.
public final class CGImage: Sendable {
    /// The pixels every image cut from the same source shares.
    let pixels: Pixels
    /// The part of the source bitmap this image shows, in the source's pixels.
    let sourceRect: PixelRect
    /// Set on an image that stands for its source's shape filled with one colour: a tinted
    /// image, as `UIImage.withTintColor(_:)` draws it.
    let fillColor: CGColor?

    /// The image's width in pixels.
    public var width: Int { sourceRect.width }
    /// The image's height in pixels.
    public var height: Int { sourceRect.height }
    /// The bits in each colour component; always 8 here.
    public var bitsPerComponent: Int { 8 }
    /// The bits in each pixel; always 32 here (RGBA).
    public var bitsPerPixel: Int { 32 }
    /// The bytes in each row of pixels, four per pixel with no padding.
    public var bytesPerRow: Int { width * 4 }
    /// The image's colour space; always sRGB here, whatever the source's was.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Whether the image is an image mask; always `false` here.
    public var isMask: Bool { false }

    /// An image of encoded bytes whose header gave its size; decoded when first drawn.
    init(encoded: EncodedImage) {
        pixels = Pixels(encoded: encoded)
        sourceRect = PixelRect(x: 0, y: 0, width: encoded.pixelWidth, height: encoded.pixelHeight)
        fillColor = nil
    }

    /// An image of pixels a renderer already has (a picture it drew, say).
    @_spi(Rendering) public init(bitmap: any DecodedBitmap) {
        pixels = Pixels(bitmap: bitmap)
        sourceRect = PixelRect(x: 0, y: 0, width: bitmap.pixelWidth, height: bitmap.pixelHeight)
        fillColor = nil
    }

    private init(pixels: Pixels, sourceRect: PixelRect, fillColor: CGColor?) {
        self.pixels = pixels
        self.sourceRect = sourceRect
        self.fillColor = fillColor
    }

    /// The part of the image inside `rect` (in its pixels, rounded out to whole pixels), sharing
    /// its pixels; nil when nothing of the image is inside, as in Core Graphics.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let minX = max(Int(r.minX.rounded(.down).clamped(to: -1e9...1e9)), 0)
        let minY = max(Int(r.minY.rounded(.down).clamped(to: -1e9...1e9)), 0)
        let maxX = min(Int(r.maxX.rounded(.up).clamped(to: -1e9...1e9)), width)
        let maxY = min(Int(r.maxY.rounded(.up).clamped(to: -1e9...1e9)), height)
        guard maxX > minX, maxY > minY else { return nil }
        let cropped = PixelRect(x: sourceRect.x + minX, y: sourceRect.y + minY, width: maxX - minX, height: maxY - minY)
        return CGImage(pixels: pixels, sourceRect: cropped, fillColor: fillColor)
    }

    /// The image's shape (its alpha) filled with `color`.
    func filled(with color: CGColor) -> CGImage {
        CGImage(pixels: pixels, sourceRect: sourceRect, fillColor: color)
    }

    // MARK: For renderers

    /// What a renderer draws for this image: the source's decoded pixels, the part of them this
    /// image is, and the colour that replaces them when the image is a tinted shape.
    @_spi(Rendering) public struct RenderingSource {
        public let bitmap: any DecodedBitmap
        public let x: Int, y: Int, width: Int, height: Int
        public let fillColor: CGColor?
    }

    /// Decodes on first use (once, with the installed decoder); nil when the pixels cannot be
    /// had, which is reported once per source as a diagnostic.
    @_spi(Rendering) public var renderingSource: RenderingSource? {
        guard case .success(let bitmap) = pixels.bitmap(),
            sourceRect.x + sourceRect.width <= bitmap.pixelWidth, sourceRect.y + sourceRect.height <= bitmap.pixelHeight
        else { return nil }
        return RenderingSource(
            bitmap: bitmap, x: sourceRect.x, y: sourceRect.y,
            width: sourceRect.width, height: sourceRect.height, fillColor: fillColor)
    }

    /// Whether the pixels were decoded (or failed to be) already: drawing pays for decoding once.
    @_spi(Rendering) public var isDecoded: Bool { pixels.isDecoded }

    /// The bytes the image came from, when it came from bytes.
    var encoded: EncodedImage? { pixels.encoded }

    // MARK: Types

    /// A rectangle of whole pixels.
    struct PixelRect: Equatable, Sendable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// Encoded bytes decoded at most once per decoder, or pixels given as they are.
    final class Pixels: @unchecked Sendable {
        // @unchecked: `decoded` is read and written under `lock` only.
        let encoded: EncodedImage?
        private let lock = NSLock()
        private var decoded: (decoder: ObjectIdentifier, result: Result<any DecodedBitmap, ImageDecodingError>)?
        private let supplied: (any DecodedBitmap)?

        init(encoded: EncodedImage) {
            self.encoded = encoded
            supplied = nil
        }

        init(bitmap: any DecodedBitmap) {
            encoded = nil
            supplied = bitmap
        }

        var isDecoded: Bool { supplied != nil || lock.withLock { decoded != nil } }

        /// The decoded pixels. A decoder installed later (a renderer after a headless start)
        /// decodes again; the same decoder never does.
        func bitmap() -> Result<any DecodedBitmap, ImageDecodingError> {
            if let supplied { return .success(supplied) }
            guard let encoded else { return .failure(ImageDecodingError("the image has no pixels")) }
            let decoder = ImageDecoders.decoder
            let id = ObjectIdentifier(decoder)
            let (result, isNew) = lock.withLock {
                if let decoded, decoded.decoder == id { return (decoded.result, false) }
                let result = decoder.decode(encoded)
                decoded = (id, result)
                return (result, true)
            }
            // Reported outside the lock: a handler may well draw.
            if isNew, case .failure(let error) = result, !(decoder is HeadlessImageDecoder) {
                UIKitDiagnostics.reportFromAnyThread(
                    UIKitDiagnostic.warning,
                    "Could not decode a \(encoded.format.rawValue.uppercased()) image of \(encoded.pixelWidth)×\(encoded.pixelHeight) "
                        + "pixels (\(encoded.data.count) bytes): \(error.reason). Nothing is drawn for it.")
            }
            return result
        }
    }
}

private extension CGFloat {
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
