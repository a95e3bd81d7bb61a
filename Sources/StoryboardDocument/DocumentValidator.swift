/// Checks that every id a document refers to exists, once, in one pass over the flat element
/// arrays (the typed model is built only when asked for, so validation does not build it).
struct DocumentValidator {
    let document: InterfaceDocument

    init(_ document: InterfaceDocument) {
        self.document = document
    }

    private struct Reference {
        let id: String
        let what: String
        let element: Int
    }

    func diagnostics() -> [StoryboardDiagnostic] {
        let tree = document.root.tree
        func location(_ element: Int) -> SourceLocation { XMLNode(tree: tree, index: element).location }
        var diagnostics: [StoryboardDiagnostic] = []
        var ids: [String: Int32] = [:]
        ids.reserveCapacity(tree.elements.count / 2)
        var references: [Reference] = []
        if let initial = document.initialViewController, !initial.isEmpty {
            references.append(Reference(id: initial, what: "initialViewController refers to id", element: 0))
        }
        let id = tree.nameNumber("id"), connections = tree.nameNumber("connections")
        let segue = tree.nameNumber("segue"), constraint = tree.nameNumber("constraint")
        let connectionNames = Set(["outlet", "outletCollection", "action"].compactMap(tree.nameNumber))
        /// Ends of the open elements' subtrees, and whether each is a <connections>.
        var open: [(end: UInt32, isConnections: Bool)] = []

        func refer(_ attribute: String, of element: Int, _ what: @autoclosure () -> String, required: Bool = false) {
            if let index = tree.attribute(attribute, of: element) {
                let value = tree.value(ofAttribute: index)
                if !value.isEmpty { references.append(Reference(id: value, what: what(), element: element)) }
            } else if required {
                diagnostics.append(StoryboardDiagnostic(.error, location(element), "\(what()) is missing: the element has no '\(attribute)' attribute"))
            }
        }

        for element in tree.elements.indices {
            let item = tree.elements[element]
            while let last = open.last, last.end <= UInt32(element) { open.removeLast() }
            let inConnections = open.last?.isConnections ?? false
            open.append((item.end, item.name == connections))

            // Constraints' and connections' own ids are unique too, so every `id` counts.
            if let index = tree.attributeRange(of: element).first(where: { tree.attributeNames[$0] == id }) {
                let value = tree.value(ofAttribute: index)
                if let first = ids[value] {
                    diagnostics.append(StoryboardDiagnostic(.error, location(element), "duplicate id '\(value)' (first used at \(location(Int(first))))"))
                } else {
                    ids[value] = Int32(element)
                }
            }
            if item.name == segue, inConnections {
                refer("destination", of: element, "the \(Segue.Kind(XMLNode(tree: tree, index: element)).name) segue's destination", required: true)
                refer("popoverAnchorBarButtonItem", of: element, "the segue's popover anchor")
                refer("popoverAnchorView", of: element, "the segue's popover anchor")
            } else if inConnections, connectionNames.contains(item.name) {
                refer("destination", of: element, "the \(tree.name(of: element)) connection's destination", required: true)
            } else if item.name == constraint {
                // Constraints anywhere: cells and bars hold views outside <subviews> too.
                refer("firstItem", of: element, "the constraint's first item")
                refer("secondItem", of: element, "the constraint's second item")
            }
        }

        for reference in references where ids[reference.id] == nil {
            diagnostics.append(StoryboardDiagnostic(.error, location(reference.element), "\(reference.what) '\(reference.id)' does not exist in this document"))
        }
        // An editor hint, but a dangling one breaks ibtool after a merge.
        for tieBreaker in document.root.children(ofChild: "inferredMetricsTieBreakers") {
            if let id = tieBreaker["reference"], ids[id] == nil {
                diagnostics.append(StoryboardDiagnostic(.warning, tieBreaker.location, "the inferred-metrics tie-breaker refers to '\(id)', which does not exist"))
            }
        }
        return diagnostics
    }
}
