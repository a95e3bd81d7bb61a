import Foundation

/// What `UIImage` learns from the first bytes of encoded image data: the container format, the
/// bitmap's pixel dimensions and, for JPEG, the EXIF orientation.
///
/// Only headers are read: the pixels are decoded later by whichever renderer draws the image, so
/// a headless run never pays for decompression. Image data is untrusted input, so every read is
/// bounds-checked and any malformed, truncated or unknown header yields `nil` — never a trap.
struct ImageHeader: Equatable, Sendable {
    /// The formats the seam decodes, named once for both.
    typealias Format = EncodedImage.Format

    let format: Format
    /// Width and height of the encoded bitmap, before orientation is applied.
    let pixelWidth: Int
    let pixelHeight: Int
    /// From the JPEG's EXIF block; `.up` for everything else.
    let orientation: UIImage.Orientation

    /// Largest dimension accepted. PNG caps its fields at 2³¹ − 1; JPEG and GIF fit in 16 bits.
    static let maximumDimension = Int(Int32.max)

    init(format: Format, pixelWidth: Int, pixelHeight: Int, orientation: UIImage.Orientation = .up) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.orientation = orientation
    }

    /// Recognises the format by its signature and reads its header.
    init?(_ data: Data) {
        let bytes = ByteReader(data)
        if let header = Self.png(bytes) ?? Self.jpeg(bytes) ?? Self.gif(bytes) {
            self = header
        } else {
            return nil
        }
    }

    // MARK: PNG

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature, then the IHDR chunk, which the PNG specification requires to come first:
    /// length 13, type, width, height, bit depth, colour type, compression, filter, interlace,
    /// CRC. libpng rejects a damaged IHDR, so the CRC and field values are checked too.
    private static func png(_ bytes: ByteReader) -> ImageHeader? {
        guard bytes.matches(pngSignature, at: 0),
            bytes.uint32BE(at: 8) == 13,
            bytes.matches(Array("IHDR".utf8), at: 12),
            let width = bytes.uint32BE(at: 16), let height = bytes.uint32BE(at: 20),
            let bitDepth = bytes.byte(at: 24), let colorType = bytes.byte(at: 25),
            bytes.byte(at: 26) == 0, bytes.byte(at: 27) == 0,
            let interlace = bytes.byte(at: 28), interlace <= 1,
            let storedCRC = bytes.uint32BE(at: 29),
            let typeAndFields = bytes.bytes(at: 12, count: 17),
            crc32(typeAndFields) == storedCRC
        else { return nil }
        let allowedDepths: [UInt8: Set<UInt8>] = [
            0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
        ]
        guard allowedDepths[colorType]?.contains(bitDepth) == true,
            let w = dimension(width), let h = dimension(height)
        else { return nil }
        return ImageHeader(format: .png, pixelWidth: w, pixelHeight: h)
    }

    /// The CRC-32 PNG chunks carry (ISO 3309, reflected, polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    // MARK: JPEG

    /// Walks the marker segments after SOI until a start-of-frame segment gives the size. Other
    /// segments are skipped by their length; an APP1 "Exif" segment on the way supplies the
    /// orientation. Reaching the scan (SOS) or the end (EOI) without a frame header is a failure.
    private static func jpeg(_ bytes: ByteReader) -> ImageHeader? {
        guard bytes.byte(at: 0) == 0xFF, bytes.byte(at: 1) == 0xD8 else { return nil }
        var position = 2
        var orientation = UIImage.Orientation.up
        while true {
            guard bytes.byte(at: position) == 0xFF else { return nil }
            // Any number of 0xFF fill bytes may precede a marker.
            while bytes.byte(at: position) == 0xFF { position += 1 }
            guard let marker = bytes.byte(at: position) else { return nil }
            position += 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // TEM and RSTn stand alone, with no length.
            case 0xD8, 0xD9, 0xDA, 0x00:
                return nil  // a second SOI, EOI or SOS before any frame, or a stuffed zero.
            default:
                break
            }
            guard let length = bytes.uint16BE(at: position), length >= 2 else { return nil }
            let payload = position + 2
            let end = position + length
            guard end <= bytes.count else { return nil }
            if isStartOfFrame(marker) {
                // Precision, height, width, component count.
                guard length >= 8,
                    let height = bytes.uint16BE(at: payload + 1), let width = bytes.uint16BE(at: payload + 3),
                    width > 0, height > 0  // A height of 0 defers to a DNL marker; not supported.
                else { return nil }
                return ImageHeader(format: .jpeg, pixelWidth: width, pixelHeight: height, orientation: orientation)
            }
            if marker == 0xE1, let exif = exifOrientation(bytes, from: payload, to: end) {
                orientation = exif
            }
            position = end
        }
    }

    /// SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// The Orientation tag (0x0112) of IFD0 in an APP1 "Exif\0\0" payload, reading nothing past
    /// `end`. Values outside 1–8 are ignored, as image viewers do.
    private static func exifOrientation(_ bytes: ByteReader, from start: Int, to end: Int) -> UIImage.Orientation? {
        let segment = bytes.limited(to: end)
        guard segment.matches(Array("Exif".utf8) + [0, 0], at: start) else { return nil }
        let tiff = start + 6
        let littleEndian: Bool
        if segment.matches([0x49, 0x49], at: tiff) {
            littleEndian = true
        } else if segment.matches([0x4D, 0x4D], at: tiff) {
            littleEndian = false
        } else {
            return nil
        }
        guard segment.uint16(at: tiff + 2, littleEndian: littleEndian) == 42,
            let ifdOffset = segment.uint32(at: tiff + 4, littleEndian: littleEndian).flatMap({ Int(exactly: $0) }),
            ifdOffset < segment.count - tiff,
            let entryCount = segment.uint16(at: tiff + ifdOffset, littleEndian: littleEndian)
        else { return nil }
        let firstEntry = tiff + ifdOffset + 2
        for index in 0..<entryCount {
            let entry = firstEntry + index * 12
            guard let tag = segment.uint16(at: entry, littleEndian: littleEndian) else { return nil }
            guard tag == 0x0112 else { continue }
            // Type SHORT (3), count 1, the value in the first two bytes of the value field.
            guard segment.uint16(at: entry + 2, littleEndian: littleEndian) == 3,
                let value = segment.uint16(at: entry + 8, littleEndian: littleEndian)
            else { return nil }
            return orientation(exif: value)
        }
        return nil
    }

    /// EXIF orientation codes to UIKit's cases (EXIF 6, "rotate 90° clockwise to view", is
    /// `.right`).
    private static func orientation(exif value: Int) -> UIImage.Orientation? {
        switch value {
        case 1: .up
        case 2: .upMirrored
        case 3: .down
        case 4: .downMirrored
        case 5: .leftMirrored
        case 6: .right
        case 7: .rightMirrored
        case 8: .left
        default: nil
        }
    }

    // MARK: GIF

    /// "GIF87a" or "GIF89a", then the logical screen's width and height, little-endian.
    private static func gif(_ bytes: ByteReader) -> ImageHeader? {
        guard bytes.matches(Array("GIF87a".utf8), at: 0) || bytes.matches(Array("GIF89a".utf8), at: 0),
            let width = bytes.uint16(at: 6, littleEndian: true), let height = bytes.uint16(at: 8, littleEndian: true),
            width > 0, height > 0
        else { return nil }
        return ImageHeader(format: .gif, pixelWidth: width, pixelHeight: height)
    }

    private static func dimension(_ value: UInt32) -> Int? {
        guard value > 0, let int = Int(exactly: value), int <= maximumDimension else { return nil }
        return int
    }
}

