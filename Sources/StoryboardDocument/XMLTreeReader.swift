import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads XML into `XMLNode`s with Foundation's streaming `XMLParser`. The parser gets the bytes
/// only as `XMLInput` makes them (UTF-8, with no encoding named for libxml2 to switch to).
/// Entities are refused before parsing (no DOCTYPE is allowed, so neither internal expansion
/// nor external entities can happen), and the limits stop runaway input. The parser stops at its first error: in
/// recovery mode it would go on and hand over half-read elements.
struct XMLTreeReader {
    let file: String
    let limits: DecoderLimits

    func read(_ data: Data) -> (root: XMLNode?, diagnostics: [StoryboardDiagnostic]) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if data.count > limits.maximumFileSize {
            return (
                nil,
                [
                    StoryboardDiagnostic(
                        .error, start,
                        "the file is \(data.count) bytes; documents larger than \(limits.maximumFileSize) bytes are refused"
                    )
                ]
            )
        }
        let input: Data
        switch XMLInput.utf8(data) {
        case .success(let utf8): input = utf8
        case .failure(let problem):
            return (
                nil,
                [
                    StoryboardDiagnostic(
                        .error, SourceLocation(file: file, line: problem.line, column: problem.column), problem.message)
                ]
            )
        }
        let (builder, diagnostics) = input.withUnsafeBytes { bytes -> (XMLTree.Builder?, [StoryboardDiagnostic]) in
            let locator = TagLocator(bytes: bytes)
            if let problem = Self.prologProblem(in: bytes) {
                return (
                    nil,
                    [
                        StoryboardDiagnostic(
                            .error, locator.location(ofOffset: problem.offset, file: file), problem.message)
                    ]
                )
            }
            if let offset = Self.emptyProcessingInstruction(in: bytes) {
                return (
                    nil,
                    [
                        StoryboardDiagnostic(
                            .error, locator.location(ofOffset: offset, file: file),
                            "a processing instruction with nothing after its name ('<?name?>') is refused: Foundation's XML parser crashes on one"
                        )
                    ]
                )
            }
            let handler = TreeBuilder(ReadingState(file: file, limits: limits, locator: locator))
            let parser = XMLParser(data: input)
            parser.shouldResolveExternalEntities = false
            parser.shouldProcessNamespaces = false
            parser.delegate = handler
            // `parse()` returns true after some errors (an unclosed element at the end of the
            // file), so the handler's own record decides.
            let finished = parser.parse()
            let state = handler.state
            var diagnostics = state.diagnostics
            if !state.aborted, !finished || !state.hasRoot {
                let location = SourceLocation(
                    file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
                diagnostics.append(StoryboardDiagnostic(.error, location, "malformed XML: the parser stopped here"))
            }
            guard !state.aborted, state.hasRoot else { return (nil, diagnostics) }
            return (state.builder, diagnostics)
        }
        // The tree is frozen after the parser is gone, so its buffers and the tree's final
        // copies are not held at the same time.
        guard let builder else { return (nil, diagnostics) }
        return (XMLNode(tree: XMLTree(builder: builder), index: 0), diagnostics)
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
