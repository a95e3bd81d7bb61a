#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads start tags straight from the file's bytes, in step with the parser: where each one
/// begins (line and character column), its name and its attributes in file order. The parser
/// has already checked the syntax by the time it reports an element, so this scan only has to
/// find things; what it finds is compared with the parser's report, and on any disagreement
/// the reader uses the parser's own values instead.
struct StartTagScanner {
    /// Byte ranges of one attribute. `isVerbatim` is false when the value holds a reference
    /// (`&amp;`) or a tab or line break, which XML rewrites; the parser's value is used then.
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
        var isVerbatim: Bool
    }

    let bytes: UnsafeRawBufferPointer
    private let isASCII: Bool
    /// Everything before `cursor` has been read; `line` is its line, starting at `lineStart`.
    private(set) var cursor = 0
    private var line = 1
    private var lineStart = 0
    /// The first byte of a multi-byte character at or after `asciiScanStart`, once looked for.
    private var asciiScanStart = 0
    private var nextNonASCII = -1

    /// The last tag found.
    private(set) var tagLine = 1
    private(set) var tagColumn = 1
    private(set) var tagStart = 0
    private(set) var name: Range<Int> = 0..<0
    private(set) var attributes: [Attribute] = []

    init(bytes: UnsafeRawBufferPointer, isASCII: Bool) {
        self.bytes = bytes
        self.isASCII = isASCII
    }

    // The parts of a tag are a few bytes long, so plain loops beat `memchr` here; only
    // comments and the like, which can be long, use it.
    private func byte(_ offset: Int) -> UInt8 { bytes[offset] }

    private func find(_ text: StaticString, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var position = start
        let first = Int32(text.utf8Start.pointee)
        while position < bytes.count, let found = memchr(base + position, first, bytes.count - position) {
            let candidate = base.distance(to: UnsafeRawPointer(found))
            if candidate + text.utf8CodeUnitCount <= bytes.count,
                memcmp(base + candidate, text.utf8Start, text.utf8CodeUnitCount) == 0
            {
                return candidate
            }
            position = candidate + 1
        }
        return nil
    }

    /// Counts the line breaks in `range` (for constructs skipped whole).
    private mutating func countLines(in range: Range<Int>) {
        for position in range where byte(position) == 0x0A {
            line += 1
            lineStart = position + 1
        }
    }

    /// Moves the cursor to `offset`, counting the lines it passes.
    private mutating func advance(to offset: Int) {
        if offset > cursor { countLines(in: cursor..<offset) }
        cursor = max(cursor, offset)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    // Eight bytes at a time: each mask has the high bit set in every byte that is wanted, with
    // no byte carrying into the next, so the first wanted byte is the lowest set bit.
    private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    private static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

    /// Bytes of `word` equal to the byte `pattern` repeats.
    private static func equal(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let difference = word ^ pattern
        return ~(((difference & low7) &+ low7) | difference) & ~low7
    }

    /// Bytes below 0x20 (tab, line feed, carriage return and the controls XML forbids).
    private static func control(_ word: UInt64) -> UInt64 {
        ~(((word & low7) &+ 0x6060_6060_6060_6060) | word) & ~low7
    }

    /// The first byte at or after `position` that `stops` marks, eight at a time while eight
    /// remain; the byte loop after it decides what the byte is.
    private func skip(from position: Int, until stops: (UInt64) -> UInt64) -> Int {
        var position = position
        while position + 8 <= bytes.count {
            let found = stops(bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            if found != 0 { return position + found.trailingZeroBitCount / 8 }
            position += 8
        }
        return position
    }

    /// Finds the next start tag after the cursor, skipping text, end tags, comments, CDATA
    /// sections and processing instructions, in one pass that counts lines as it goes. False
    /// if there is none the scan can read.
    mutating func scanNextStartTag() -> Bool {
        let count = bytes.count
        var position = cursor
        while true {
            // Indentation is most of the bytes between tags: skip it eight at a time.
            while position < count {
                if position + 8 <= count,
                    bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    position += 8
                    continue
                }
                let current = byte(position)
                if current == UInt8(ascii: "<") { break }
                if current == 0x0A {
                    line += 1
                    lineStart = position + 1
                }
                position += 1
            }
            cursor = position
            guard position + 1 < count else { return false }
            let skipTo: Int?
            switch byte(position + 1) {
            case UInt8(ascii: "/"):
                var end = position + 2
                while end < count, byte(end) != UInt8(ascii: ">") { end += 1 }
                skipTo = end < count ? end + 1 : nil
            case UInt8(ascii: "?"): skipTo = find("?>", from: position).map { $0 + 2 }
            case UInt8(ascii: "!"):
                if bytes[position...].starts(with: "<!--".utf8) {
                    skipTo = find("-->", from: position + 4).map { $0 + 3 }
                } else if bytes[position...].starts(with: "<![CDATA[".utf8) {
                    skipTo = find("]]>", from: position).map { $0 + 3 }
                } else {
                    skipTo = nil
                }
            default:
                return readStartTag(at: position)
            }
            guard let skipTo else { return false }
            advance(to: skipTo)
            position = skipTo
        }
    }

    /// Reads the tag at `open` (the cursor is there), leaving the cursor after its `>`.
    private mutating func readStartTag(at open: Int) -> Bool {
        tagStart = open
        tagLine = line
        tagColumn = open - lineStart + 1
        if !isASCII, firstNonASCII(atOrAfter: lineStart) < open {
            tagColumn = 1
            for index in lineStart..<open where byte(index) & 0xC0 != 0x80 { tagColumn += 1 }
        }
        let count = bytes.count
        var position = open + 1
        while position < count {
            let current = byte(position)
            if Self.isSpace(current) || current == UInt8(ascii: "/") || current == UInt8(ascii: ">") { break }
            position += 1
        }
        name = open + 1..<position
        attributes.removeAll(keepingCapacity: true)
        /// Skips white space, counting line breaks (a tag may span lines).
        func skipSpace() {
            while position < count {
                let current = byte(position)
                if current == 0x0A {
                    line += 1
                    lineStart = position + 1
                } else if current != 0x20 && current != 0x09 && current != 0x0D {
                    return
                }
                position += 1
            }
        }
        while true {
            skipSpace()
            guard position < count else { return false }
            let current = byte(position)
            if current == UInt8(ascii: ">") || current == UInt8(ascii: "/") {
                while position < count, byte(position) != UInt8(ascii: ">") { position += 1 }
                guard position < count else { return false }
                cursor = position + 1
                return true
            }
            let nameStart = position
            position = skip(from: position) {
                Self.equal($0, 0x3D3D_3D3D_3D3D_3D3D) | Self.equal($0, 0x2020_2020_2020_2020) | Self.control($0)
            }
            while position < count, byte(position) != UInt8(ascii: "="), !Self.isSpace(byte(position)) { position += 1 }
            let nameEnd = position
            skipSpace()
            guard position < count, byte(position) == UInt8(ascii: "=") else { return false }
            position += 1
            skipSpace()
            guard position < count else { return false }
            let quote = byte(position)
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
            position += 1
            let valueStart = position
            // References and tabs or line breaks (all below 0x20) are rewritten by XML.
            var isVerbatim = true
            let quoteBytes = Self.repeated(quote)
            position = skip(from: position) {
                Self.equal($0, quoteBytes) | Self.equal($0, 0x2626_2626_2626_2626) | Self.control($0)
            }
            while position < count {
                let current = byte(position)
                if current == quote { break }
                if current == UInt8(ascii: "&") || current < 0x20 {
                    isVerbatim = false
                    if current == 0x0A {
                        line += 1
                        lineStart = position + 1
                    }
                }
                position += 1
            }
            guard position < count else { return false }
            attributes.append(
                Attribute(name: nameStart..<nameEnd, value: valueStart..<position, isVerbatim: isVerbatim))
            position += 1
        }
    }

    /// Where the next multi-byte character at or after `offset` begins (the end of the file if
    /// none does). Queries move forward, so the file is scanned about once.
    private mutating func firstNonASCII(atOrAfter offset: Int) -> Int {
        if asciiScanStart <= offset, nextNonASCII >= offset { return nextNonASCII }
        var index = offset
        while index + 8 <= bytes.count,
            bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
            index += 8
        }
        while index < bytes.count, byte(index) < 0x80 { index += 1 }
        (asciiScanStart, nextNonASCII) = (offset, index)
        return index
    }

    /// Puts the cursor after a tag found some other way, so the scan goes on from there.
    mutating func resume(after offset: Int) {
        if offset < cursor { (cursor, line, lineStart) = (0, 1, 0) }
        advance(to: min(offset, bytes.count))
    }

    func slice(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[range])
    }
}
