import Foundation

/// Builds the TIFF structure an Exif block holds from `{TIFF}`, `{Exif}` and `{GPS}`
/// dictionaries (and the top-level orientation), little-endian. Keys the table does not know
/// and values of the wrong kind are left out, as Image I/O leaves them out.
enum TIFFMetadataWriter {
    private struct Field {
        let tag: UInt16
        let type: Int
        let count: Int
        let data: [UInt8]
    }

    static func build(tiff: [String: Any], exif: [String: Any], gps: [String: Any]) -> [UInt8]? {
        var ifd0 = fields(tiff, ExifTag.tiff)
        let exifFields = fields(exif, ExifTag.exif)
        let gpsFields = fields(gps, ExifTag.gps)
        guard !ifd0.isEmpty || !exifFields.isEmpty || !gpsFields.isEmpty else { return nil }
        // Pointers are LONGs whose values depend on the sizes before them; sizes do not
        // depend on the values, so lay out with zeros, then fill them in.
        if !exifFields.isEmpty { ifd0.append(Field(tag: ExifTag.exifPointer, type: 4, count: 1, data: [0, 0, 0, 0])) }
        if !gpsFields.isEmpty { ifd0.append(Field(tag: ExifTag.gpsPointer, type: 4, count: 1, data: [0, 0, 0, 0])) }
        let ifd0Offset = 8
        let exifOffset = ifd0Offset + size(of: ifd0)
        let gpsOffset = exifOffset + (exifFields.isEmpty ? 0 : size(of: exifFields))
        ifd0 = ifd0.map { field in
            switch field.tag {
            case ExifTag.exifPointer: return Field(tag: field.tag, type: 4, count: 1, data: le32(exifOffset))
            case ExifTag.gpsPointer: return Field(tag: field.tag, type: 4, count: 1, data: le32(gpsOffset))
            default: return field
            }
        }
        var out: [UInt8] = [0x49, 0x49, 0x2A, 0x00] + le32(ifd0Offset)
        out += encode(ifd0, at: ifd0Offset)
        if !exifFields.isEmpty { out += encode(exifFields, at: exifOffset) }
        if !gpsFields.isEmpty { out += encode(gpsFields, at: gpsOffset) }
        return out
    }

    private static func size(of fields: [Field]) -> Int {
        2 + fields.count * 12 + 4 + fields.reduce(0) { $0 + ($1.data.count > 4 ? ($1.data.count + 1) & ~1 : 0) }
    }

    private static func encode(_ unsorted: [Field], at offset: Int) -> [UInt8] {
        let fields = unsorted.sorted { $0.tag < $1.tag }
        var writer = ByteWriter(littleEndian: true)
        var extra: [UInt8] = []
        let extraStart = offset + 2 + fields.count * 12 + 4
        writer.u16(fields.count)
        for field in fields {
            writer.u16(Int(field.tag))
            writer.u16(field.type)
            writer.u32(field.count)
            if field.data.count <= 4 {
                writer.bytes += field.data + [UInt8](repeating: 0, count: 4 - field.data.count)
            } else {
                writer.u32(extraStart + extra.count)
                extra += field.data
                if extra.count % 2 == 1 { extra.append(0) }
            }
        }
        writer.u32(0)
        return writer.bytes + extra
    }

    private static func le32(_ value: Int) -> [UInt8] {
        var w = ByteWriter(littleEndian: true)
        w.u32(value)
        return w.bytes
    }

    private static func fields(_ values: [String: Any], _ table: [ExifTag]) -> [Field] {
        table.compactMap { tag in
            guard let value = values[tag.key], !PropertyValue.isNull(value) else { return nil }
            return field(tag, value)
        }
    }

