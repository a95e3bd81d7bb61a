/// Checks that every id a document refers to exists, once, in one walk over the element tree
/// (the typed model is built only when asked for, so validation does not build it).
struct DocumentValidator {
    let document: InterfaceDocument

    init(_ document: InterfaceDocument) {
        self.document = document
    }

    private struct Reference {
        let id: String
        let what: String
        let location: SourceLocation
    }

    func diagnostics() -> [StoryboardDiagnostic] {
        var diagnostics: [StoryboardDiagnostic] = []
        var ids: [String: SourceLocation] = [:]
        var references: [Reference] = []
        func refer(_ id: String?, _ what: String, _ location: SourceLocation) {
            if let id, !id.isEmpty { references.append(Reference(id: id, what: what, location: location)) }
        }
        refer(document.initialViewController, "initialViewController refers to id", document.root.location)

        // Constraints' and connections' own ids are unique too, so every `id` counts.
        func visit(_ node: XMLNode, inConnections: Bool) {
            if let id = node["id"] {
                if let first = ids[id] {
                    diagnostics.append(StoryboardDiagnostic(.error, node.location, "duplicate id '\(id)' (first used at \(first))"))
                } else {
                    ids[id] = node.location
                }
            }
            switch node.name {
            case "segue" where inConnections:
                refer(node["destination"], "the \(Segue.Kind(node).name) segue's destination", node.location)
                refer(node["popoverAnchorBarButtonItem"], "the segue's popover anchor", node.location)
                refer(node["popoverAnchorView"], "the segue's popover anchor", node.location)
            case "outlet", "outletCollection", "action":
                if inConnections { refer(node["destination"], "the connection's destination", node.location) }
            case "constraint":
                // Constraints anywhere: cells and bars hold views outside <subviews> too.
                refer(node["firstItem"], "the constraint's first item", node.location)
                refer(node["secondItem"], "the constraint's second item", node.location)
            default:
                break
            }
            let childrenInConnections = node.name == "connections"
            for child in node.children { visit(child, inConnections: childrenInConnections) }
        }
        visit(document.root, inConnections: false)

        for reference in references where ids[reference.id] == nil {
            diagnostics.append(StoryboardDiagnostic(.error, reference.location, "\(reference.what) '\(reference.id)' does not exist in this document"))
        }
        // An editor hint, but a dangling one breaks ibtool after a merge.
        for tieBreaker in document.root.child("inferredMetricsTieBreakers")?.children ?? [] {
            if let id = tieBreaker["reference"], ids[id] == nil {
                diagnostics.append(StoryboardDiagnostic(.warning, tieBreaker.location, "the inferred-metrics tie-breaker refers to '\(id)', which does not exist"))
            }
        }
        return diagnostics
    }
}
