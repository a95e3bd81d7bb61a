import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads XML into `XMLNode`s with Foundation's streaming `XMLParser`. The parser gets the bytes
/// only as `XMLParserInput` passes them (UTF-8, with no encoding named for libxml2 to switch to).
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
        switch XMLParserInput.checked(data) {
        case .success(let checked): input = checked
        case .failure(let refusal):
            return (
                nil,
                [
                    StoryboardDiagnostic(
                        .error, SourceLocation(file: file, line: refusal.line, column: refusal.column), refusal.message)
                ]
            )
        }
        let (builder, diagnostics) = input.withUnsafeBytes { bytes -> (XMLTree.Builder?, [StoryboardDiagnostic]) in
            let locator = TagLocator(bytes: bytes)
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
}
