import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML into `XMLNode`s with Foundation's streaming `XMLParser`. Entities are refused
/// before parsing (no DOCTYPE is allowed, so neither internal expansion nor external entities
/// can happen), and the limits stop runaway input. The parser stops at its first error: in
/// recovery mode it would go on and hand over half-read elements.
struct XMLTreeReader {
    let file: String
    let limits: DecoderLimits

    func read(_ data: Data) -> (root: XMLNode?, diagnostics: [StoryboardDiagnostic]) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if data.count > limits.maximumFileSize {
            return (nil, [StoryboardDiagnostic(.error, start,
                "the file is \(data.count) bytes; documents larger than \(limits.maximumFileSize) bytes are refused")])
        }
        let lines = LineTable(data)
        if let problem = Self.prologProblem(in: lines.bytes) {
            return (nil, [StoryboardDiagnostic(.error, lines.location(ofOffset: problem.offset, file: file), problem.message)])
        }
        let handler = TreeBuilder(file: file, limits: limits, lines: lines)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = handler
        // `parse()` returns true after some errors (an unclosed element at the end of the file),
        // so the handler's own record decides.
        let finished = parser.parse()
        var diagnostics = handler.diagnostics
        if handler.abortReason == nil, !finished || handler.root == nil {
            let location = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            diagnostics.append(StoryboardDiagnostic(.error, location, "malformed XML: the parser stopped here"))
        }
        guard handler.abortReason == nil, let root = handler.root else { return (nil, diagnostics) }
        return (root, diagnostics)
    }

    /// What is wrong before the root element, as a byte offset and a message. Interface Builder
    /// writes an XML declaration and then the root, in UTF-8. A DOCTYPE is the only place
    /// entities can be declared, so refusing one turns entity expansion and external entities
    /// off. Comments and processing instructions are skipped whole (a `<` inside a comment does
    /// not end the prolog), and other encodings are refused, since they could spell `<!DOCTYPE`
    /// in bytes this scan does not read as one (UTF-16, UTF-7, EBCDIC).
    static func prologProblem(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        if let nul = bytes.firstIndex(of: 0) {
            return (nul, "the file contains a NUL byte, so it is not UTF-8 text; Interface Builder documents are UTF-8")
        }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
        func find(_ text: String, from start: Int) -> Int? {
            let pattern = Array(text.utf8)
            var position = start
            while position + pattern.count <= bytes.count {
                if bytes[position..<position + pattern.count].elementsEqual(pattern) { return position }
                position += 1
            }
            return nil
        }
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
                if starts(with: "<?xml"), let encoding = declaredEncoding(bytes[index..<end]), encoding.lowercased() != "utf-8" {
                    return (index, "the document declares encoding \"\(encoding)\"; Interface Builder documents are UTF-8 and other encodings are refused")
                }
                index = end + 2
            } else if starts(with: "<!--") {
                guard let end = find("-->", from: index + 4) else { return nil }
                index = end + 3
            } else if starts(with: "<!") {
                return (index, "DOCTYPE and entity declarations are not allowed: entity expansion and external entities are off")
            } else {
                return nil
            }
        }
    }

    /// The `encoding` pseudo-attribute of an XML declaration, if it has one.
    private static func declaredEncoding(_ declaration: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: declaration, as: UTF8.self)
        guard let name = text.range(of: "encoding") else { return nil }
        var rest = text[name.upperBound...].drop { $0.isWhitespace }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0.isWhitespace }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}

/// Line starts of a file, to turn the parser's positions into the start of an element. The
/// parser counts columns in characters; offsets here are bytes of UTF-8.
struct LineTable {
    let bytes: [UInt8]
    private let starts: [Int]
    /// The last position converted. Elements arrive in file order, so counting a line's
    /// characters on from here, not from the line's start, keeps a file on one line linear.
    private var cursor = (line: 1, column: 1, offset: 0)

