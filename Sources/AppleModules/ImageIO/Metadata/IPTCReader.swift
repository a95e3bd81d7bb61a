import Foundation

/// IPTC IIM records from a JPEG's Photoshop APP13 segment (image resource 0x0404), read into
/// `{IPTC}` under Image I/O's keys; repeatable fields (keywords, bylines) as arrays.
enum IPTCReader {
    private static let datasets: [UInt8: (key: String, repeatable: Bool)] = [
        5: ("ObjectName", false), 25: ("Keywords", true), 80: ("By-line", true), 85: ("By-lineTitle", true),
        90: ("City", false), 101: ("Country/PrimaryLocationName", false), 105: ("Headline", false),
        110: ("Credit", false), 115: ("Source", false), 116: ("CopyrightNotice", false),
        120: ("Caption/Abstract", false),
    ]

    static func read(photoshop bytes: [UInt8]) -> [String: Any] {
        let cursor = ByteCursor(bytes)
        var at = 0
        while at + 12 <= cursor.count, cursor.matches(Array("8BIM".utf8), at: at) {
            guard let id = cursor.uint16(at + 4, littleEndian: false), let nameLength = cursor.byte(at + 6) else {
                break
            }
            var dataStart = at + 6 + 1 + Int(nameLength)
            if (1 + Int(nameLength)) % 2 == 1 { dataStart += 1 }
            guard let size = cursor.uint32(dataStart, littleEndian: false), size <= cursor.count - dataStart - 4 else {
                break
            }
            if id == 0x0404, let iim = cursor.slice(dataStart + 4, size) { return records(iim) }
            at = dataStart + 4 + size + (size % 2)
        }
        return [:]
    }

    /// A Photoshop image-resource block holding `{IPTC}` as IIM records (resource 0x0404);
    /// nil when the dictionary has nothing the table knows.
    static func photoshopBlock(_ iptc: [String: Any]) -> [UInt8]? {
        var iim: [UInt8] = [0x1C, 2, 0, 0, 2, 0, 4]  // record version 4
        for (dataset, entry) in datasets.sorted(by: { $0.key < $1.key }) {
            let values =
                entry.repeatable
                ? PropertyValue.strings(iptc[entry.key]) ?? []
                : PropertyValue.string(iptc[entry.key]).map { [$0] } ?? []
            for value in values {
                let bytes = Array(value.utf8.prefix(0x7FFF))
                iim += [0x1C, 2, dataset, UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)] + bytes
            }
        }
        guard iim.count > 7 else { return nil }
        var block: [UInt8] = Array("8BIM".utf8) + [0x04, 0x04, 0, 0]
        block += [
            UInt8(iim.count >> 24 & 0xFF), UInt8(iim.count >> 16 & 0xFF), UInt8(iim.count >> 8 & 0xFF),
            UInt8(iim.count & 0xFF),
        ]
        block += iim
        if iim.count % 2 == 1 { block.append(0) }
        return block
    }

    static func records(_ bytes: [UInt8]) -> [String: Any] {
        let cursor = ByteCursor(bytes)
        var single: [String: String] = [:]
        var lists: [String: [String]] = [:]
        var at = 0
        while at + 5 <= cursor.count, cursor.byte(at) == 0x1C {
            guard let record = cursor.byte(at + 1), let dataset = cursor.byte(at + 2),
                let length = cursor.uint16(at + 3, littleEndian: false), length & 0x8000 == 0,
                let value = cursor.slice(at + 5, length)
            else { break }
            if record == 2, let known = datasets[dataset] {
                let text = String(decoding: value, as: UTF8.self)
                if known.repeatable { lists[known.key, default: []].append(text) } else { single[known.key] = text }
            }
            at += 5 + length
        }
        var out: [String: Any] = single
        for (key, values) in lists { out[key] = values }
        return out
    }
}

/// The description of an ICC profile ('desc' tag, in `desc` or `mluc` form): what
/// `kCGImagePropertyProfileName` reports.
enum ICCProfile {
    static func name(_ bytes: [UInt8]) -> String? {
        let cursor = ByteCursor(bytes)
        guard let count = cursor.uint32(128, littleEndian: false), count < 1000 else { return nil }
        for index in 0..<count {
            let entry = 132 + index * 12
            guard cursor.matches(Array("desc".utf8), at: entry),
                let offset = cursor.uint32(entry + 4, littleEndian: false)
            else { continue }
            if cursor.matches(Array("desc".utf8), at: offset) {
                guard let length = cursor.uint32(offset + 8, littleEndian: false), length > 0,
                    let text = cursor.slice(offset + 12, min(length, 1024))
                else { return nil }
                return String(decoding: text.prefix { $0 != 0 }, as: UTF8.self)
            }
            if cursor.matches(Array("mluc".utf8), at: offset) {
                guard let records = cursor.uint32(offset + 8, littleEndian: false), records > 0,
                    let length = cursor.uint32(offset + 20, littleEndian: false),
                    let start = cursor.uint32(offset + 24, littleEndian: false),
                    let text = cursor.slice(offset + start, min(length, 2048))
                else { return nil }
                var units: [UInt16] = []
                for at in stride(from: 0, to: text.count - 1, by: 2) {
                    let high = UInt16(text[at]), low = UInt16(text[at + 1])
                    units.append(high << 8 | low)
                }
                return String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
            }
        }
        return nil
    }
}
