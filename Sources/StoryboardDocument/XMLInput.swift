import Foundation

/// An XML file's bytes as a parser may be given them: UTF-8, with an XML declaration that names
/// no encoding the parser would switch to. libxml2 2.9.14 (Debian 12's, under Foundation's
/// `XMLParser`) crashes inside its encoding switch (`xmlSwitchToEncoding`) when a declaration
/// names an encoding iconv converts (Shift_JIS, UTF-7, EBCDIC, UCS-4, …) and the bytes after it
/// are not valid in it. So the encoding is decided here, before any byte reaches a parser:
/// UTF-8, with or without a byte order mark, is checked and passed on; UTF-16 with a byte order
/// mark is transcoded to UTF-8 here; US-ASCII is checked as such; everything else is refused
/// with its line and column. Lines and character columns are the same in what this returns as
/// in the file, so the parser's positions stay the file's.
///
/// - Complexity: one pass over the file (eight bytes at a time while it is ASCII); a UTF-16 file,
///   or a declaration naming US-ASCII or UTF-16, is copied once.
enum XMLInput {
    /// Why the bytes are refused, and where: a 1-based line and character column.
    struct Problem: Error, Hashable {
        let line: Int
        let column: Int
        let message: String
    }

    /// How a file begins, read as XML 1.0's appendix F reads the first four bytes.
    enum Signature: Equatable {
        case utf8(byteOrderMark: Bool)
        case utf16(bigEndian: Bool)
        /// Text in an encoding that is not read, described for the refusal.
        case unread(String)
    }

    static let readEncodings = "only UTF-8 and UTF-16 with a byte order mark are read"

    /// The file's bytes in UTF-8, ready for the parser, or why they are refused.
    static func utf8(_ data: Data) -> Result<Data, Problem> {
        data.withUnsafeBytes { bytes -> Result<Data, Problem> in
            switch signature(of: bytes) {
            case .unread(let encoding):
                return .failure(Problem(line: 1, column: 1, message: "the file is \(encoding); \(readEncodings)"))
            case .utf16(let bigEndian):
                switch transcodeUTF16(bytes, bigEndian: bigEndian) {
                case .failure(let problem): return .failure(problem)
                case .success(let transcoded):
                    return transcoded.withUnsafeBytes { utf8 in
                        checkDeclaration(utf8, at: 0, utf16: true).map { $0 ?? transcoded }
                    }
                }
            case .utf8(let byteOrderMark):
                // The declaration first: an encoding it names explains bytes that are not UTF-8.
                let start = byteOrderMark ? 3 : 0
                let checked = checkDeclaration(bytes, at: start, utf16: false)
                guard case .success(let rewritten) = checked else { return checked.map { $0 ?? data } }
                if let offset = firstInvalidUTF8(in: bytes, from: start) {
                    let shown = bytes[offset..<min(offset + 4, bytes.count)].map { hex($0) }.joined(separator: " ")
                    return .failure(
                        problem(
                            at: offset, in: bytes,
                            "bytes that are not UTF-8 (\(shown)); a file without a UTF-16 byte order mark is read as UTF-8"
                        ))
                }
                return .success(rewritten ?? data)
            }
        }
    }

