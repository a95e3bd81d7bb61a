import CCairo
import Foundation
import OpenUIKit

/// The renderer's side of OpenUIKit's image-decoding seam: PNG through libdeflate
/// (`DeflatePNGDecoder`) or, for its rarer forms, Cairo's reader, JPEG
/// through libjpeg-turbo, GIF's first frame in Swift, each into a Cairo image surface
/// (`CairoImageBitmap`) that drawing uses as it is; PDF and SVG artwork through poppler and
/// librsvg (`VectorArtworkRasterizer`). `CairoRendering.install()` installs it.
///
/// Image data is untrusted: sizes are checked against the header and a pixel budget before
/// anything is allocated, and damaged data ends in a failure the drawing code reports, never a
/// trap.
public final class CairoImageDecoder: ImageDecoding {
    public static let shared = CairoImageDecoder()

    /// The most pixels one image may decode to (256 MB of ARGB): larger ones are refused.
    static let maximumPixels = 64 * 1024 * 1024

    public func decode(_ image: EncodedImage) -> Result<any DecodedBitmap, ImageDecodingError> {
        let side = RenderedImage.maximumDimension
        guard image.pixelWidth > 0, image.pixelHeight > 0, image.pixelWidth <= side, image.pixelHeight <= side,
            image.pixelWidth * image.pixelHeight <= Self.maximumPixels
        else {
            return .failure(
                ImageDecodingError(
                    "\(image.pixelWidth)×\(image.pixelHeight) pixels is larger than images drawn "
                        + "here may be (\(side) pixels a side, \(Self.maximumPixels / 1_048_576) megapixels)"))
        }
        let decoded: Result<CairoImageBitmap, ImageDecodingError>
        switch image.format {
        case .png:
            decoded =
                DeflatePNGDecoder.decode(image.data, maximumPixels: Self.maximumPixels) ?? PNGDecoder.decode(image.data)
        case .jpeg: decoded = JPEGDecoder.decode(image.data, maximumPixels: Self.maximumPixels)
        case .gif: decoded = GIFDecoder.decode(image.data)
        }
        return decoded.flatMap { bitmap in
            guard bitmap.pixelWidth == image.pixelWidth, bitmap.pixelHeight == image.pixelHeight else {
                return .failure(
                    ImageDecodingError(
                        "the pixels decoded (\(bitmap.pixelWidth)×\(bitmap.pixelHeight)) are not the "
                            + "size the header gives"))
            }
            return .success(bitmap)
        }
    }

    public func rasterize(_ artwork: VectorArtwork, scale: CGFloat) -> Result<RasterizedArtwork, ImageDecodingError> {
        VectorArtworkRasterizer.rasterize(artwork, scale: scale)
    }
}

/// PNG through Cairo's reader (libpng underneath, whose errors Cairo catches itself): the forms
/// `DeflatePNGDecoder` leaves to it.
enum PNGDecoder {
    static func decode(_ data: Data) -> Result<CairoImageBitmap, ImageDecodingError> {
        let reader = PNGReader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
                    return reader.read(into: buffer, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return .failure(ImageDecodingError("Cairo made no surface")) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .failure(
                ImageDecodingError(
                    "the PNG data is damaged or cut short (\(String(cString: cairo_status_to_string(status))))"))
        }
        guard let bitmap = CairoImageBitmap(adopting: surface) else {
            return .failure(ImageDecodingError("no memory for the pixels"))
        }
        return .success(bitmap)
    }
}
