import CDeflate
import Foundation

/// Encodes rectangles of a Cairo frame (ARGB32, premultiplied, one native-endian `UInt32` a
/// pixel) as PNG files the page draws with `createImageBitmap`: RGB when the rectangle is opaque,
/// as a window's usually is, else RGBA with the alpha taken back out; every row filtered by its
/// left neighbour ("Sub", which flattens the runs of one colour an interface is made of), and
/// compressed by libdeflate at its fastest level, since a frame's latency counts more than a
/// few percent of its bytes on the links a host serves.
final class PNGTileEncoder {
    private let compressor: OpaquePointer
    private var raw: [UInt8] = []
    private var compressed: [UInt8] = []

    /// libdeflate's levels run 0 to 12; 1 is the fastest that compresses.
    static let compressionLevel: Int32 = 1

    init() {
        compressor = libdeflate_alloc_compressor(Self.compressionLevel)
    }

    deinit {
        libdeflate_free_compressor(compressor)
    }

    /// The PNG file for `width` × `height` pixels at (`x`, `y`) of `pixels`, whose rows are
    /// `stride` bytes apart.
    func encode(_ pixels: UnsafeRawPointer, stride: Int, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        let opaque = Self.isOpaque(pixels, stride: stride, x: x, y: y, width: width, height: height)
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        raw.removeAll(keepingCapacity: true)
        raw.append(contentsOf: repeatElement(0, count: rowBytes * height))
        raw.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                let source = pixels + (y + row) * stride + x * 4
                let base = row * rowBytes
                out[base] = 1  // Sub
                var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                for column in 0..<width {
                    let pixel = source.load(fromByteOffset: column * 4, as: UInt32.self)
                    let current = Self.straight(pixel)
                    let at = base + 1 + column * channels
                    out[at] = current.0 &- previous.0
                    out[at + 1] = current.1 &- previous.1
                    out[at + 2] = current.2 &- previous.2
                    if channels == 4 { out[at + 3] = current.3 &- previous.3 }
                    previous = current
                }
            }
        }
        let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
        if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
        let size = raw.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(size + 64)
        var header: [UInt8] = []
        Self.append32(UInt32(width), to: &header)
        Self.append32(UInt32(height), to: &header)
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        Self.appendChunk("IHDR", header[...], to: &file)
        Self.appendChunk("IDAT", compressed[0..<size], to: &file)
        Self.appendChunk("IEND", [][...], to: &file)
        return file
    }

    private static func isOpaque(
        _ pixels: UnsafeRawPointer, stride: Int, x: Int, y: Int, width: Int, height: Int
    ) -> Bool {
        for row in 0..<height {
            let source = pixels + (y + row) * stride + x * 4
            for column in 0..<width where source.load(fromByteOffset: column * 4, as: UInt32.self) >> 24 != 0xFF {
                return false
            }
        }
        return true
    }

    /// Red, green, blue and alpha with the alpha divided back out of the colour.
    @inline(__always)
    private static func straight(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let alpha = pixel >> 24
        var red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
        if alpha == 0 {
            return (0, 0, 0, 0)
        } else if alpha < 0xFF {
            red = min(255, (red * 255 + alpha / 2) / alpha)
            green = min(255, (green * 255 + alpha / 2) / alpha)
            blue = min(255, (blue * 255 + alpha / 2) / alpha)
        }
        return (UInt8(red), UInt8(green), UInt8(blue), UInt8(alpha))
    }

    private static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to file: inout [UInt8]) {
        append32(UInt32(data.count), to: &file)
        let start = file.count
        file += Array(type.utf8)
        file += data
        let crc = file[start...].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        append32(crc, to: &file)
    }
}
