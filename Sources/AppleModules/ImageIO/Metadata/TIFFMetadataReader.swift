import Foundation

/// The dictionaries a TIFF structure (a JPEG's APP1 Exif block, a PNG's `eXIf` chunk) holds:
/// IFD0 as `{TIFF}`, the Exif IFD as `{Exif}`, the GPS IFD as `{GPS}`, and IFD1's embedded
/// JPEG thumbnail. Both byte orders; every offset is checked, loops between IFDs are cut, and
/// a damaged entry is skipped, so a corrupt block gives what could be read.
struct ExifMetadata {
    var tiff: [String: Any] = [:]
    var exif: [String: Any] = [:]
    var gps: [String: Any] = [:]
    var thumbnail: [UInt8]?

    var isEmpty: Bool { tiff.isEmpty && exif.isEmpty && gps.isEmpty }
}

struct TIFFMetadataReader {
    private let cursor: ByteCursor
    private let littleEndian: Bool
    /// At most this many entries are read from one IFD: a hostile count cannot make work.
    private static let maximumEntries = 1000

    /// Nil unless `bytes` start with a TIFF header (`II*\0` or `MM\0*`).
    init?(_ bytes: [UInt8]) {
        cursor = ByteCursor(bytes)
        if cursor.matches([0x49, 0x49, 0x2A, 0x00], at: 0) {
            littleEndian = true
        } else if cursor.matches([0x4D, 0x4D, 0x00, 0x2A], at: 0) {
            littleEndian = false
        } else {
            return nil
        }
    }

    static func read(_ bytes: [UInt8]) -> ExifMetadata? {
        TIFFMetadataReader(bytes)?.read()
    }

    func read() -> ExifMetadata {
        var metadata = ExifMetadata()
        var visited = Set<Int>()
        guard let ifd0 = cursor.uint32(4, littleEndian: littleEndian) else { return metadata }
        let (entries0, next) = entries(at: ifd0, visited: &visited)
        for entry in entries0 {
            switch entry.tag {
            case ExifTag.exifPointer:
                if let offset = entry.integers(in: self)?.first {
                    metadata.exif = dictionary(entries(at: offset, visited: &visited).entries, .exif)
                }
            case ExifTag.gpsPointer:
                if let offset = entry.integers(in: self)?.first {
                    metadata.gps = dictionary(entries(at: offset, visited: &visited).entries, .gps)
                }
            default:
                break
            }
        }
        metadata.tiff = dictionary(entries0, .tiff)
        if let next, next != 0 {
            let ifd1 = entries(at: next, visited: &visited).entries
            let offset = ifd1.first { $0.tag == ExifTag.thumbnailOffset }?.integers(in: self)?.first
            let length = ifd1.first { $0.tag == ExifTag.thumbnailLength }?.integers(in: self)?.first
            if let offset, let length, length > 0 { metadata.thumbnail = cursor.slice(offset, length) }
        }
        return metadata
    }

    // MARK: IFDs

    struct Entry {
        let tag: UInt16
        let type: Int
        let count: Int
        /// Where the value's bytes start in the block.
        let valueOffset: Int

        static func size(of type: Int) -> Int? {
            switch type {
            case 1, 2, 6, 7: 1
            case 3, 8: 2
            case 4, 9, 11: 4
            case 5, 10, 12: 8
            default: nil
            }
        }

        /// The integer values of a BYTE, SHORT, LONG or signed entry; nil for other types.
        func integers(in reader: TIFFMetadataReader) -> [Int]? {
            guard [1, 3, 4, 6, 7, 8, 9].contains(type), let size = Self.size(of: type) else { return nil }
            var values: [Int] = []
            for index in 0..<count {
                let at = valueOffset + index * size
                let raw: Int?
                switch size {
                case 1: raw = reader.cursor.byte(at).map(Int.init)
                case 2: raw = reader.cursor.uint16(at, littleEndian: reader.littleEndian)
                default: raw = reader.cursor.uint32(at, littleEndian: reader.littleEndian)
                }
                guard var value = raw else { return nil }
                if type == 6, value > 0x7F { value -= 0x100 }
                if type == 8, value > 0x7FFF { value -= 0x1_0000 }
                if type == 9, value > 0x7FFF_FFFF { value -= 0x1_0000_0000 }
                values.append(value)
            }
            return values
        }

        /// Every value as a number: rationals divided out, floats and integers as they are.
        func numbers(in reader: TIFFMetadataReader) -> [Double]? {
            if let integers = integers(in: reader) { return integers.map(Double.init) }
            var values: [Double] = []
            for index in 0..<count {
                switch type {
                case 5, 10:
                    let at = valueOffset + index * 8
                    guard var n = reader.cursor.uint32(at, littleEndian: reader.littleEndian),
                        var d = reader.cursor.uint32(at + 4, littleEndian: reader.littleEndian)
                    else { return nil }
                    if type == 10 {
                        if n > 0x7FFF_FFFF { n -= 0x1_0000_0000 }
                        if d > 0x7FFF_FFFF { d -= 0x1_0000_0000 }
                    }
                    values.append(d == 0 ? 0 : Double(n) / Double(d))
                case 11:
                    guard let bits = reader.cursor.uint32(valueOffset + index * 4, littleEndian: reader.littleEndian)
                    else { return nil }
                    values.append(Double(Float(bitPattern: UInt32(bits))))
                case 12:
                    guard
                        let hi = reader.cursor.uint32(
                            valueOffset + index * 8 + (reader.littleEndian ? 4 : 0), littleEndian: reader.littleEndian),
                        let lo = reader.cursor.uint32(
                            valueOffset + index * 8 + (reader.littleEndian ? 0 : 4), littleEndian: reader.littleEndian)
                    else { return nil }
                    values.append(Double(bitPattern: UInt64(hi) << 32 | UInt64(lo)))
                default:
                    return nil
                }
            }
            return values
        }