/// Bounds-checked reads from `Data`: every accessor answers `nil` past the end (or past
/// `limit`), so parsers written with it cannot read out of range. Offsets are relative to the
/// data's first byte, whatever the `Data`'s own indices are.
struct ByteReader {
    private let data: Data
    /// One past the last readable offset.
    let count: Int

    init(_ data: Data) {
        self.data = data
        self.count = data.count
    }

    private init(data: Data, count: Int) {
        self.data = data
        self.count = count
    }

    /// The same bytes, readable only before `end`.
    func limited(to end: Int) -> ByteReader {
        ByteReader(data: data, count: max(0, min(end, count)))
    }

    func byte(at offset: Int) -> UInt8? {
        guard offset >= 0, offset < count else { return nil }
        return data[data.startIndex + offset]
    }

    func bytes(at offset: Int, count length: Int) -> [UInt8]? {
        guard offset >= 0, length >= 0, length <= count - offset else { return nil }
        let start = data.startIndex + offset
        return Array(data[start..<(start + length)])
    }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        bytes(at: offset, count: expected.count) == expected
    }

    func uint16(at offset: Int, littleEndian: Bool) -> Int? {
        guard let b = bytes(at: offset, count: 2) else { return nil }
        return littleEndian ? Int(b[0]) | Int(b[1]) << 8 : Int(b[0]) << 8 | Int(b[1])
    }

    func uint16BE(at offset: Int) -> Int? {
        uint16(at: offset, littleEndian: false)
    }

    func uint32(at offset: Int, littleEndian: Bool) -> UInt32? {
        guard let b = bytes(at: offset, count: 4) else { return nil }
        let ordered = littleEndian ? b.reversed() : b
        return ordered.reduce(0) { $0 << 8 | UInt32($1) }
    }

    func uint32BE(at offset: Int) -> UInt32? {
        uint32(at: offset, littleEndian: false)
    }
}
