import CairoRendering
import Foundation
import UIKit

/// Real image bytes for the tests: pixels laid out by hand, encoded by OpenUIKit's renderer,
/// and segments and chunks spliced in byte by byte.
enum ImageFixtures {
    /// A `width`×`height` RGBA image: red rising to the right, green rising downwards, opaque.
    static func gradient(width: Int, height: Int) -> CGImage? {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 64, 255]
            }
        }
        guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
            provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    static func jpeg(width: Int = 16, height: Int = 8) -> Data? {
        CairoRendering.install()
        return gradient(width: width, height: height).flatMap { UIImage(cgImage: $0).jpegData(compressionQuality: 0.9) }
    }

    static func png(width: Int = 16, height: Int = 8) -> Data? {
        CairoRendering.install()
        return gradient(width: width, height: height).flatMap { UIImage(cgImage: $0).pngData() }
    }

    /// `jpeg` with an APP1 Exif segment holding `tiff` right after SOI.
    static func inserting(exif tiff: [UInt8], into jpeg: Data) -> Data {
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        var bytes = [UInt8](jpeg)
        bytes.insert(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload, at: 2)
        return Data(bytes)
    }

    /// `png` with `chunks` (type, data) inserted after IHDR.
    static func inserting(chunks: [(String, [UInt8])], into png: Data) -> Data {
        var bytes = [UInt8](png)
        var insert: [UInt8] = []
        for (type, data) in chunks {
            let typeAndData = Array(type.utf8) + data
            insert += bigEndian32(data.count) + typeAndData + bigEndian32(Int(crc32(typeAndData)))
        }
        bytes.insert(contentsOf: insert, at: 8 + 25)
        return Data(bytes)
    }

    static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    /// A big-endian ("MM") TIFF block: IFD0 with Make "Canon", Orientation 8 and a GPS pointer;
    /// the GPS IFD with latitude 35° 30' 36" S and longitude 139° 45' 0" E.
    static func bigEndianTIFF() -> [UInt8] {
        var out: [UInt8] = Array("MM".utf8) + [0, 42] + bigEndian32(8)
        // IFD0 at 8: 3 entries → 2 + 36 + 4 = 42 bytes; Make's text follows at 50.
        let makeOffset = 8 + 42
        let gpsOffset = makeOffset + 6
        out += bigEndian16(3)
        out += bigEndian16(0x010F) + bigEndian16(2) + bigEndian32(6) + bigEndian32(makeOffset)
        out += bigEndian16(0x0112) + bigEndian16(3) + bigEndian32(1) + bigEndian16(8) + [0, 0]
        out += bigEndian16(0x8825) + bigEndian16(4) + bigEndian32(1) + bigEndian32(gpsOffset)
        out += bigEndian32(0)
        out += Array("Canon".utf8) + [0]
        // GPS IFD: 4 entries → 2 + 48 + 4 = 54 bytes; the rationals follow.
        let latitudeOffset = gpsOffset + 54
        let longitudeOffset = latitudeOffset + 24
        out += bigEndian16(4)
        out += bigEndian16(1) + bigEndian16(2) + bigEndian32(2) + Array("S".utf8) + [0, 0, 0]
        out += bigEndian16(2) + bigEndian16(5) + bigEndian32(3) + bigEndian32(latitudeOffset)
        out += bigEndian16(3) + bigEndian16(2) + bigEndian32(2) + Array("E".utf8) + [0, 0, 0]
        out += bigEndian16(4) + bigEndian16(5) + bigEndian32(3) + bigEndian32(longitudeOffset)
        out += bigEndian32(0)
        for (n, d) in [(35, 1), (30, 1), (36, 1), (139, 1), (45, 1), (0, 1)] { out += bigEndian32(n) + bigEndian32(d) }
        return out
    }
}
