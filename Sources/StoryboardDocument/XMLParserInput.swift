import Foundation

/// The one way bytes reach Foundation's `XMLParser` (libxml2) in OpenUIKit: storyboards and
/// xibs (`XMLTreeReader`), and Core Data models, read at launch and by `openuikit port`. Three
/// checks come first, each for a way libxml2 2.9.14 or swift-corelibs-foundation's parser was
/// seen to crash on untrusted input: the encoding (`XMLInput`: UTF-8 passes, UTF-16 with a byte
/// order mark is transcoded, anything else is refused, so libxml2 never switches encoding), the
/// prolog (no DOCTYPE, so no entity is ever declared or expanded), and processing instructions
/// with nothing after their name.
///
/// - Complexity: two passes over the file's bytes, plus one copy when it is transcoded.
public enum XMLParserInput {
    /// Why a file is refused before any parser sees it, and where: a 1-based line and
    /// character column of the file as given.
    public struct Refusal: Error, Hashable, CustomStringConvertible {
        /// The 1-based line of the refused bytes.
        public let line: Int
        /// The 1-based character column of the refused bytes.
        public let column: Int
        /// What is refused and why, as a sentence fragment.
        public let message: String

        /// `line L, column C: message`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// `data` as the parser may be given it (UTF-8, with no encoding named for libxml2 to switch
    /// to), or why it is refused.
    public static func checked(_ data: Data) -> Result<Data, Refusal> {
        let utf8: Data
        switch XMLInput.utf8(data) {
        case .success(let converted): utf8 = converted
        case .failure(let problem):
            return .failure(Refusal(line: problem.line, column: problem.column, message: problem.message))
        }
        let refusal = utf8.withUnsafeBytes { bytes -> Refusal? in
            let problem: (offset: Int, message: String)? =
                prologProblem(in: bytes)
                ?? emptyProcessingInstruction(in: bytes).map {
                    (
                        $0,
                        "a processing instruction with nothing after its name ('<?name?>') is refused: Foundation's XML parser crashes on one"
                    )
                }
            guard let problem else { return nil }
            let location = TagLocator(bytes: bytes).location(ofOffset: problem.offset, file: "")
            return Refusal(line: location.line, column: location.column, message: problem.message)
        }
        if let refusal { return .failure(refusal) }
        return .success(utf8)
    }

    /// What is wrong before the root element, as a byte offset and a message. Interface Builder
    /// writes an XML declaration and then the root. A DOCTYPE is the only place entities can be
    /// declared, so refusing one turns entity expansion and external entities off. Comments and
    /// processing instructions are skipped whole (a `<` inside a comment does not end the
    /// prolog). The bytes are UTF-8 by now (`XMLInput`), so this scan reads what the parser
    /// will read.
    static func prologProblem(in bytes: UnsafeRawBufferPointer) -> (offset: Int, message: String)? {
        if let base = bytes.baseAddress, let nul = memchr(base, 0, bytes.count) {
            return (
                base.distance(to: UnsafeRawPointer(nul)),
                "the file contains a NUL byte, which XML does not allow (UTF-16 or UTF-32 text without a byte order mark has them)"
            )
        }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
        func find(_ text: String, from start: Int) -> Int? { Self.find(text, in: bytes, from: start) }
        skipSpace()
        if index == bytes.count { return (0, "the file is empty") }
        if bytes[index] != UInt8(ascii: "<") {
            return (index, "the file does not begin with '<', so it is not an XML document in UTF-8")
        }
        while true {
            skipSpace()
            // Text before the root, or the root itself: the parser takes it from here.
            guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
            if starts(with: "<?") {
                guard let end = find("?>", from: index + 2) else { return nil }
                index = end + 2
            } else if starts(with: "<!--") {
                guard let end = find("-->", from: index + 4) else { return nil }
                index = end + 3
            } else if starts(with: "<!") {
                return (
                    index,
                    "DOCTYPE and entity declarations are not allowed: entity expansion and external entities are off"
                )
            } else {
                return nil
            }
        }
    }

    /// Where the file has a processing instruction with nothing after its target (`<?name?>`),
    /// if it has one. libxml2 hands such an instruction's data over as a null pointer, which
    /// swift-corelibs-foundation's `XMLParser` reads as a C string before any delegate is asked,
    /// and the process crashes (found by `make fuzz`). Interface Builder writes none; the ones
    /// inside comments and CDATA sections are text, and are passed over.
    static func emptyProcessingInstruction(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index) {
            index = base.distance(to: UnsafeRawPointer(found))
            let rest = bytes[index...]
            if rest.starts(with: "<!--".utf8) {
                index = find("-->", in: bytes, from: index + 4).map { $0 + 3 } ?? bytes.count
            } else if rest.starts(with: "<![CDATA[".utf8) {
                index = find("]]>", in: bytes, from: index + 9).map { $0 + 3 } ?? bytes.count
            } else if rest.starts(with: "<?".utf8) {
                var end = index + 2
                while end < bytes.count,
                    ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?"), UInt8(ascii: ">")].contains(bytes[end])
                { end += 1 }
                if end > index + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"),
                    bytes[end + 1] == UInt8(ascii: ">")
                {
                    return index
                }
                index += 2
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The first position at or after `start` where `text` begins.
    private static func find(_ text: String, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var position = start
        while position + pattern.count <= bytes.count {
            if bytes[position..<position + pattern.count].elementsEqual(pattern) { return position }
            position += 1
        }
        return nil
    }
}
