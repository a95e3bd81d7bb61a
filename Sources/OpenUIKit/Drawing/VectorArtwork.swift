import Foundation

/// Vector artwork: an asset catalog's PDF or SVG image. Xcode turns it into bitmaps when it
/// builds the app; here the installed decoder draws it when the image is loaded, at the scale
/// the image is asked for. OpenUIKit reads neither format itself, so with no renderer installed
/// such an image is missing, with a diagnostic.
public struct VectorArtwork: Sendable {
    public enum Format: String, Sendable {
        case pdf, svg
    }

    public let data: Data
    public let format: Format
}

/// Artwork drawn: its size in points (a PDF's first page, an SVG's width and height or else its
/// view box) and its pixels at the scale asked for.
public struct RasterizedArtwork: Sendable {
    public let size: CGSize
    public let bitmap: any DecodedBitmap

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
