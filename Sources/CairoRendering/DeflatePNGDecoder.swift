import CCairo
import CDeflate
import Foundation
import OpenUIKit

/// The common PNG (8 bits a sample, not interlaced: photos, icons, Xcode's assets) read here,
/// about three times as fast as Cairo's reader: the image data inflated in one pass by
/// libdeflate into a buffer of the size the header gives, its rows unfiltered in place and
/// turned into premultiplied ARGB. Other forms (interlaced, 16-bit, fewer than 8 bits, a
/// transparent colour key) are left to Cairo's reader, but only once every chunk's length has been
/// checked against what remains here: libpng allocates what a chunk says it holds before reading
/// it (a text chunk claiming 800 MB in a 1 KB file, found by `make fuzz`). Data that inflates to
/// any other size than the header's is refused.
enum DeflatePNGDecoder {
    private enum ColorType: UInt8 {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    private struct Header {
        var width: Int, height: Int, colorType: ColorType
    }

    /// The pixels, a failure for damaged data, or nil for a form this path leaves to Cairo.
    static func decode(_ data: Data, maximumPixels: Int) -> Result<CairoImageBitmap, ImageDecodingError>? {
        data.withUnsafeBytes { buffer -> Result<CairoImageBitmap, ImageDecodingError>? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
                return .failure(ImageDecodingError("not PNG data"))
            }
            var offset = 8
            var header: Header?
            var palette = [UInt32](repeating: 0xFF00_0000, count: 256)
            var compressed: [UInt8] = []
            var isLeftToCairo = false
            while offset + 8 <= bytes.count {
                let length = Int(bigEndian32(bytes, offset))
                let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
                let body = offset + 8
                guard length <= bytes.count - body else {
                    return .failure(ImageDecodingError("the PNG's \(type) chunk is cut short"))
                }
                if type == "IEND" { break }
                offset = body + length + 4
                guard !isLeftToCairo else { continue }
                switch type {
                case "IHDR":
                    guard length >= 13 else { return .failure(ImageDecodingError("the PNG's header is cut short")) }
                    let width = Int(bigEndian32(bytes, body)), height = Int(bigEndian32(bytes, body + 4))
                    guard width > 0, height > 0, width <= RenderedImage.maximumDimension,
                        height <= RenderedImage.maximumDimension,
                        width * height <= maximumPixels
                    else {
                        return .failure(
                            ImageDecodingError("\(width)×\(height) pixels is larger than images drawn here may be"))
                    }
                    guard bytes[body + 8] == 8, bytes[body + 12] == 0,
                        let colorType = ColorType(rawValue: bytes[body + 9])
                    else {
                        isLeftToCairo = true
                        continue
                    }
                    header = Header(width: width, height: height, colorType: colorType)
                case "PLTE":
                    for index in 0..<min(length / 3, 256) {
                        let entry = body + index * 3
                        palette[index] =
                            0xFF00_0000 | UInt32(bytes[entry]) << 16 | UInt32(bytes[entry + 1]) << 8
                            | UInt32(bytes[entry + 2])
                    }
                case "tRNS":
                    guard header?.colorType == .palette else {
                        isLeftToCairo = true
                        continue
                    }
                    for index in 0..<min(length, 256) {
                        palette[index] = premultiplied(palette[index] & 0x00FF_FFFF | UInt32(bytes[body + index]) << 24)
                    }
                case "IDAT":
                    compressed.append(contentsOf: bytes[body..<body + length])
                default:
                    break
                }
            }
            if isLeftToCairo { return nil }
            guard let header else { return .failure(ImageDecodingError("the PNG has no header")) }
            return pixels(header, compressed, palette: palette)
        }
    }