    private static func field(_ tag: ExifTag, _ value: Any) -> Field? {
        var w = ByteWriter(littleEndian: true)
        switch tag.kind {
        case .ascii:
            guard let text = PropertyValue.string(value) ?? PropertyValue.number(value).map({ String($0) }) else {
                return nil
            }
            let bytes = Array(text.utf8) + [0]
            return Field(tag: tag.tag, type: 2, count: bytes.count, data: bytes)
        case .short:
            guard let n = PropertyValue.number(value), let v = integer(n, max: 0xFFFF) else { return nil }
            w.u16(v)
            return Field(tag: tag.tag, type: 3, count: 1, data: w.bytes)
        case .long:
            guard let n = PropertyValue.number(value), let v = integer(n, max: 0xFFFF_FFFF) else { return nil }
            w.u32(v)
            return Field(tag: tag.tag, type: 4, count: 1, data: w.bytes)
        case .byte, .undefinedByte:
            guard let n = PropertyValue.number(value), let v = integer(n, max: 0xFF) else { return nil }
            return Field(tag: tag.tag, type: tag.kind == .byte ? 1 : 7, count: 1, data: [UInt8(v)])
        case .shorts:
            guard let numbers = PropertyValue.numbers(value), !numbers.isEmpty else { return nil }
            let values = numbers.compactMap { integer($0, max: 0xFFFF) }
            guard values.count == numbers.count else { return nil }
            values.forEach { w.u16($0) }
            return Field(tag: tag.tag, type: 3, count: values.count, data: w.bytes)
        case .bytes, .undefinedBytes:
            guard let numbers = PropertyValue.numbers(value), !numbers.isEmpty else { return nil }
            let values = numbers.compactMap { integer($0, max: 0xFF) }
            guard values.count == numbers.count else { return nil }
            return Field(
                tag: tag.tag, type: tag.kind == .bytes ? 1 : 7, count: values.count, data: values.map { UInt8($0) })
        case .rational, .srational:
            guard let n = PropertyValue.number(value), n.isFinite else { return nil }
            let signed = tag.kind == .srational
            guard signed || n >= 0 else { return nil }
            appendRational(n, signed: signed, to: &w)
            return Field(tag: tag.tag, type: signed ? 10 : 5, count: 1, data: w.bytes)
        case .rationals:
            guard let numbers = PropertyValue.numbers(value), !numbers.isEmpty,
                numbers.allSatisfy({ $0.isFinite && $0 >= 0 })
            else { return nil }
            numbers.forEach { appendRational($0, signed: false, to: &w) }
            return Field(tag: tag.tag, type: 5, count: numbers.count, data: w.bytes)
        case .version:
            let digits: [Int]
            if let numbers = PropertyValue.numbers(value) {
                digits = numbers.compactMap { integer($0, max: 9) }
            } else if let text = PropertyValue.string(value) {
                digits = text.compactMap { $0.wholeNumberValue }
            } else {
                return nil
            }
            guard !digits.isEmpty, digits.count <= 4 else { return nil }
            let padded = [Int](repeating: 0, count: 4 - digits.count) + digits
            return Field(tag: tag.tag, type: 7, count: 4, data: padded.map { UInt8(0x30 + $0) })
        case .userComment:
            guard let text = PropertyValue.string(value) else { return nil }
            let bytes = Array("ASCII".utf8) + [0, 0, 0] + Array(text.utf8)
            return Field(tag: tag.tag, type: 7, count: bytes.count, data: bytes)
        case .coordinate:
            guard let n = PropertyValue.number(value), n.isFinite, abs(n) <= 360 else { return nil }
            let degrees = abs(n)
            let whole = degrees.rounded(.down)
            let minutesAll = (degrees - whole) * 60
            let minutes = minutesAll.rounded(.down)
            let seconds = (minutesAll - minutes) * 60
            appendRational(whole, signed: false, to: &w, denominator: 1)
            appendRational(minutes, signed: false, to: &w, denominator: 1)
            appendRational(seconds, signed: false, to: &w, denominator: 10_000)
            return Field(tag: tag.tag, type: 5, count: 3, data: w.bytes)
        case .time:
            let parts: [Double]
            if let text = PropertyValue.string(value) {
                parts = text.split(separator: ":").compactMap { Double($0) }
            } else if let numbers = PropertyValue.numbers(value) {
                parts = numbers
            } else {
                return nil
            }
            guard parts.count == 3, parts.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 100 }) else { return nil }
            appendRational(parts[0], signed: false, to: &w, denominator: 1)
            appendRational(parts[1], signed: false, to: &w, denominator: 1)
            appendRational(parts[2], signed: false, to: &w, denominator: 100)
            return Field(tag: tag.tag, type: 5, count: 3, data: w.bytes)
        }
    }

    private static func integer(_ n: Double, max: Int) -> Int? {
        guard n.isFinite, n >= 0, n <= Double(max) else { return nil }
        return Int(n.rounded())
    }

    /// A rational close to `value`: exact for whole numbers and reciprocals (1/250 s), else
    /// the best fraction with a denominator up to 1,000,000 (continued fractions).
    private static func appendRational(
        _ value: Double, signed: Bool, to w: inout ByteWriter, denominator fixed: Int? = nil
    ) {
        let limit = signed ? 0x7FFF_FFFF : 0xFFFF_FFFF
        var numerator: Int, denominator: Int
        if let fixed {
            numerator = Int((value * Double(fixed)).rounded())
            denominator = fixed
        } else {
            (numerator, denominator) = fraction(value, maxDenominator: 1_000_000)
        }
        while abs(numerator) > limit, denominator > 1 {
            numerator /= 2
            denominator /= 2
        }
        numerator = min(max(numerator, -limit), limit)
        w.u32(numerator & 0xFFFF_FFFF)
        w.u32(denominator)
    }

    static func fraction(_ value: Double, maxDenominator: Int) -> (Int, Int) {
        guard value.isFinite else { return (0, 1) }
        // Beyond what 32 bits hold: the largest value of the sign.
        guard abs(value) < 4e9 else { return (value < 0 ? -0x7FFF_FFFF : 0xFFFF_FFFF, 1) }
        if value == value.rounded() { return (Int(value), 1) }
        let negative = value < 0
        var x = abs(value)
        var (h0, h1, k0, k1) = (0, 1, 1, 0)
        for _ in 0..<32 {
            let a = x.rounded(.down)
            guard a < 4e9 else { break }
            let ai = Int(a)
            let h2 = ai * h1 + h0, k2 = ai * k1 + k0
            if k2 > maxDenominator { break }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let rest = x - a
            if rest < 1e-12 { break }
            x = 1 / rest
        }
        guard k1 > 0 else { return (Int(abs(value).rounded()) * (negative ? -1 : 1), 1) }
        return (negative ? -h1 : h1, k1)
    }
}
