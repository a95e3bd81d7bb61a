import Foundation

/// The image-decoding seam: how encoded bytes (PNG, JPEG, GIF) become pixels. OpenUIKit reads
/// only headers (enough for sizes and layout) and links no image library; a renderer installs a
/// decoder in `ImageDecoders.decoder`, and a `CGImage` asks it the first time its pixels are
/// needed, once per image.
///
/// Decoding may happen on any thread (UIKit decodes off the main thread too), so a decoder is
/// `Sendable` and guards whatever it shares.
public protocol ImageDecoding: AnyObject, Sendable {
    /// The pixels of `image`, or why there are none. Image data is untrusted input: damaged,
    /// truncated or hostile bytes end in a failure, never a trap.
    func decode(_ image: EncodedImage) -> Result<any DecodedBitmap, ImageDecodingError>

    /// `artwork` drawn at `scale` pixels a point, or why it cannot be (`VectorArtwork.swift`).
    func rasterize(_ artwork: VectorArtwork, scale: CGFloat) -> Result<RasterizedArtwork, ImageDecodingError>
}

/// Encoded bytes and what their header said, so a decoder can refuse oversized images before
/// allocating anything and check that the pixels it gets are the size the header promised.
public struct EncodedImage: Sendable {
    /// The encodings whose headers OpenUIKit reads.
    public enum Format: String, Sendable {
        /// The PNG format.
        case png
        /// The JPEG format.
        case jpeg
        /// The GIF format; an animated GIF shows its first frame, as `UIImage(data:)` shows it.
        case gif
    }

    /// The encoded bytes, as the app supplied them.
    public let data: Data
    /// The encoding the header identified.
    public let format: Format
    /// The image's width in pixels, as the header gives it.
    public let pixelWidth: Int
    /// The image's height in pixels, as the header gives it.
    public let pixelHeight: Int
}

/// Decoded pixels, owned by the decoder that made them (a renderer keeps them in the form it
/// draws from). Anyone may read them as premultiplied 32-bit ARGB in the machine's byte order:
/// Cairo's `ARGB32` and Core Graphics' `premultipliedFirst | byteOrder32Little` on little-endian
/// machines.
public protocol DecodedBitmap: AnyObject, Sendable {
    /// The bitmap's width in pixels.
    var pixelWidth: Int { get }
    /// The bitmap's height in pixels.
    var pixelHeight: Int { get }
    /// Calls `body` with the pixels, `bytesPerRow` apart, first row first.
    func withUnsafePixels<Result>(
        _ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> Result
    ) rethrows -> Result
}

/// Why an image has no pixels; the reason is shown in the diagnostic drawing reports.
public struct ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the image has no pixels, in words for a diagnostic.
    public var reason: String

    /// Creates an error with a reason for the diagnostic.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

/// The installed decoder, part of the installed ``RenderingServices``.
public enum ImageDecoders {
    /// `HeadlessImageDecoder` until a renderer's services are installed; setting it replaces
    /// that part of them.
    public static var decoder: any ImageDecoding {
        get { RenderingServices.installed.imageDecoder }
        set { RenderingServices.update { $0.imageDecoder = newValue } }
    }
}

/// The default: no image library, so nothing decodes. Nothing is drawn headless either, so
/// nothing asks; an image's size and layout never need pixels.
public final class HeadlessImageDecoder: ImageDecoding {
    /// Creates the decoder that decodes nothing.
    public init() {}

    public func decode(_ image: EncodedImage) -> Result<any DecodedBitmap, ImageDecodingError> {
        .failure(ImageDecodingError("no image decoder is installed (CairoRendering.install() installs one)"))
    }
}
