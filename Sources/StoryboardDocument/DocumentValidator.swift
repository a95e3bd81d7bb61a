import Foundation

/// Checks that every id a document refers to exists, once, and that the numbers layout reads
/// are numbers. The builder noted every `id` attribute and every element to check while
/// reading, so this looks only at those; ids are compared as bytes in the tree and strings are
/// made only for messages.
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

    func diagnostics() -> [StoryboardDiagnostic] {
        let tree = document.root.tree
        func node(_ element: Int) -> XMLNode { XMLNode(tree: tree, index: element) }
        var diagnostics: [StoryboardDiagnostic] = []

        // Each entry is the attribute that holds an id.
        var ids = IndexHashTable(expectedCount: tree.idAttributes.count)
        func hash(_ attribute: Int32) -> Int { tree.withValueBytes(ofAttribute: Int(attribute), IndexHashTable.hash) }
        func existing(_ bytes: UnsafeRawBufferPointer, hash: Int) -> Int32? {
            ids.find(hash: hash) { stored in
                tree.withValueBytes(ofAttribute: Int(stored)) { $0.hasSameBytes(as: bytes) }
            }
        }
        // Constraints' and connections' own ids are unique too, so every `id` counts.
        for attribute in tree.idAttributes {
            let index = Int32(attribute)
            let valueHash = hash(index)
            if let first = tree.withValueBytes(ofAttribute: Int(index), { existing($0, hash: valueHash) }) {
                diagnostics.append(
                    StoryboardDiagnostic(
                        .error, node(tree.element(ofAttribute: Int(index))).location,
                        "duplicate id '\(tree.value(ofAttribute: Int(index)))' (first used at \(node(tree.element(ofAttribute: Int(first))).location))"
                    ))
            } else {
                ids.insert(index, hash: valueHash, rehash: hash)
            }
        }

        func exists(_ id: String) -> Bool {
            var id = id
            return id.withUTF8 {
                existing(UnsafeRawBufferPointer($0), hash: IndexHashTable.hash(UnsafeRawBufferPointer($0)))
            } != nil
        }
        func check(_ name: String, _ number: UInt16?, of element: Int, as role: Role, required: Bool = false) {
            guard let number,
                let index = tree.attributeRange(of: element).first(where: { tree.attributes[$0].name == number })
            else {
                if required {
                    diagnostics.append(
                        StoryboardDiagnostic(
                            .error, node(element).location,
                            "\(role.describe(node(element))) is missing: the element has no '\(name)' attribute"))
                }
                return
            }
            let found = tree.withValueBytes(ofAttribute: index) {
                $0.isEmpty || existing($0, hash: IndexHashTable.hash($0)) != nil
            }
            if !found {
                diagnostics.append(
                    StoryboardDiagnostic(
                        .error, node(element).location,
                        "\(role.describe(node(element))) '\(tree.value(ofAttribute: index))' does not exist in this document"
                    ))
            }
        }

        if let initial = document.initialViewController, !initial.isEmpty, !exists(initial) {
            diagnostics.append(
                StoryboardDiagnostic(
                    .error, document.root.location,
                    "initialViewController refers to id '\(initial)', which does not exist in this document"))
        }
        let destination = tree.nameNumber("destination"),
            barButtonAnchor = tree.nameNumber("popoverAnchorBarButtonItem")
        let viewAnchor = tree.nameNumber("popoverAnchorView")
        let firstItem = tree.nameNumber("firstItem"), secondItem = tree.nameNumber("secondItem")
        let constant = tree.nameNumber("constant"), priority = tree.nameNumber("priority"),
            multiplier = tree.nameNumber("multiplier")
        let frameNumbers = ["x", "y", "width", "height"].map { ($0, tree.nameNumber($0)) }
        func attribute(_ number: UInt16, of element: Int) -> Int? {
            tree.attributeRange(of: element).first { tree.attributes[$0].name == number }
        }
        /// A number layout reads must be finite; anything else reads as a default, with a warning.
        func checkNumber(_ name: String, _ number: UInt16?, of element: Int, readsAs fallback: String) {
            guard let number, let index = attribute(number, of: element),
                !tree.withValueBytes(ofAttribute: index, Self.isPlainNumber)
            else { return }
            let text = tree.value(ofAttribute: index)
            if Double(text)?.isFinite != true {
                let subject = node(element)
                diagnostics.append(
                    StoryboardDiagnostic(
                        .warning, subject.location,
                        "the \(subject.name)'s \(name) '\(text)' is not a finite number; it reads as \(fallback)"))
            }
        }
        for element in tree.checkedElements.map(Int.init) {
            switch KnownName(rawValue: tree.elements[element].name) {
            case .segue:
                check("destination", destination, of: element, as: .segueDestination, required: true)
                check("popoverAnchorBarButtonItem", barButtonAnchor, of: element, as: .popoverAnchor)
                check("popoverAnchorView", viewAnchor, of: element, as: .popoverAnchor)
            case .constraint:
                // Constraints anywhere: cells and bars hold views outside <subviews> too.
                check("firstItem", firstItem, of: element, as: .firstItem)
                check("secondItem", secondItem, of: element, as: .secondItem)
                checkNumber("constant", constant, of: element, readsAs: "0")
                checkNumber("priority", priority, of: element, readsAs: "1000")
                if let number = multiplier, let index = attribute(number, of: element),
                    !tree.withValueBytes(ofAttribute: index, Self.isPlainNumber),
                    !Constraint.isMultiplier(tree.value(ofAttribute: index))
                {
                    diagnostics.append(
                        StoryboardDiagnostic(
                            .warning, node(element).location,
                            "the constraint's multiplier '\(tree.value(ofAttribute: index))' is not a finite number or ratio; it reads as 1"
                        ))
                }
            case .rect:
                for (name, number) in frameNumbers { checkNumber(name, number, of: element, readsAs: "0") }
            default:
                check("destination", destination, of: element, as: .connectionDestination, required: true)
            }
        }
        // An editor hint, but a dangling one breaks ibtool after a merge.
        for tieBreaker in document.root.children(ofChild: "inferredMetricsTieBreakers") {
            if let id = tieBreaker["reference"], !exists(id) {
                diagnostics.append(
                    StoryboardDiagnostic(
                        .warning, tieBreaker.location,
                        "the inferred-metrics tie-breaker refers to '\(id)', which does not exist"))
            }
        }
        return diagnostics
    }

    /// `-12.5`, `375`, `0.0`: what IB writes, and certainly finite (at most 15 digits, no
    /// exponent). Anything else is parsed in full.
    static func isPlainNumber(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 16 else { return false }
        var digits = 0, points = 0
        for (offset, byte) in bytes.enumerated() {
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                points += 1
            } else if byte != UInt8(ascii: "-") || offset != 0 {
                return false
            }
        }
        return digits > 0 && points <= 1
    }
}