    /// Whether `data` is markup by its first character: `<` after any byte order mark and white
    /// space, in UTF-8 or UTF-16. Every unread signature counts too (each is XML's `<?` or `<`
    /// in another encoding, or a UTF-32 byte order mark), so such a file is refused, not guessed.
    static func startsAsMarkup(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            switch signature(of: bytes) {
            case .unread: return true
            case .utf8(let byteOrderMark):
                var index = byteOrderMark ? 3 : 0
                while index < bytes.count, isSpace(UInt16(bytes[index])) { index += 1 }
                return index < bytes.count && bytes[index] == UInt8(ascii: "<")
            case .utf16(let bigEndian):
                var index = 2
                while index + 1 < bytes.count, isSpace(unit(bytes, at: index, bigEndian: bigEndian)) { index += 2 }
                return index + 1 < bytes.count && unit(bytes, at: index, bigEndian: bigEndian) == 0x3C
            }
        }
    }

    static func signature(of bytes: UnsafeRawBufferPointer) -> Signature {
        func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        if starts([0xEF, 0xBB, 0xBF]) { return .utf8(byteOrderMark: true) }
        if starts([0x00, 0x00, 0xFE, 0xFF]) || starts([0xFF, 0xFE, 0x00, 0x00]) || starts([0x00, 0x00, 0xFF, 0xFE])
            || starts([0xFE, 0xFF, 0x00, 0x00])
        {
            return .unread("UTF-32 (UCS-4), by its byte order mark")
        }
        if starts([0xFE, 0xFF]) { return .utf16(bigEndian: true) }
        if starts([0xFF, 0xFE]) { return .utf16(bigEndian: false) }
        if starts([0x00, 0x00, 0x00, 0x3C]) || starts([0x3C, 0x00, 0x00, 0x00]) || starts([0x00, 0x00, 0x3C, 0x00])
            || starts([0x00, 0x3C, 0x00, 0x00])
        {
            return .unread("UTF-32 (UCS-4) without a byte order mark")
        }
        if starts([0x00, 0x3C, 0x00, 0x3F]) || starts([0x3C, 0x00, 0x3F, 0x00]) {
            return .unread("UTF-16 without a byte order mark")
        }
        if starts([0x4C, 0x6F, 0xA7, 0x94]) { return .unread("EBCDIC ('<?xm' in EBCDIC)") }
        return .utf8(byteOrderMark: false)
    }

    /// Reads the declaration at `start` of UTF-8 `bytes` and checks the encoding it names
    /// against the one the bytes are in (UTF-16 when `utf16`, transcoded already). Returns nil
    /// when the bytes go to the parser as they are, or a copy with the `encoding="…"`
    /// pseudo-attribute turned into spaces when the name is one the parser must not act on.
    private static func checkDeclaration(
        _ bytes: UnsafeRawBufferPointer, at start: Int, utf16: Bool
    ) -> Result<Data?, Problem> {
        let declaration: XMLDeclaration?
        do {
            declaration = try XMLDeclaration.read(bytes, at: start)
        } catch {
            return .failure(problem(at: error.offset, in: bytes, error.message))
        }
        guard let encoding = declaration?.encoding else { return .success(nil) }
        let name = encoding.name.uppercased()
        func refuse(_ message: String) -> Result<Data?, Problem> {
            .failure(problem(at: encoding.attribute.lowerBound, in: bytes, message))
        }
        func blanked() -> Result<Data?, Problem> {
            var copy = Data(bytes)
            copy.replaceSubrange(
                encoding.attribute, with: repeatElement(UInt8(ascii: " "), count: encoding.attribute.count))
            return .success(copy)
        }
        let utf16Names = ["UTF-16", "UTF16", "UTF-16BE", "UTF-16LE"]
        if utf16 {
            if utf16Names.contains(name) { return blanked() }
            return refuse(
                "the document declares encoding \"\(encoding.name)\" but begins with a UTF-16 byte order mark; \(readEncodings)"
            )
        }
        switch name {
        case "UTF-8", "UTF8":
            // libxml2 reads UTF-8 itself and switches nothing for this name.
            return .success(nil)
        case "US-ASCII", "ASCII":
            if let offset = bytes[start...].firstIndex(where: { $0 >= 0x80 }) {
                return .failure(
                    problem(
                        at: offset, in: bytes,
                        "the document declares encoding \"\(encoding.name)\" but has a byte that is not ASCII (\(hex(bytes[offset])))"
                    ))
            }
            return blanked()
        default:
            if utf16Names.contains(name) {
                return refuse(
                    "the document declares encoding \"\(encoding.name)\" but has no UTF-16 byte order mark, and its bytes read as UTF-8"
                )
            }
            return refuse("the document declares encoding \"\(encoding.name)\"; \(readEncodings)")
        }
    }

    /// UTF-16 after its byte order mark, as UTF-8 without one, or where it breaks: an unpaired
    /// surrogate or an odd last byte.
    private static func transcodeUTF16(_ bytes: UnsafeRawBufferPointer, bigEndian: Bool) -> Result<Data, Problem> {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 2
        var line = 1, column = 1
        while index < bytes.count {
            guard index + 1 < bytes.count else {
                return .failure(
                    Problem(line: line, column: column, message: "the file ends in the middle of a UTF-16 code unit"))
            }
            let first = unit(bytes, at: index, bigEndian: bigEndian)
            index += 2
            var scalar = Unicode.Scalar(first)
            if UTF16.isLeadSurrogate(first), index + 1 < bytes.count {
                let second = unit(bytes, at: index, bigEndian: bigEndian)
                if UTF16.isTrailSurrogate(second) {
                    scalar = Unicode.Scalar(0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00))
                    index += 2
                }
            }
            guard let scalar else {
                return .failure(
                    Problem(
                        line: line, column: column,
                        message: "a UTF-16 surrogate without its pair (0x\(String(first, radix: 16, uppercase: true)))")
                )
            }
            if scalar == "\n" {
                (line, column) = (line + 1, 1)
            } else {
                column += 1
            }
            UTF8.encode(scalar) { output.append($0) }
        }
        return .success(Data(output))
    }

    /// The offset of the first byte at or after `start` that does not begin a well-formed UTF-8
    /// sequence (no overlong forms, no surrogates, nothing past U+10FFFF), or nil.
    static func firstInvalidUTF8(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            while index + 8 <= bytes.count,
                bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < bytes.count else { return nil }
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[index...].makeIterator()
            guard case .valid(let sequence) = parser.parseScalar(from: &iterator) else { return index }
            index += sequence.count
        }
        return nil
    }

    private static func problem(at offset: Int, in bytes: UnsafeRawBufferPointer, _ message: String) -> Problem {
        let location = TagLocator(bytes: bytes).location(ofOffset: offset, file: "")
        return Problem(line: location.line, column: location.column, message: message)
    }

    private static func unit(_ bytes: UnsafeRawBufferPointer, at index: Int, bigEndian: Bool) -> UInt16 {
        let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        return UInt16(high) << 8 | UInt16(low)
    }

    private static func isSpace(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D }

    private static func hex(_ byte: UInt8) -> String {
        "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
}