    init(_ data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        self.starts = starts
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    func location(ofOffset offset: Int, file: String) -> SourceLocation {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let characters = bytes[starts[low]..<min(offset, bytes.count)].reduce(0) { Self.isContinuation($1) ? $0 : $0 + 1 }
        return SourceLocation(file: file, line: low + 1, column: characters + 1)
    }

    /// The byte offset of a 1-based line and character column.
    mutating func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= starts.count else { return bytes.count }
        let end = line < starts.count ? starts[line] : bytes.count
        var (current, offset) = cursor.line == line && cursor.column <= column ? (cursor.column, cursor.offset) : (1, starts[line - 1])
        while current < column, offset < end {
            offset += 1
            while offset < end, Self.isContinuation(bytes[offset]) { offset += 1 }
            current += 1
        }
        cursor = (line, current, offset)
        return offset
    }

    /// The parser reports where it is after reading a tag; the tag starts at the `<` before
    /// that (`<` cannot appear inside a tag). Returns the location and the byte offset.
    mutating func tagStart(line: Int, column: Int, file: String) -> (location: SourceLocation, offset: Int) {
        position(of: UInt8(ascii: "<"), before: line, column, file: file)
    }

    /// The nearest `marker` at or before a parser position.
    mutating func position(of marker: UInt8, before line: Int, _ column: Int, file: String) -> (location: SourceLocation, offset: Int) {
        var offset = self.offset(line: line, column: column)
        var column = column
        var crossedLine = false
        while offset > 0, offset >= bytes.count || bytes[offset] != marker {
            offset -= 1
            if bytes[offset] == UInt8(ascii: "\n") { crossedLine = true }
            if !Self.isContinuation(bytes[offset]) { column -= 1 }
        }
        if crossedLine || line > starts.count { return (location(ofOffset: offset, file: file), offset) }
        return (SourceLocation(file: file, line: max(line, 1), column: max(column, 1)), offset)
    }

    /// The XML name that starts at `offset` (for the end tag the parser complains about).
    func name(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, !" \t\r\n/>".utf8.contains(bytes[end]) { end += 1 }
        return String(decoding: bytes[min(offset, end)..<end], as: UTF8.self)
    }
}

