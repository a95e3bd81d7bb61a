import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML into `XMLNode`s with Foundation's streaming `XMLParser`. Entities are refused
/// before parsing (no DOCTYPE is allowed, so neither internal expansion nor external entities
/// can happen), and the limits stop runaway input.
struct XMLTreeReader {
    let file: String
    let limits: DecoderLimits

    func read(_ data: Data) -> (root: XMLNode?, diagnostics: [StoryboardDiagnostic]) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if data.count > limits.maximumFileSize {
            return (nil, [StoryboardDiagnostic(.error, start,
                "the file is \(data.count) bytes; documents larger than \(limits.maximumFileSize) bytes are refused")])
        }
        if let doctype = Self.doctypeOffset(in: data) {
            let lines = LineTable(data)
            return (nil, [StoryboardDiagnostic(.error, lines.location(ofOffset: doctype, file: file),
                "DOCTYPE declarations are not allowed: entity expansion and external entities are off")])
        }
        let handler = TreeBuilder(file: file, limits: limits, lines: LineTable(data))
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = handler
        let finished = parser.parse()
        var diagnostics = handler.diagnostics
        if !finished, handler.abortReason == nil {
            let location = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            diagnostics.append(StoryboardDiagnostic(.error, location, "malformed XML: \(reason)"))
        }
        guard finished, let root = handler.root else { return (nil, diagnostics) }
        return (root, diagnostics)
    }

    /// The byte offset of a `<!DOCTYPE` before the root element, if any.
    static func doctypeOffset(in data: Data) -> Int? {
        let marker = Array("<!DOCTYPE".utf8)
        let entity = Array("<!ENTITY".utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count {
                    let next = bytes[index + 1]
                    if next == UInt8(ascii: "!") {
                        if Self.matches(marker, bytes, at: index) || Self.matches(entity, bytes, at: index) { return index }
                    } else if next != UInt8(ascii: "?") {
                        return nil
                    }
                }
                index += 1
            }
            return nil
        }
    }

    private static func matches(_ pattern: [UInt8], _ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }
}

/// Line starts of a file, to turn the parser's positions into the start of an element.
struct LineTable {
    private let starts: [Int]
    private let bytes: [UInt8]

    init(_ data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        self.starts = starts
    }

    func location(ofOffset offset: Int, file: String) -> SourceLocation {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - starts[low] + 1)
    }

    /// The parser reports where it is after reading a start tag; the element starts at the `<`
    /// before that.
    func elementStart(line: Int, column: Int, file: String) -> SourceLocation {
        guard line >= 1, line <= starts.count else { return SourceLocation(file: file, line: max(line, 1), column: max(column, 1)) }
        var offset = min(starts[line - 1] + max(column - 1, 0), bytes.count - 1)
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return location(ofOffset: offset, file: file)
    }
}

/// Builds the tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    let limits: DecoderLimits
    let lines: LineTable
    var root: XMLNode?
    var stack: [XMLNode] = []
    var diagnostics: [StoryboardDiagnostic] = []
    var abortReason: String?
    var pendingComment: String?
    var elementCount = 0

    init(file: String, limits: DecoderLimits, lines: LineTable) {
        self.file = file
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
        let location = lines.elementStart(line: parser.lineNumber, column: parser.columnNumber, file: file)
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
        var node = XMLNode(name: elementName, attributes: attributes, location: location)
        node.leadingComment = pendingComment
        pendingComment = nil
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard abortReason == nil, let node = stack.popLast() else { return }
        pendingComment = nil
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

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }
}
