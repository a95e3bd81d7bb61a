import CCairo
import Foundation
import OpenUIKit

/// Asset catalogs' PDF and SVG images drawn into Cairo image surfaces, by poppler and librsvg.
/// Both are opened on the first such image rather than linked: together they bring some forty
/// libraries, which would add about 14 ms to the launch of every app, most of which have no
/// vector artwork.
enum VectorArtworkRasterizer {
    static func rasterize(_ artwork: VectorArtwork, scale: CGFloat) -> Result<RasterizedArtwork, ImageDecodingError> {
        switch artwork.format {
        case .pdf:
            guard let poppler = PopplerLibrary.shared else {
                return .failure(
                    ImageDecodingError(
                        "PDF images are drawn by poppler-glib, which is not installed (Debian: libpoppler-glib8)"))
            }
            return poppler.rasterize(artwork.data, scale: scale)
        case .svg:
            guard let rsvg = RsvgLibrary.shared else {
                return .failure(
                    ImageDecodingError("SVG images are drawn by librsvg, which is not installed (Debian: librsvg2-2)"))
            }
            return rsvg.rasterize(artwork.data, scale: scale)
        }
    }

    /// A transparent surface for `size` points at `scale`, handed to `body` as a Cairo context in
    /// points; `body` returns why it failed, or nil. Sizes are checked before anything is allocated.
    static func draw(
        size: CGSize, scale: CGFloat, _ body: (OpaquePointer) -> String?
    ) -> Result<RasterizedArtwork, ImageDecodingError> {
        let side = CGFloat(RenderedImage.maximumDimension)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            scale.isFinite, scale > 0, size.width * scale <= side, size.height * scale <= side
        else {
            return .failure(
                ImageDecodingError("its size, \(size.width)×\(size.height) points, cannot be drawn at \(scale)×"))
        }
        let pixelWidth = Int((size.width * scale).rounded(.up)), pixelHeight = Int((size.height * scale).rounded(.up))
        guard pixelWidth * pixelHeight <= CairoImageDecoder.maximumPixels else {
            return .failure(
                ImageDecodingError("\(pixelWidth)×\(pixelHeight) pixels is larger than images drawn here may be"))
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface)
        else {
            return .failure(ImageDecodingError("no memory for the pixels"))
        }
        cairo_scale(context, Double(scale), Double(scale))
        let failure = body(context)
        cairo_destroy(context)
        if let failure {
            cairo_surface_destroy(surface)
            return .failure(ImageDecodingError(failure))
        }
        guard let bitmap = CairoImageBitmap(adopting: surface) else {
            return .failure(ImageDecodingError("no memory for the pixels"))
        }
        return .success(RasterizedArtwork(size: size, bitmap: bitmap))
    }
}
