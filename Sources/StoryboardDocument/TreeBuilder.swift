import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Receives the parser's events and hands each to `ReadingState` in one call: the state is a
/// value, so the work inside runs without the exclusivity checks every access to a class's
/// stored property costs.
final class TreeBuilder: NSObject, XMLParserDelegate {
    private(set) var state: ReadingState

    init(_ state: ReadingState) {
        self.state = state
    }

    private func stop(_ parser: XMLParser, _ problem: ReadingState.Problem?) {
        guard let problem else { return }
        state.record(problem)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stop(parser, state.startElement(elementName, attributes: attributeDict, line: parser.lineNumber, column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        state.endElement()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        state.characters(string)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        state.comment(comment)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        stop(parser, state.parserError((parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }
}

/// Everything reading one file builds up: the tree, where elements start, what went wrong.
struct ReadingState {
    struct Problem {
        let message: String
        let location: SourceLocation
    }

    let file: String
    let limits: DecoderLimits
    var locator: TagLocator
    var builder: XMLTree.Builder
    var hasRoot = false
    var diagnostics: [StoryboardDiagnostic] = []
    /// After the first problem the parser is told to stop; events it still sends are ignored.
    var aborted = false
    /// Attributes of the element being started, reused from element to element.
    private var scratch: [(name: String, value: String)] = []

    init(file: String, limits: DecoderLimits, locator: TagLocator) {
        self.file = file
        self.limits = limits
        self.locator = locator
        builder = XMLTree.Builder(file: file, census: locator.census)
    }

    mutating func record(_ problem: Problem) {
        guard !aborted else { return }
        aborted = true
        diagnostics.append(StoryboardDiagnostic(.error, problem.location, problem.message))
    }

    mutating func startElement(_ elementName: String, attributes: [String: String], line: Int, column: Int) -> Problem? {
        guard !aborted else { return nil }
        let location = locator.tagStart(line: line, column: column, file: file).location
        if builder.depth >= limits.maximumDepth {
            return Problem(message: "elements are nested more than \(limits.maximumDepth) deep", location: location)
        }
        if builder.elements.count >= limits.maximumElementCount {
            return Problem(message: "the document has more than \(limits.maximumElementCount) elements", location: location)
        }
        let tooManyNames = Problem(message: "the document uses more than \(UInt16.max) different names", location: location)
        guard let name = builder.intern(elementName) else { return tooManyNames }
        if builder.depth == 0 { hasRoot = true }
        builder.begin(name: name, line: location.line, column: location.column)
        // Foundation hands attributes over as a dictionary; sort them by name for a stable
        // order (by insertion: elements have a handful).
        scratch.removeAll(keepingCapacity: true)
        for (key, value) in attributes {
            if value.utf8.count > limits.maximumAttributeLength {
                return Problem(message: "attribute '\(key)' is longer than \(limits.maximumAttributeLength) bytes", location: location)
            }
            var position = scratch.count
            scratch.append((key, value))
            while position > 0, key < scratch[position - 1].name {
                scratch.swapAt(position, position - 1)
                position -= 1
            }
        }
        for (key, value) in scratch {
            guard let attributeName = builder.intern(key) else { return tooManyNames }
            builder.addAttribute(name: attributeName, value: value)
        }
        return nil
    }

    mutating func endElement() {
        guard !aborted else { return }
        builder.dropPendingComment()
        builder.end()
    }

    mutating func characters(_ string: String) {
        guard !aborted else { return }
        // Whitespace between elements is most of what arrives here; test bytes, not Characters.
        var string = string
        let isWhitespace = string.withUTF8 { bytes in
            !bytes.contains { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }
        }
        builder.addText(string, isWhitespace: isWhitespace)
    }

    mutating func comment(_ text: String) {
        guard !aborted else { return }
        builder.addComment(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Turns the parser's first error into a diagnostic a person can act on. An element left
    /// open is reported where it opens; an end tag that closes the wrong element, where the end
    /// tag is.
    mutating func parserError(_ code: Int, line: Int, column: Int) -> Problem? {
        guard !aborted else { return nil }
        let line = max(line, 1), column = max(column, 1)
        let here = SourceLocation(file: file, line: line, column: column)
        func problem(_ message: String, at location: SourceLocation) -> Problem { Problem(message: message, location: location) }
        if let open = builder.openElement {
            if code == 76 {
                let end = locator.tagStart(line: line, column: column, file: file)
                let name = locator.name(at: end.offset + 2)
                return problem("malformed XML: </\(name)> does not close <\(open.name)>, which opens at \(open.location)", at: end.location)
            }
            if code == 5 || code == 77 {
                return problem("malformed XML: <\(open.name)> is never closed; the file ends at \(here)", at: open.location)
            }
        } else if code == 5, let root = builder.rootName {
            return problem("malformed XML: there is more after the root element <\(root)> ends", at: here)
        }
        // The parser notices these at the end of the tag or of the reference; point at its start.
        if code == 42 {
            let tag = locator.tagStart(line: line, column: column, file: file)
            return problem("malformed XML: <\(locator.name(at: tag.offset + 1))> has an attribute twice", at: tag.location)
        }
        if [23, 25, 26, 27].contains(code) {
            let reference = locator.position(of: UInt8(ascii: "&"), before: line, column, file: file)
            return problem("malformed XML: \(XMLTreeReader.explanation(ofParserError: code))", at: reference.location)
        }
        return problem("malformed XML: \(XMLTreeReader.explanation(ofParserError: code))", at: here)
    }
}