        func rawBytes(in reader: TIFFMetadataReader) -> [UInt8]? {
            guard let size = Self.size(of: type) else { return nil }
            return reader.cursor.slice(valueOffset, count * size)
        }

        func string(in reader: TIFFMetadataReader) -> String? {
            guard let bytes = rawBytes(in: reader) else { return nil }
            let text = bytes.prefix { $0 != 0 }
            return String(decoding: text, as: UTF8.self)
        }
    }

    private func entries(at offset: Int, visited: inout Set<Int>) -> (entries: [Entry], next: Int?) {
        guard offset >= 8, !visited.contains(offset), let count = cursor.uint16(offset, littleEndian: littleEndian)
        else { return ([], nil) }
        visited.insert(offset)
        var entries: [Entry] = []
        for index in 0..<min(count, Self.maximumEntries) {
            let at = offset + 2 + index * 12
            guard let tag = cursor.uint16(at, littleEndian: littleEndian),
                let type = cursor.uint16(at + 2, littleEndian: littleEndian),
                let count = cursor.uint32(at + 4, littleEndian: littleEndian),
                let size = Entry.size(of: type)
            else { continue }
            let (total, overflow) = count.multipliedReportingOverflow(by: size)
            guard !overflow, total <= cursor.count else { continue }
            let valueOffset: Int
            if total <= 4 {
                valueOffset = at + 8
            } else {
                guard let pointed = cursor.uint32(at + 8, littleEndian: littleEndian), pointed <= cursor.count - total
                else { continue }
                valueOffset = pointed
            }
            entries.append(Entry(tag: UInt16(tag), type: type, count: count, valueOffset: valueOffset))
        }
        let next = cursor.uint32(offset + 2 + count * 12, littleEndian: littleEndian)
        return (entries, next)
    }

    // MARK: Values

    private func dictionary(_ entries: [Entry], _ directory: ExifTag.Directory) -> [String: Any] {
        var out: [String: Any] = [:]
        for entry in entries {
            guard let tag = ExifTag.lookup(entry.tag, in: directory), let value = value(entry, tag.kind) else {
                continue
            }
            out[tag.key] = value
        }
        return out
    }

    private func value(_ entry: Entry, _ kind: ExifTag.Kind) -> Any? {
        switch kind {
        case .ascii:
            return entry.type == 2 || entry.type == 7 ? entry.string(in: self) : nil
        case .short, .long, .byte, .rational, .srational, .undefinedByte:
            guard let first = entry.numbers(in: self)?.first, first.isFinite, abs(first) < 1e15 else { return nil }
            return kind == .rational || kind == .srational || entry.type == 5 || entry.type == 10
                ? PropertyValue.make(first) : PropertyValue.make(Int(first))
        case .shorts, .bytes, .undefinedBytes:
            guard let numbers = entry.numbers(in: self), numbers.allSatisfy({ $0.isFinite && abs($0) < 1e15 }) else {
                return nil
            }
            return numbers.map { PropertyValue.make(Int($0)) }
        case .rationals:
            guard let numbers = entry.numbers(in: self) else { return nil }
            return numbers.map { PropertyValue.make($0) }
        case .version:
            guard let bytes = entry.rawBytes(in: self) else { return nil }
            // "0232" is [2, 3, 2]: a leading zero is dropped, as Image I/O presents it.
            var digits = bytes.compactMap { $0 >= 0x30 && $0 <= 0x39 ? Int($0 - 0x30) : nil }
            if digits.count > 1, digits.first == 0 { digits.removeFirst() }
            return digits.map { PropertyValue.make($0) }
        case .userComment:
            guard let bytes = entry.rawBytes(in: self), bytes.count >= 8 else { return nil }
            let code = bytes.prefix(8)
            let text = Array(bytes.dropFirst(8))
            if code.starts(with: Array("UNICODE".utf8)) {
                var units: [UInt16] = []
                for at in stride(from: 0, to: text.count - 1, by: 2) {
                    let first = UInt16(text[at]), second = UInt16(text[at + 1])
                    units.append(littleEndian ? second << 8 | first : first << 8 | second)
                }
                return String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
            }
            return String(decoding: text.prefix { $0 != 0 }, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        case .coordinate:
            guard let parts = entry.numbers(in: self), !parts.isEmpty else { return nil }
            let degrees = parts[0] + (parts.count > 1 ? parts[1] / 60 : 0) + (parts.count > 2 ? parts[2] / 3600 : 0)
            return PropertyValue.make(degrees)
        case .time:
            guard let parts = entry.numbers(in: self), parts.count == 3 else { return nil }
            return Self.timeString(hours: parts[0], minutes: parts[1], seconds: parts[2])
        }
    }

    static func timeString(hours: Double, minutes: Double, seconds: Double) -> String {
        let h = Int(hours.isFinite ? max(0, min(hours, 99)) : 0)
        let m = Int(minutes.isFinite ? max(0, min(minutes, 99)) : 0)
        let s = seconds.isFinite ? max(0, min(seconds, 99)) : 0
        let whole = Int(s)
        let hundredths = Int(((s - Double(whole)) * 100).rounded())
        let base = String(format: "%02d:%02d:%02d", h, m, whole)
        return hundredths == 0 ? base : base + String(format: ".%02d", min(hundredths, 99))
    }
}
