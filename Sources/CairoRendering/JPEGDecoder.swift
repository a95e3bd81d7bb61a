import CCairo
import CJPEG
import Foundation
import OpenUIKit

/// JPEG through libjpeg-turbo (`CJPEG`'s one C function, which keeps libjpeg's error jumps in C),
/// into a Cairo surface over the decoded buffer. Grayscale, YCbCr and (Adobe) CMYK files decode;
/// a damaged file decodes as far as libjpeg can read it, as on iOS, the rest transparent.
enum JPEGDecoder {
    /// Frees the decoded buffer when Cairo lets go of the surface over it.
    nonisolated(unsafe) private static let bufferKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    static func decode(_ data: Data, maximumPixels: Int) -> Result<CairoImageBitmap, ImageDecodingError> {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0, stride: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let status = data.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return Int32(OPENUIKIT_JPEG_ERROR) }
            return openuikit_jpeg_decode(
                base, UInt(bytes.count), UInt(maximumPixels), &pixels, &width, &height, &stride, &message)
        }
        guard status == Int32(OPENUIKIT_JPEG_OK), let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(ImageDecodingError("libjpeg could not decode it: \(reason.isEmpty ? "no data" : reason)"))
        }
        guard let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, stride)
        else {
            free(pixels)
            return .failure(ImageDecodingError("Cairo made no surface"))
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, bufferKey, pixels, { free($0) }) == CAIRO_STATUS_SUCCESS
        else {
            cairo_surface_destroy(surface)
            free(pixels)
            return .failure(ImageDecodingError("Cairo made no surface"))
        }
        cairo_surface_mark_dirty(surface)
        guard let bitmap = CairoImageBitmap(adopting: surface) else {
            return .failure(ImageDecodingError("no memory for the pixels"))
        }
        return .success(bitmap)
    }
}
