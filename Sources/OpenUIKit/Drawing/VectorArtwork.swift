import Foundation

/// Vector artwork: an asset catalog's PDF or SVG image. Xcode turns it into bitmaps when it
/// builds the app; here the installed decoder draws it when the image is loaded, at the scale
/// the image is asked for. OpenUIKit reads neither format itself, so with no renderer installed
/// such an image is missing, with a diagnostic.
public struct VectorArtwork: Sendable {
    /// The vector format of the artwork's bytes.
    public enum Format: String, Sendable {
        /// A PDF document; its first page is the image.
        case pdf
        /// An SVG document.
        case svg
    }

    /// The artwork's bytes, as the asset catalog holds them.
    public let data: Data
    /// Whether the bytes are PDF or SVG.
    public let format: Format
}

/// Artwork drawn: its size in points (a PDF's first page, an SVG's width and height or else its
/// view box) and its pixels at the scale asked for.
public struct RasterizedArtwork: Sendable {
    /// The artwork's size in points.
    public let size: CGSize
    /// The artwork's pixels at the scale asked for.
    public let bitmap: any DecodedBitmap

    /// Creates drawn artwork from its size in points and its pixels.
    public init(size: CGSize, bitmap: any DecodedBitmap) {
        self.size = size
        self.bitmap = bitmap
    }
}

extension ImageDecoding {
    /// A decoder with no vector renderer draws none.
    public func rasterize(_ artwork: VectorArtwork, scale: CGFloat) -> Result<RasterizedArtwork, ImageDecodingError> {
        .failure(
            ImageDecodingError(
                "vector images are drawn by a renderer and none is installed (CairoRendering.install() installs one)"))
    }
}
