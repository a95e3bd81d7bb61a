import CDeflate
import CTileScanlines
import Foundation

/// Encodes rectangles of a Cairo frame (ARGB32, premultiplied, one native-endian `UInt32` a
/// pixel) as PNG files the page draws with `createImageBitmap`: RGB when the rectangle is opaque,
/// as a window's usually is, else RGBA with the alpha taken back out; every row filtered by its
/// left neighbour ("Sub", which flattens the runs of one colour an interface is made of;
/// `CTileScanlines`), and compressed by libdeflate at its fastest level, since a frame's latency
/// counts more than a few percent of its bytes on the links a host serves.
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
        let capacity = height * (1 + width * 4)
        if raw.count < capacity { raw = [UInt8](repeating: 0, count: capacity) }
        let channels = raw.withUnsafeMutableBufferPointer { out in
            Int(
                openuikit_tile_scanlines(
                    pixels.assumingMemoryBound(to: UInt8.self), stride, Int32(x), Int32(y), Int32(width),
                    Int32(height), out.baseAddress))
        }
        let length = height * (1 + width * channels)
        let bound = libdeflate_zlib_compress_bound(compressor, length)
        if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
        let size = raw.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, length, output.baseAddress, output.count)
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(size + 64)
        var header: [UInt8] = []
        Self.append32(UInt32(width), to: &header)
        Self.append32(UInt32(height), to: &header)
        header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
        Self.appendChunk("IHDR", header[...], to: &file)
        Self.appendChunk("IDAT", compressed[0..<size], to: &file)
        Self.appendChunk("IEND", [][...], to: &file)
        return file
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
