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
    public enum Format: String, Sendable {
        case png, jpeg, gif
    }

    public let data: Data
    public let format: Format
    public let pixelWidth: Int
    public let pixelHeight: Int
}

/// Decoded pixels, owned by the decoder that made them (a renderer keeps them in the form it
/// draws from). Anyone may read them as premultiplied 32-bit ARGB in the machine's byte order:
/// Cairo's `ARGB32` and Core Graphics' `premultipliedFirst | byteOrder32Little` on little-endian
/// machines.
public protocol DecodedBitmap: AnyObject, Sendable {
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// Calls `body` with the pixels, `bytesPerRow` apart, first row first.
    func withUnsafePixels<Result>(
        _ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> Result
    ) rethrows -> Result
}

/// Why an image has no pixels; the reason is shown in the diagnostic drawing reports.
public struct ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

/// Where the installed decoder lives.
public enum ImageDecoders {
    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var installed: any ImageDecoding = HeadlessImageDecoder()

    /// `HeadlessImageDecoder` until a renderer installs its own.
    public static var decoder: any ImageDecoding {
        get { lock.withLock { installed } }
        set { lock.withLock { installed = newValue } }
    }
}

/// The default: no image library, so nothing decodes. Nothing is drawn headless either, so
/// nothing asks; an image's size and layout never need pixels.
public final class HeadlessImageDecoder: ImageDecoding {
    public init() {}

    public func decode(_ image: EncodedImage) -> Result<any DecodedBitmap, ImageDecodingError> {
        .failure(ImageDecodingError("no image decoder is installed (CairoRendering.install() installs one)"))
    }
}