    private static func pixels(
        _ header: Header, _ compressed: [UInt8], palette: [UInt32]
    ) -> Result<CairoImageBitmap, ImageDecodingError> {
        let channels = header.colorType.channels
        let rowBytes = header.width * channels
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * header.height)
        guard let inflater = libdeflate_alloc_decompressor() else {
            return .failure(ImageDecodingError("no memory to inflate the PNG"))
        }
        var inflated = 0
        let status = compressed.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(
                    inflater, input.baseAddress, input.count, output.baseAddress, output.count, &inflated)
            }
        }
        libdeflate_free_decompressor(inflater)
        guard status == LIBDEFLATE_SUCCESS, inflated == raw.count else {
            return .failure(ImageDecodingError("the PNG's image data is damaged or cut short"))
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(header.width), Int32(header.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface)
        else {
            return .failure(ImageDecodingError("no memory for the pixels"))
        }
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        let unfiltered = raw.withUnsafeMutableBufferPointer { raw -> Bool in
            zeros.withUnsafeBufferPointer { zeros -> Bool in
                guard let base = raw.baseAddress, let zeroRow = zeros.baseAddress else { return false }
                for y in 0..<header.height {
                    let row = base + y * (rowBytes + 1)
                    let above = y == 0 ? zeroRow : UnsafePointer(row + 1 - (rowBytes + 1))
                    guard unfilter(row + 1, filter: row[0], previous: above, count: rowBytes, pixelBytes: channels)
                    else { return false }
                    convert(
                        row + 1, header, palette: palette,
                        into: UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(to: UInt32.self))
                }
                return true
            }
        }
        guard unfiltered else {
            cairo_surface_destroy(surface)
            return .failure(ImageDecodingError("a row of the PNG has an unknown filter"))
        }
        cairo_surface_mark_dirty(surface)
        guard let bitmap = CairoImageBitmap(adopting: surface) else {
            return .failure(ImageDecodingError("no memory for the pixels"))
        }
        return .success(bitmap)
    }

    /// Undoes a row's filter in place against the row above (zeros above the first). The first
    /// pixel has nothing to its left, so each filter's loop starts past it.
    private static func unfilter(
        _ row: UnsafeMutablePointer<UInt8>, filter: UInt8, previous: UnsafePointer<UInt8>,
        count: Int, pixelBytes: Int
    ) -> Bool {
        let first = min(pixelBytes, count)
        switch filter {
        case 0:
            break
        case 1:
            for i in first..<count { row[i] &+= row[i - pixelBytes] }
        case 2:
            for i in 0..<count { row[i] &+= previous[i] }
        case 3:
            for i in 0..<first { row[i] &+= previous[i] >> 1 }
            for i in first..<count { row[i] &+= UInt8((UInt16(row[i - pixelBytes]) + UInt16(previous[i])) >> 1) }
        case 4:
            for i in 0..<first { row[i] &+= previous[i] }
            for i in first..<count {
                let left = Int(row[i - pixelBytes]), up = Int(previous[i]), upLeft = Int(previous[i - pixelBytes])
                let toLeft = abs(up - upLeft), toUp = abs(left - upLeft), toUpLeft = abs(left + up - 2 * upLeft)
                row[i] &+= UInt8(
                    truncatingIfNeeded: toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft)
            }
        default:
            return false
        }
        return true
    }

    /// One unfiltered row as premultiplied ARGB in the machine's byte order.
    private static func convert(
        _ row: UnsafeMutablePointer<UInt8>, _ header: Header, palette: [UInt32],
        into pixels: UnsafeMutablePointer<UInt32>
    ) {
        switch header.colorType {
        case .rgba:
            for x in 0..<header.width {
                let p = row + x * 4
                pixels[x] = premultiplied(UInt32(p[3]) << 24 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2]))
            }
        case .rgb:
            for x in 0..<header.width {
                let p = row + x * 3
                pixels[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
            }
        case .palette:
            palette.withUnsafeBufferPointer { colors in
                for x in 0..<header.width { pixels[x] = colors[Int(row[x])] }
            }
        case .gray:
            for x in 0..<header.width {
                let v = UInt32(row[x])
                pixels[x] = 0xFF00_0000 | v << 16 | v << 8 | v
            }
        case .grayAlpha:
            for x in 0..<header.width {
                let v = UInt32(row[x * 2])
                pixels[x] = premultiplied(UInt32(row[x * 2 + 1]) << 24 | v << 16 | v << 8 | v)
            }
        }
    }

    /// Straight ARGB to premultiplied, each channel rounded as Cairo's reader rounds it.
    @inline(__always)
    private static func premultiplied(_ argb: UInt32) -> UInt32 {
        let alpha = argb >> 24
        if alpha == 0xFF { return argb }
        if alpha == 0 { return 0 }
        func scale(_ channel: UInt32) -> UInt32 {
            let t = channel * alpha + 0x80
            return ((t >> 8) + t) >> 8
        }
        return alpha << 24 | scale(argb >> 16 & 0xFF) << 16 | scale(argb >> 8 & 0xFF) << 8 | scale(argb & 0xFF)
    }

    private static func bigEndian32(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
