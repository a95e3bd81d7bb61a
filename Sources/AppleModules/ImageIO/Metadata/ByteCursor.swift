import Foundation

/// Bounds-checked reads from untrusted image bytes: every accessor answers nil past the end,
/// so a truncated or hostile file yields fewer properties, never a trap.
struct ByteCursor {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    func byte(_ offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func slice(_ offset: Int, _ length: Int) -> [UInt8]? {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else { return nil }
        return Array(bytes[offset..<(offset + length)])
    }

    func uint16(_ offset: Int, littleEndian: Bool) -> Int? {
        guard let a = byte(offset), let b = byte(offset + 1) else { return nil }
        return littleEndian ? Int(b) << 8 | Int(a) : Int(a) << 8 | Int(b)
    }

    func uint32(_ offset: Int, littleEndian: Bool) -> Int? {
        guard let a = uint16(offset, littleEndian: littleEndian), let b = uint16(offset + 2, littleEndian: littleEndian)
        else { return nil }
        return littleEndian ? b << 16 | a : a << 16 | b
    }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        slice(offset, expected.count) == expected
    }
}

/// Appends big- or little-endian integers, for the bytes a destination writes.
struct ByteWriter {
    var bytes: [UInt8] = []
    let littleEndian: Bool

    init(littleEndian: Bool) {
        self.littleEndian = littleEndian
    }

    mutating func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }

    mutating func u16(_ value: Int) {
        let hi = UInt8(truncatingIfNeeded: value >> 8), lo = UInt8(truncatingIfNeeded: value)
        bytes += littleEndian ? [lo, hi] : [hi, lo]
    }

    mutating func u32(_ value: Int) {
        if littleEndian {
            u16(value & 0xFFFF)
            u16(value >> 16 & 0xFFFF)
        } else {
            u16(value >> 16 & 0xFFFF)
            u16(value & 0xFFFF)
        }
    }
}

/// CRC-32 as PNG computes it over a chunk's type and data.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
