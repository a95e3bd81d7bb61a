/// An XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`) read by XML 1.0's grammar
/// (§2.8, §4.3.3) and nothing looser: a version, then optionally an encoding and a standalone
/// flag, in that order, then `?>`. libxml2 reads on past a broken declaration (no `?>`, no space
/// before `encoding`, a bad version) and still switches to the encoding it names, so a
/// declaration this cannot read whole is refused rather than handed over. One pass over the
/// declaration's bytes.
struct XMLDeclaration {
    /// Why the declaration cannot be read, and the byte offset where reading stopped.
    struct Malformed: Error {
        let offset: Int
        let message: String
    }

    /// The encoding the declaration names, as written, and the byte range of its whole
    /// `encoding="…"` pseudo-attribute (so it can be blanked out).
    struct Encoding {
        let name: String
        let attribute: Range<Int>
    }

    /// The byte offset just past `?>`.
    let end: Int
    let encoding: Encoding?

    /// The declaration at `start`, or nil when the bytes there do not begin one: as for
    /// libxml2, a declaration is `<?xml` and a space at the very start of the document, and
    /// anything else is text or an ordinary processing instruction.
    static func read(_ bytes: UnsafeRawBufferPointer, at start: Int) throws(Malformed) -> XMLDeclaration? {
        let opening = "<?xml".utf8
        guard bytes[start...].starts(with: opening), start + opening.count < bytes.count,
            isSpace(bytes[start + opening.count])
        else { return nil }
        var index = start + opening.count
        @discardableResult
        func skipSpace() -> Bool {
            let before = index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            return index > before
        }
        func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
        func malformed(_ message: String) -> Malformed {
            Malformed(
                offset: index,
                message: index == bytes.count
                    ? "malformed XML declaration: the file ends inside it"
                    : "malformed XML declaration: \(message)")
        }
        /// `name`, `=` with optional spaces around it, and a quoted value whose bytes all satisfy
        /// `isAllowed` (`allowed` says which they are): reads past the closing quote and returns
        /// the value.
        func pseudoAttribute(
            _ name: String, _ allowed: String, _ isAllowed: (UInt8) -> Bool
        ) throws(Malformed) -> String {
            index += name.utf8.count
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw malformed("'=' is expected after '\(name)'")
            }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw malformed("the value of '\(name)' must be in quotes")
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote {
                guard isAllowed(bytes[index]) else {
                    throw malformed("the value of '\(name)' can hold only \(allowed)")
                }
                index += 1
            }
            guard index < bytes.count else { throw malformed("the value of '\(name)' is not closed") }
            let value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            index += 1
            return value
        }

        skipSpace()
        guard starts(with: "version") else { throw malformed("it must begin with the version: <?xml version=\"1.0\"") }
        let versionStart = index
        let version = try pseudoAttribute("version", "digits and '.'") { isDigit($0) || $0 == UInt8(ascii: ".") }
        guard version.hasPrefix("1."), version.utf8.count > 2, !version.dropFirst(2).contains(".") else {
            index = versionStart
            throw malformed("the version is \"\(version)\"; XML's versions are 1.0 and 1.1")
        }
        var spaced = skipSpace()
        var encoding: Encoding?
        if starts(with: "encoding") {
            guard spaced else { throw malformed("a space is needed before 'encoding'") }
            let attributeStart = index
            let nameStart = index
            let name = try pseudoAttribute("encoding", "letters, digits, '.', '-' and '_'") {
                isLetter($0) || isDigit($0) || ".-_".utf8.contains($0)
            }
            guard let first = name.utf8.first, isLetter(first) else {
                index = nameStart
                throw malformed("the encoding name \"\(name)\" does not begin with a letter")
            }
            encoding = Encoding(name: name, attribute: attributeStart..<index)
            spaced = skipSpace()
        }
        if starts(with: "standalone") {
            guard spaced else { throw malformed("a space is needed before 'standalone'") }
            let valueStart = index
            let standalone = try pseudoAttribute("standalone", "letters", isLetter)
            guard standalone == "yes" || standalone == "no" else {
                index = valueStart
                throw malformed("standalone is \"\(standalone)\"; it can be \"yes\" or \"no\"")
            }
            skipSpace()
        }
        guard starts(with: "?>") else {
            throw malformed(
                "'?>' is expected here: a declaration holds version, encoding and standalone, in that order")
        }
        return XMLDeclaration(end: index + 2, encoding: encoding)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
}
