import Foundation

/// A JPEG's segments up to the scan: the frame header (size, precision, components), JFIF
/// APP0, Exif APP1, ICC APP2 and Photoshop/IPTC APP13, read with every length checked.
struct JPEGContainer {
    struct Frame {
        var width = 0, height = 0, precision = 8, components = 3
        var isProgressive = false
    }

    struct JFIF {
        var major = 1, minor = 1, unit = 0, xDensity = 1, yDensity = 1
    }

    var frame: Frame?
    var jfif: JFIF?
    var exif: [UInt8]?
    var icc: [UInt8] = []
    var iptc: [UInt8]?
    /// Whether the bytes end with the end-of-image marker (a whole file rather than a truncated one).
    var isComplete = false

    static let exifPrefix: [UInt8] = Array("Exif".utf8) + [0, 0]
    private static let jfifPrefix: [UInt8] = Array("JFIF".utf8) + [0]
    private static let iccPrefix: [UInt8] = Array("ICC_PROFILE".utf8) + [0]
    static let photoshopPrefix: [UInt8] = Array("Photoshop 3.0".utf8) + [0]

    static func isJPEG(_ cursor: ByteCursor) -> Bool { cursor.matches([0xFF, 0xD8, 0xFF], at: 0) }

    init?(_ cursor: ByteCursor) {
        guard Self.isJPEG(cursor) else { return nil }
        isComplete = cursor.count >= 2 && cursor.byte(cursor.count - 2) == 0xFF && cursor.byte(cursor.count - 1) == 0xD9
        for segment in Self.segments(cursor) {
            let payload = segment.payload
            switch segment.marker {
            case 0xC0...0xCF where segment.marker != 0xC4 && segment.marker != 0xC8 && segment.marker != 0xCC:
                guard frame == nil, let precision = cursor.byte(payload.lowerBound),
                    let height = cursor.uint16(payload.lowerBound + 1, littleEndian: false),
                    let width = cursor.uint16(payload.lowerBound + 3, littleEndian: false),
                    let components = cursor.byte(payload.lowerBound + 5)
                else { continue }
                frame = Frame(
                    width: width, height: height, precision: Int(precision), components: Int(components),
                    isProgressive: segment.marker == 0xC2 || segment.marker == 0xC6 || segment.marker == 0xCA
                        || segment.marker == 0xCE)
            case 0xE0:
                guard jfif == nil, cursor.matches(Self.jfifPrefix, at: payload.lowerBound),
                    let fields = cursor.slice(payload.lowerBound + 5, 7)
                else { continue }
                jfif = JFIF(
                    major: Int(fields[0]), minor: Int(fields[1]), unit: Int(fields[2]),
                    xDensity: Int(fields[3]) << 8 | Int(fields[4]), yDensity: Int(fields[5]) << 8 | Int(fields[6]))
            case 0xE1:
                guard exif == nil, cursor.matches(Self.exifPrefix, at: payload.lowerBound) else { continue }
                exif = cursor.slice(payload.lowerBound + 6, payload.count - 6)
            case 0xE2:
                // ICC profiles may span several APP2 segments: prefix, sequence number, count.
                guard cursor.matches(Self.iccPrefix, at: payload.lowerBound), payload.count > 14,
                    let chunk = cursor.slice(payload.lowerBound + 14, payload.count - 14)
                else { continue }
                icc += chunk
            case 0xED:
                guard iptc == nil, cursor.matches(Self.photoshopPrefix, at: payload.lowerBound) else { continue }
                iptc = cursor.slice(payload.lowerBound + 14, payload.count - 14)
            default:
                break
            }
        }
    }

    struct Segment {
        let marker: UInt8
        /// Where the marker's 0xFF is.
        let start: Int
        /// The bytes after the length field.
        let payload: Range<Int>
        var end: Int { payload.upperBound }
    }

    /// The segments from just after SOI to the start of scan (SOS included, its payload the header only).
    static func segments(_ cursor: ByteCursor) -> [Segment] {
        var segments: [Segment] = []
        var at = 2
        while at + 1 < cursor.count, segments.count < 10_000 {
            guard cursor.byte(at) == 0xFF, let marker = cursor.byte(at + 1) else { break }
            if marker == 0xFF {
                at += 1  // fill byte
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                at += 2
                continue
            }
            if marker == 0xD9 { break }
            guard let length = cursor.uint16(at + 2, littleEndian: false), length >= 2, at + 2 + length <= cursor.count
            else { break }
            segments.append(Segment(marker: marker, start: at, payload: (at + 4)..<(at + 2 + length)))
            if marker == 0xDA { break }
            at += 2 + length
        }
        return segments
    }

    /// `jpeg` with its Exif APP1 and Photoshop APP13 segments replaced by ones holding `tiff`
    /// and `iptc` (none when nil), placed after SOI and any JFIF APP0, as Exif requires. Nil when
    /// `jpeg` is not a JPEG or a block does not fit in a segment (64 KB).
    static func replacingExif(in jpeg: [UInt8], with tiff: [UInt8]?, iptc: [UInt8]? = nil) -> [UInt8]? {
        let cursor = ByteCursor(jpeg)
        guard isJPEG(cursor) else { return nil }
        let segments = segments(cursor)
        guard let scan = segments.last, scan.marker == 0xDA else { return nil }
        var out: [UInt8] = [0xFF, 0xD8]
        var inserted = false
        func insert() {
            guard !inserted else { return }
            inserted = true
            if let tiff {
                let length = 2 + exifPrefix.count + tiff.count
                out += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exifPrefix + tiff
            }
            if let iptc {
                let length = 2 + photoshopPrefix.count + iptc.count
                out += [0xFF, 0xED, UInt8(length >> 8), UInt8(length & 0xFF)] + photoshopPrefix + iptc
            }
        }
        if let tiff, 2 + exifPrefix.count + tiff.count > 0xFFFF { return nil }
        if let iptc, 2 + photoshopPrefix.count + iptc.count > 0xFFFF { return nil }
        for segment in segments {
            if segment.marker == 0xE1, cursor.matches(exifPrefix, at: segment.payload.lowerBound) { continue }
            if segment.marker == 0xED, cursor.matches(photoshopPrefix, at: segment.payload.lowerBound) { continue }
            if segment.marker != 0xE0 { insert() }
            if segment.marker == 0xDA {
                out += jpeg[segment.start...]
                break
            }
            out += jpeg[segment.start..<segment.end]
            if segment.marker == 0xE0 { insert() }
        }
        return out
    }
}
