/// Checks that every id a document refers to exists, once.
struct DocumentValidator {
    let document: InterfaceDocument

    init(_ document: InterfaceDocument) {
        self.document = document
    }

    func diagnostics() -> [StoryboardDiagnostic] {
        var diagnostics: [StoryboardDiagnostic] = []
        var ids: [String: SourceLocation] = [:]
        // Elements with ids that are not objects: constraints' and connections' own ids are
        // unique too, so every `id` counts.
        func visit(_ node: XMLNode) {
            if let id = node["id"] {
                if let first = ids[id] {
                    diagnostics.append(StoryboardDiagnostic(.error, node.location, "duplicate id '\(id)' (first used at \(first))"))
                } else {
                    ids[id] = node.location
                }
            }
            for child in node.children { visit(child) }
        }
        visit(document.root)

        func check(_ id: String?, _ what: String, at location: SourceLocation) {
            guard let id, !id.isEmpty, ids[id] == nil else { return }
            diagnostics.append(StoryboardDiagnostic(.error, location, "\(what) '\(id)' does not exist in this document"))
        }
        check(document.initialViewController, "initialViewController refers to id", at: document.root.location)
        for segue in document.segues {
            check(segue.destination, "the \(segue.kind.name) segue's destination", at: segue.location)
            check(segue.popoverAnchorBarButtonItem, "the segue's popover anchor", at: segue.location)
            check(segue.popoverAnchorView, "the segue's popover anchor", at: segue.location)
        }
        for connection in document.connections {
            check(connection.destination, "the connection's destination", at: connection.location)
        }
        // Constraints anywhere (cells and bars hold views outside <subviews> too).
        func checkConstraints(_ node: XMLNode) {
            if node.name == "constraint" {
                check(node["firstItem"], "the constraint's first item", at: node.location)
                check(node["secondItem"], "the constraint's second item", at: node.location)
            }
            for child in node.children { checkConstraints(child) }
        }
        checkConstraints(document.root)
        // An editor hint, but a dangling one breaks ibtool after a merge.
        for reference in document.root.child("inferredMetricsTieBreakers")?.children ?? [] {
            if let id = reference["reference"], ids[id] == nil {
                diagnostics.append(StoryboardDiagnostic(.warning, reference.location, "the inferred-metrics tie-breaker refers to '\(id)', which does not exist"))
            }
        }
        return diagnostics
    }
}
