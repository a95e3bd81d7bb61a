import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Receives the parser's events and hands each to `ReadingState` in one call. The state lives
/// behind a pointer the builder owns: a stored property of a class would cost a dynamic
/// exclusivity check on every event, and events come by the hundred thousand.
final class TreeBuilder: NSObject, XMLParserDelegate {
    private let storage: UnsafeMutablePointer<ReadingState>

    init(_ state: ReadingState) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: state)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    var state: ReadingState { storage.pointee }

    private func stop(_ parser: XMLParser, _ problem: ReadingState.Problem?) {
        guard let problem else { return }
        storage.pointee.record(problem)
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        // The parser's position is asked for only when the scan cannot follow.
        stop(
            parser,
            storage.pointee.startElement(elementName, attributes: attributeDict) {
                (parser.lineNumber, parser.columnNumber)
            })
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        storage.pointee.endElement()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        storage.pointee.characters(string)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        storage.pointee.comment(comment)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        stop(
            parser,
            storage.pointee.parserError(
                (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber))
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
    /// Finds where the parser is, from its line and column (for errors, and when the scan
    /// cannot follow).
    var locator: TagLocator
    var scanner: StartTagScanner
    var builder: XMLTree.Builder
    var hasRoot = false
    var diagnostics: [StoryboardDiagnostic] = []
    /// After the first problem the parser is told to stop; events it still sends are ignored.
    var aborted = false

    init(file: String, limits: DecoderLimits, locator: TagLocator) {
        self.file = file
        self.limits = limits
        self.locator = locator
        scanner = StartTagScanner(bytes: locator.bytes, isASCII: locator.census.isASCII)
        builder = XMLTree.Builder(file: file, census: locator.census)
    }

    mutating func record(_ problem: Problem) {
        guard !aborted else { return }
        aborted = true
        diagnostics.append(StoryboardDiagnostic(.error, problem.location, problem.message))
    }

    mutating func startElement(
        _ elementName: String, attributes: [String: String], position: () -> (line: Int, column: Int)
    ) -> Problem? {
        guard !aborted else { return nil }
        if attributes.count > Int(UInt16.max) {
            let (line, column) = position()
            return Problem(
                message: "an element has more than \(UInt16.max) attributes",
                location: locator.tagStart(line: line, column: column, file: file).location)
        }
        if scanner.scanNextStartTag(), scanner.attributes.count == attributes.count,
            Self.spells(elementName, scanner.slice(scanner.name))
        {
            let (line, column) = (scanner.tagLine, scanner.tagColumn)
            var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
            guard let element = builder.internElement(scanner.slice(scanner.name)) else {
                return tooManyNames(at: location)
            }
            if let problem = begin(element, line: line, column: column) { return problem }
            for position in scanner.attributes.indices {
                let attribute = scanner.attributes[position]
                let name = scanner.slice(attribute.name)
                guard let number = builder.internAttribute(name, of: element, at: position) else {
                    return tooManyNames(at: location)
                }
                if attribute.isVerbatim {
                    if attribute.value.count > limits.maximumAttributeLength { return tooLong(name, at: location) }
                    builder.addAttribute(name: number, bytes: scanner.slice(attribute.value))
                } else {
                    let value = attributes[String(decoding: name, as: UTF8.self)] ?? ""
                    if value.utf8.count > limits.maximumAttributeLength { return tooLong(name, at: location) }
                    builder.addAttribute(name: number, value: value)
                }
            }
            builder.finishAttributes()
            return nil
        }
        // The scan could not follow: take the parser's values, sorted by name for a stable order.
        let (line, column) = position()
        let tag = locator.tagStart(line: line, column: column, file: file)
        scanner.resume(after: locator.offset(line: line, column: column).offset)
        guard let element = builder.intern(elementName) else { return tooManyNames(at: tag.location) }
        if let problem = begin(element, line: tag.location.line, column: tag.location.column) { return problem }
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
            if value.utf8.count > limits.maximumAttributeLength { return tooLong(key, at: tag.location) }
            guard let number = builder.intern(key) else { return tooManyNames(at: tag.location) }
            builder.addAttribute(name: number, value: value)
        }
        builder.finishAttributes()
        return nil
    }

    private static func spells(_ name: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var name = name
        return name.withUTF8 { UnsafeRawBufferPointer($0).hasSameBytes(as: bytes) }
    }

    private mutating func begin(_ name: UInt16, line: Int, column: Int) -> Problem? {
        if builder.depth >= limits.maximumDepth {
            return Problem(
                message: "elements are nested more than \(limits.maximumDepth) deep",
                location: SourceLocation(file: file, line: line, column: column))
        }
        if builder.elements.count >= limits.maximumElementCount {
            return Problem(
                message: "the document has more than \(limits.maximumElementCount) elements",
                location: SourceLocation(file: file, line: line, column: column))
        }
        if builder.depth == 0 { hasRoot = true }
        builder.begin(name: name, line: line, column: column)
        return nil
    }

    private func tooManyNames(at location: SourceLocation) -> Problem {
        Problem(message: "the document uses more than \(UInt16.max) different names", location: location)
    }

    private func tooLong(_ name: UnsafeRawBufferPointer, at location: SourceLocation) -> Problem {
        tooLong(String(decoding: name, as: UTF8.self), at: location)
    }

    private func tooLong(_ name: String, at location: SourceLocation) -> Problem {
        Problem(
            message: "attribute '\(name)' is longer than \(limits.maximumAttributeLength) bytes", location: location)
    }

    mutating func endElement() {
        guard !aborted else { return }
        builder.dropPendingComment()
        builder.end()
    }

    mutating func characters(_ string: String) {
        guard !aborted else { return }
        // Indentation between elements is most of what arrives here; once an element has text,
        // everything is kept, so only then is there nothing to test.
        if builder.innermostHasText {
            builder.addText(string, isWhitespace: false)
        } else if !Self.isWhitespace(string) {
            builder.addText(string, isWhitespace: false)
        }
    }

    /// Spaces eight bytes at a time, then the rest one by one.
    private static func isWhitespace(_ string: String) -> Bool {
        let test = { (raw: UnsafeRawBufferPointer) -> Bool in
            var index = 0
            while index < raw.count, raw[index] == 0x0A { index += 1 }
            while index + 8 <= raw.count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020
            {
                index += 8
            }
            while index < raw.count {
                let byte = raw[index]
                if byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { return false }
                index += 1
            }
            return true
        }
        if let result = string.utf8.withContiguousStorageIfAvailable({ test(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        var string = string
        return string.withUTF8 { test(UnsafeRawBufferPointer($0)) }
    }

    mutating func comment(_ text: String) {
        guard !aborted else { return }
        builder.addComment(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Turns the parser's first error into a diagnostic a person can act on. An element left
    /// open is reported where it opens; an end tag that closes the wrong element, where the end
    /// tag is.
    mutating func parserError(_ number: Int, line: Int, column: Int) -> Problem? {
        guard !aborted else { return nil }
        let line = max(line, 1), column = max(column, 1)
        let here = SourceLocation(file: file, line: line, column: column)
        func problem(_ message: String, at location: SourceLocation) -> Problem {
            Problem(message: message, location: location)
        }
        let code = LibXMLError(rawValue: number)
        if let open = builder.openElement {
            if code == .tagNameMismatch {
                let end = locator.tagStart(line: line, column: column, file: file)
                let name = locator.name(at: end.offset + 2)
                return problem(
                    "malformed XML: </\(name)> does not close <\(open.name)>, which opens at \(open.location)",
                    at: end.location)
            }
            if code == .documentEnd || code == .tagNotFinished {
                return problem(
                    "malformed XML: <\(open.name)> is never closed; the file ends at \(here)", at: open.location)
            }
        } else if code == .documentEnd, let root = builder.rootName {
            return problem("malformed XML: there is more after the root element <\(root)> ends", at: here)
        }
        // The parser notices these at the end of the tag or of the reference; point at its start.
        if code == .attributeRedefined {
            let tag = locator.tagStart(line: line, column: column, file: file)
            return problem(
                "malformed XML: <\(locator.name(at: tag.offset + 1))> has an attribute twice", at: tag.location)
        }
        let explanation = LibXMLError.explanation(of: number)
        if let code,
            [
                .entityReferenceMissingSemicolon, .parameterReferenceMissingSemicolon, .undeclaredEntity,
                .undeclaredEntityWarning,
            ].contains(code)
        {
            let reference = locator.position(of: UInt8(ascii: "&"), before: line, column, file: file)
            return problem("malformed XML: \(explanation)", at: reference.location)
        }
        return problem("malformed XML: \(explanation)", at: here)
    }
}
