#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the parser's positions into where elements start. The parser reports the line and
/// character column just after a start tag; the element starts at the `<` before that (`<`
/// cannot appear inside a tag). Elements arrive in file order, so the start of the current
/// line is found by moving a cursor forward, and the whole file is read about once.
struct TagLocator {
    let bytes: UnsafeRawBufferPointer
    let census: ByteCensus
    /// The line the cursor is on and the byte offset where it starts.
    private var cursorLine = 1
    private var cursorStart = 0
    /// The first byte of a multi-byte character at or after `asciiScanStart`, once looked for.
    private var asciiScanStart = 0
    private var nextNonASCII = -1

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        census = ByteCensus(bytes)
    }

    /// Where the next multi-byte character at or after `offset` begins (the end of the file if
    /// none does). Queries move forward, so the file is scanned about once.
    private mutating func firstNonASCII(atOrAfter offset: Int) -> Int {
        if census.isASCII { return bytes.count }
        if asciiScanStart <= offset, nextNonASCII >= offset { return nextNonASCII }
        var index = offset
        while index < bytes.count, byte(index) < 0x80 { index += 1 }
        (asciiScanStart, nextNonASCII) = (offset, index)
        return index
    }

    private func byte(_ offset: Int) -> UInt8 { bytes[offset] }
    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The byte offset where 1-based `line` starts (the end of the file past the last line).
    mutating func lineStart(_ line: Int) -> Int {
        if line < cursorLine { (cursorLine, cursorStart) = (1, 0) }
        guard let base = bytes.baseAddress else { return 0 }
        while cursorLine < line {
            guard cursorStart < bytes.count,
                let newline = memchr(base + cursorStart, 0x0A, bytes.count - cursorStart)
            else { return bytes.count }
            cursorStart = base.distance(to: UnsafeRawPointer(newline)) + 1
            cursorLine += 1
        }
        return cursorStart
    }

    /// The byte offset of a 1-based line and character column, and whether everything from
    /// the line's start to there is one byte per character.
    mutating func offset(line: Int, column: Int) -> (offset: Int, isASCII: Bool) {
        let start = lineStart(max(line, 1))
        let end = min(bytes.count, start + max(column - 1, 0))
        if firstNonASCII(atOrAfter: start) >= end { return (end, true) }
        var offset = start, characters = 0
        while characters < column - 1, offset < bytes.count {
            offset += 1
            while offset < bytes.count, Self.isContinuation(byte(offset)) { offset += 1 }
            characters += 1
        }
        return (offset, false)
    }

    /// Where the tag that ends at a parser position starts: its location and byte offset.
    mutating func tagStart(line: Int, column: Int, file: String) -> (location: SourceLocation, offset: Int) {
        position(of: UInt8(ascii: "<"), before: line, column, file: file)
    }

    /// The nearest `marker` at or before a parser position.
    mutating func position(
        of marker: UInt8, before line: Int, _ column: Int, file: String
    ) -> (location: SourceLocation, offset: Int) {
        let (position, isASCII) = offset(line: line, column: column)
        let start = lineStart(max(line, 1))
        var found = position < bytes.count ? position : position - 1
        while found >= start, byte(found) != marker { found -= 1 }
        if found >= start {
            // On the same line: the column is the characters before it, plus one.
            let offset = found
            var characters = offset - start
            if !isASCII {
                characters = 0
                for index in start..<offset where !Self.isContinuation(byte(index)) { characters += 1 }
            }
            return (SourceLocation(file: file, line: max(line, 1), column: characters + 1), offset)
        }
        // A tag over several lines: search back from the line's start.
        var offset = min(start, bytes.count)
        while offset > 0, offset >= bytes.count || byte(offset) != marker { offset -= 1 }
        return (location(ofOffset: offset, file: file), offset)
    }

    /// The location of a byte offset, counted from the start of the file (for the rare cases
    /// off the forward path: errors and tags over several lines).
    func location(ofOffset offset: Int, file: String) -> SourceLocation {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where byte(index) == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var characters = 0
        for index in lineStart..<min(offset, bytes.count) where !Self.isContinuation(byte(index)) { characters += 1 }
        return SourceLocation(file: file, line: line, column: characters + 1)
    }

    /// The XML name that starts at `offset` (for the end tag the parser complains about).
    func name(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, !" \t\r\n/>".utf8.contains(byte(end)) { end += 1 }
        return String(decoding: bytes[min(offset, end)..<end], as: UTF8.self)
    }
}
