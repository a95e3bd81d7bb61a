import Foundation

/// A PNG's chunks: IHDR (size, depth, colour type), pHYs, gAMA, cHRM, sRGB, tEXt, tRNS, eXIf
/// and iCCP, read with every length and CRC-independent bound checked.
struct PNGContainer {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var width = 0, height = 0, bitDepth = 8, colorType = 6, interlace = 0
    var hasTransparency = false
    /// Pixels per metre across and down, when the unit is the metre.
    var pixelsPerMeter: (x: Int, y: Int)?
    var gamma: Double?
    var chromaticities: [Double]?
    var sRGBIntent: Int?
    var text: [String: String] = [:]
    var exif: [UInt8]?
    var profileName: String?
    var isComplete = false

    struct Chunk {
        let type: String
        let start: Int
        let data: Range<Int>
        var end: Int { data.upperBound + 4 }
    }

    static func isPNG(_ cursor: ByteCursor) -> Bool { cursor.matches(signature, at: 0) }

    /// Nil unless the bytes are a PNG whose first chunk is a sound IHDR.
    init?(_ cursor: ByteCursor) {
        guard Self.isPNG(cursor) else { return nil }
        let chunks = Self.chunks(cursor)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13,
            let width = cursor.uint32(header.data.lowerBound, littleEndian: false),
            let height = cursor.uint32(header.data.lowerBound + 4, littleEndian: false),
            let fields = cursor.slice(header.data.lowerBound + 8, 5), width > 0, height > 0
        else { return nil }
        self.width = width
        self.height = height
        bitDepth = Int(fields[0])
        colorType = Int(fields[1])
        interlace = Int(fields[4])
        for chunk in chunks.dropFirst() {
            let d = chunk.data
            switch chunk.type {
            case "pHYs":
                guard d.count == 9, let x = cursor.uint32(d.lowerBound, littleEndian: false),
                    let y = cursor.uint32(d.lowerBound + 4, littleEndian: false), cursor.byte(d.lowerBound + 8) == 1
                else { continue }
                pixelsPerMeter = (x, y)
            case "gAMA":
                guard d.count == 4, let g = cursor.uint32(d.lowerBound, littleEndian: false) else { continue }
                gamma = Double(g) / 100_000
            case "cHRM":
                guard d.count == 32 else { continue }
                let values = (0..<8).compactMap { cursor.uint32(d.lowerBound + $0 * 4, littleEndian: false) }
                if values.count == 8 { chromaticities = values.map { Double($0) / 100_000 } }
            case "sRGB":
                guard d.count == 1, let intent = cursor.byte(d.lowerBound) else { continue }
                sRGBIntent = Int(intent)
            case "tRNS":
                hasTransparency = true
            case "tEXt":
                guard let bytes = cursor.slice(d.lowerBound, d.count), let zero = bytes.firstIndex(of: 0) else {
                    continue
                }
                // tEXt is Latin-1.
                let keyword = String(bytes[..<zero].map { Character(Unicode.Scalar($0)) })
                let value = String(bytes[(zero + 1)...].map { Character(Unicode.Scalar($0)) })
                text[keyword] = value
            case "eXIf":
                if exif == nil { exif = cursor.slice(d.lowerBound, d.count) }
            case "iCCP":
                guard let bytes = cursor.slice(d.lowerBound, min(d.count, 80)), let zero = bytes.firstIndex(of: 0)
                else { continue }
                profileName = String(bytes[..<zero].map { Character(Unicode.Scalar($0)) })
            case "IEND":
                isComplete = true
            default:
                break
            }
        }
    }

    static func chunks(_ cursor: ByteCursor) -> [Chunk] {
        var chunks: [Chunk] = []
        var at = signature.count
        while chunks.count < 100_000, let length = cursor.uint32(at, littleEndian: false),
            let type = cursor.slice(at + 4, 4), length <= cursor.count - at - 12
        {
            let chunk = Chunk(
                type: String(decoding: type, as: UTF8.self), start: at, data: (at + 8)..<(at + 8 + length))
            chunks.append(chunk)
            if chunk.type == "IEND" { break }
            at = chunk.end
        }
        return chunks
    }

    /// `png` with new chunks after IHDR: an `eXIf` holding `tiff` and `tEXt` chunks for `text`,
    /// replacing any `eXIf` and same-keyword `tEXt` it had. Nil when `png` is not a PNG.
    static func replacingMetadata(in png: [UInt8], tiff: [UInt8]?, text: [(String, String)]) -> [UInt8]? {
        let cursor = ByteCursor(png)
        guard isPNG(cursor) else { return nil }
        let chunks = chunks(cursor)
        guard let header = chunks.first, header.type == "IHDR" else { return nil }
        let keywords = Set(text.map(\.0))
        var out = signature + Array(png[header.start..<header.end])
        if let tiff { out += chunk("eXIf", tiff) }
        for (keyword, value) in text {
            let latin1 = value.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
            out += chunk("tEXt", Array(keyword.utf8.prefix(79)) + [0] + latin1)
        }
        for chunk in chunks.dropFirst() {
            if chunk.type == "eXIf" { continue }
            if chunk.type == "tEXt", let bytes = cursor.slice(chunk.data.lowerBound, chunk.data.count),
                let zero = bytes.firstIndex(of: 0), keywords.contains(String(decoding: bytes[..<zero], as: UTF8.self))
            {
                continue
            }
            out += png[chunk.start..<chunk.end]
        }
        return out
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var w = ByteWriter(littleEndian: false)
        w.u32(data.count)
        let typeAndData = Array(type.utf8) + data
        w.bytes += typeAndData
        w.u32(Int(CRC32.checksum(typeAndData)))
        return w.bytes
    }
}