/// Builds the tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    /// One name shared by every element of the file.
    let fileName: XMLNode.FileName
    let limits: DecoderLimits
    var lines: LineTable
    var root: XMLNode?
    var stack: [XMLNode] = []
    var diagnostics: [StoryboardDiagnostic] = []
    var abortReason: String?
    var pendingComment: String?
    var elementCount = 0

    init(file: String, limits: DecoderLimits, lines: LineTable) {
        self.file = file
        fileName = XMLNode.FileName(file)
        self.limits = limits
        self.lines = lines
    }

    private func abort(_ parser: XMLParser, _ message: String, at location: SourceLocation) {
        guard abortReason == nil else { return }
        abortReason = message
        diagnostics.append(StoryboardDiagnostic(.error, location, message))
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard abortReason == nil else { return }
        let location = lines.tagStart(line: parser.lineNumber, column: parser.columnNumber, file: file).location
        elementCount += 1
        if stack.count >= limits.maximumDepth {
            return abort(parser, "elements are nested more than \(limits.maximumDepth) deep", at: location)
        }
        if elementCount > limits.maximumElementCount {
            return abort(parser, "the document has more than \(limits.maximumElementCount) elements", at: location)
        }
        if let long = attributeDict.first(where: { $0.value.utf8.count > limits.maximumAttributeLength }) {
            return abort(parser, "attribute '\(long.key)' is longer than \(limits.maximumAttributeLength) bytes", at: location)
        }
        // Foundation hands attributes as a dictionary; sort for a stable order.
        let attributes = attributeDict.sorted { $0.key < $1.key }.map { XMLNode.Attribute(name: $0.key, value: $0.value) }
        var node = XMLNode(name: elementName, attributes: attributes, fileName: fileName,
                           line: location.line, column: location.column)
        if let pendingComment { node.leadingComment = pendingComment }
        pendingComment = nil
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard abortReason == nil, var node = stack.popLast() else { return }
        pendingComment = nil
        // Appending grew the child list by doubling; a finished element keeps only what it uses.
        if node.children.capacity > node.children.count + 1 {
            node.children = node.children.withUnsafeBufferPointer { Array($0) }
        }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard abortReason == nil, !stack.isEmpty else { return }
        // Whitespace between elements is most of what arrives here; test bytes, not Characters.
        let meaningful = string.utf8.contains { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }
        if meaningful || !stack[stack.count - 1].text.isEmpty {
            stack[stack.count - 1].text += string
        }
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Turns the parser's first error into a diagnostic a person can act on, and stops there.
    /// An element left open is reported where it opens; an end tag that closes the wrong
    /// element, where the end tag is.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard abortReason == nil else { return }
        let line = max(parser.lineNumber, 1), column = max(parser.columnNumber, 1)
        let here = SourceLocation(file: file, line: line, column: column)
        let code = (parseError as NSError).code
        if let open = stack.last {
            if code == 76 {
                let end = lines.tagStart(line: line, column: column, file: file)
                let name = lines.name(at: end.offset + 2)
                return abort(parser, "malformed XML: </\(name)> does not close <\(open.name)>, which opens at \(open.location)", at: end.location)
            }
            if code == 5 || code == 77 {
                return abort(parser, "malformed XML: <\(open.name)> is never closed; the file ends at \(here)", at: open.location)
            }
        } else if code == 5, let root {
            return abort(parser, "malformed XML: there is more after the root element <\(root.name)> ends", at: here)
        }
        // The parser notices these at the end of the tag or of the reference; point at its start.
        if code == 42 {
            let tag = lines.tagStart(line: line, column: column, file: file)
            return abort(parser, "malformed XML: <\(lines.name(at: tag.offset + 1))> has an attribute twice", at: tag.location)
        }
        if [23, 25, 26, 27].contains(code) {
            let reference = lines.position(of: UInt8(ascii: "&"), before: line, column, file: file)
            return abort(parser, "malformed XML: \(Self.explanation(ofParserError: code))", at: reference.location)
        }
        abort(parser, "malformed XML: \(Self.explanation(ofParserError: code))", at: here)
    }

    /// libxml2's error numbers (`xmlParserErrors`), which Foundation passes on as they are; the
    /// names of swift-corelibs-foundation's `XMLParser.ErrorCode` are numbered differently, so
    /// the numbers are used here.
    static func explanation(ofParserError code: Int) -> String {
        switch code {
        case 4: "there is no root element"
        case 5: "the file ends early"
        case 9: "a character XML does not allow, or bytes that are not UTF-8"
        case 22, 24: "'&' must start an entity reference such as &amp;"
        case 23, 25: "an entity reference is missing its ';'"
        case 26, 27: "an undeclared entity; only &amp; &lt; &gt; &quot; &apos; and character references are allowed"
        case 38: "'<' inside an attribute value (write &lt;)"
        case 39: "an attribute value must be in quotes"
        case 40: "an attribute value is not closed"
        case 41: "an attribute has no value"
        case 42: "an attribute appears twice in one element"
        case 45: "a comment is not closed"
        case 63: "a CDATA section is not closed"
        case 64: "the XML declaration is not at the very start of the file"
        case 65: "a space is required here"
        case 68: "an element or attribute name is expected here"
        case 73: "'>' is expected to end the tag"
        case 75: "'=' is expected after an attribute name"
        case 77: "a tag is not finished"
        case 80: "'--' inside a comment"
        case 85, 86: "there is content outside the root element"
        case 89: "an entity refers to itself"
        default: "parser error \(code)"
        }
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }
}
