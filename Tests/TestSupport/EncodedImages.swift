import Foundation

// Image files built byte by byte, so a decoder's test states exactly which bytes it reads.

public func bigEndian32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

public func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

/// CRC-32 (PNG's) written out independently of the library's, so a test of the library's can hold
/// the two against each other and against IEND's well-known CRC.
public func independentCRC32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        var value = (crc ^ UInt32(byte)) & 0xFF
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        crc = value ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
}

/// A PNG chunk: big-endian length, type, payload and the CRC of type and payload.
public func pngChunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + payload
    return bigEndian32(UInt32(payload.count)) + typed + bigEndian32(independentCRC32(typed))
}

/// Signature, IHDR, an empty IDAT and IEND: a well-formed header with no pixels, which is all the
/// size-reading logic looks at.
public func png(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> Data {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let header = bigEndian32(width) + bigEndian32(height) + [bitDepth, colorType, 0, 0, 0]
    return Data(signature + pngChunk("IHDR", header) + pngChunk("IDAT", []) + pngChunk("IEND", []))
}
