import Foundation

/// Checks that every id a document refers to exists, once, in one pass over the flat element
/// arrays (the typed model is built only when asked for, so validation does not build it).
/// Ids are compared as bytes in the tree; strings are made only for messages.
struct DocumentValidator {
    let document: InterfaceDocument

    init(_ document: InterfaceDocument) {
        self.document = document
    }

    /// What refers to an id; the message is written only if the id turns out not to exist.
    private enum Role {
        case segueDestination, popoverAnchor, connectionDestination, firstItem, secondItem

        func describe(_ node: XMLNode) -> String {
            switch self {
            case .segueDestination: "the \(Segue.Kind(node).name) segue's destination"
            case .popoverAnchor: "the segue's popover anchor"
            case .connectionDestination: "the \(node.name) connection's destination"
            case .firstItem: "the constraint's first item"
            case .secondItem: "the constraint's second item"
            }
        }
    }

    private struct Reference {
        let attribute: Int
        let element: Int
        let role: Role
    }

    func diagnostics() -> [StoryboardDiagnostic] {
        let tree = document.root.tree
        func node(_ element: Int) -> XMLNode { XMLNode(tree: tree, index: element) }
        var diagnostics: [StoryboardDiagnostic] = []
        // Each entry is the attribute that holds an id.
        var ids = IndexHashTable(expectedCount: tree.elements.count / 2)
        func hash(_ attribute: Int32) -> Int { tree.withValueBytes(ofAttribute: Int(attribute), IndexHashTable.hash) }
        func existing(_ bytes: UnsafeRawBufferPointer, hash: Int) -> Int32? {
            ids.find(hash: hash) { stored in
                tree.withValueBytes(ofAttribute: Int(stored)) { $0.elementsEqual(bytes) }
            }
        }
        var references: [Reference] = []
        let number = { (name: String) in tree.nameNumber(name) ?? UInt16.max }
        let id = number("id"), connections = number("connections"), segue = number("segue"), constraint = number("constraint")
        let destination = number("destination"), barButtonAnchor = number("popoverAnchorBarButtonItem")
        let viewAnchor = number("popoverAnchorView"), firstItem = number("firstItem"), secondItem = number("secondItem")
        let connectionNames: Set<UInt16> = [number("outlet"), number("outletCollection"), number("action")]
        /// Ends of the open elements' subtrees, and whether each is a <connections>.
        var open: [(end: UInt32, isConnections: Bool)] = []

        func refer(_ attribute: UInt16, of element: Int, as role: Role, required: Bool = false) {
            if let index = tree.attributeRange(of: element).first(where: { tree.attributeNames[$0] == attribute }) {
                if index == 0 || tree.valueEnds[index] != tree.valueEnds[index - 1] {
                    references.append(Reference(attribute: index, element: element, role: role))
                }
            } else if required {
                diagnostics.append(StoryboardDiagnostic(.error, node(element).location,
                    "\(role.describe(node(element))) is missing: the element has no '\(tree.names[Int(attribute)])' attribute"))
            }
        }

        for element in tree.elements.indices {
            let item = tree.elements[element]
            while let last = open.last, last.end <= UInt32(element) { open.removeLast() }
            let inConnections = open.last?.isConnections ?? false
            open.append((item.end, item.name == connections))

            // Constraints' and connections' own ids are unique too, so every `id` counts.
            if let index = tree.attributeRange(of: element).first(where: { tree.attributeNames[$0] == id }) {
                let valueHash = hash(Int32(index))
                if let first = tree.withValueBytes(ofAttribute: index, { existing($0, hash: valueHash) }) {
                    let owner = tree.element(ofAttribute: Int(first))
                    diagnostics.append(StoryboardDiagnostic(.error, node(element).location,
                        "duplicate id '\(tree.value(ofAttribute: index))' (first used at \(node(owner).location))"))
                } else {
                    ids.insert(Int32(index), hash: valueHash, rehash: hash)
                }
            }
            if item.name == segue, inConnections {
                refer(destination, of: element, as: .segueDestination, required: true)
                refer(barButtonAnchor, of: element, as: .popoverAnchor)
                refer(viewAnchor, of: element, as: .popoverAnchor)
            } else if inConnections, connectionNames.contains(item.name) {
                refer(destination, of: element, as: .connectionDestination, required: true)
            } else if item.name == constraint {
                // Constraints anywhere: cells and bars hold views outside <subviews> too.
                refer(firstItem, of: element, as: .firstItem)
                refer(secondItem, of: element, as: .secondItem)
            }
        }

        func exists(_ id: String) -> Bool {
            var id = id
            return id.withUTF8 { existing(UnsafeRawBufferPointer($0), hash: IndexHashTable.hash(UnsafeRawBufferPointer($0))) } != nil
        }
        if let initial = document.initialViewController, !initial.isEmpty, !exists(initial) {
            diagnostics.append(StoryboardDiagnostic(.error, document.root.location,
                "initialViewController refers to id '\(initial)', which does not exist in this document"))
        }
        for reference in references {
            let found = tree.withValueBytes(ofAttribute: reference.attribute) { existing($0, hash: IndexHashTable.hash($0)) } != nil
            if !found {
                let subject = node(reference.element)
                diagnostics.append(StoryboardDiagnostic(.error, subject.location,
                    "\(reference.role.describe(subject)) '\(tree.value(ofAttribute: reference.attribute))' does not exist in this document"))
            }
        }
        // An editor hint, but a dangling one breaks ibtool after a merge.
        for tieBreaker in document.root.children(ofChild: "inferredMetricsTieBreakers") {
            if let id = tieBreaker["reference"], !exists(id) {
                diagnostics.append(StoryboardDiagnostic(.warning, tieBreaker.location, "the inferred-metrics tie-breaker refers to '\(id)', which does not exist"))
            }
        }
        return diagnostics
    }
}
