extension XMLTree {
    /// Collects elements as the parser reports them; `XMLTree(builder:)` freezes the result.
    struct Builder {
        let file: String
        var elements: [Element] = []
        var names: [String] = []
        var nameTable = IndexHashTable(expectedCount: 256)
        var attributeNames: [UInt16] = []
        var valueEnds: [UInt32] = []
        var valueBytes: [UInt8] = []
        var texts: [UInt32: String] = [:]
        var comments: [(element: UInt32, text: String)] = []
        /// Elements begun and not yet ended, innermost last.
        var open: [UInt32] = []

        init(file: String, census: ByteCensus) {
            self.file = file
            elements.reserveCapacity(census.angleBrackets)
            attributeNames.reserveCapacity(census.equalsSigns)
            valueEnds.reserveCapacity(census.equalsSigns)
            // About a fifth of an Interface Builder file is attribute values (measured over
            // the corpus); past that the buffer grows.
            valueBytes.reserveCapacity(census.count / 4)
        }

        /// More names than a UInt16 can number means the file is not one IB wrote; the reader
        /// turns `nil` into a diagnostic.
        mutating func intern(_ name: String) -> UInt16? {
            let hash = XMLTree.hash(name)
            let names = self.names
            if let found = nameTable.find(hash: hash, matches: { names[Int($0)] == name }) { return UInt16(found) }
            guard names.count <= Int(UInt16.max) else { return nil }
            self.names.append(name)
            nameTable.insert(Int32(names.count), hash: hash) { XMLTree.hash(names[Int($0)]) }
            return UInt16(names.count)
        }

        var depth: Int { open.count }

        /// The innermost element begun and not ended, for messages about it.
        var openElement: (name: String, location: SourceLocation)? {
            open.last.map { index in
                let element = elements[Int(index)]
                return (names[Int(element.name)], SourceLocation(file: file, line: Int(element.line), column: Int(element.column)))
            }
        }

        var rootName: String? { elements.first.map { names[Int($0.name)] } }

        /// Starts an element; attributes are added next, in order, before any child begins.
        mutating func begin(name: UInt16, line: Int, column: Int) {
            open.append(UInt32(elements.count))
            elements.append(Element(name: name, attributeCount: 0, firstAttribute: UInt32(attributeNames.count), end: 0,
                                    line: UInt32(clamping: line), column: UInt32(clamping: column)))
        }

        mutating func addAttribute(name: UInt16, value: String) {
            var value = value
            value.withUTF8 { valueBytes.append(contentsOf: $0) }
            attributeNames.append(name)
            valueEnds.append(UInt32(valueBytes.count))
            elements[elements.count - 1].attributeCount += 1
        }

        /// Character data for the innermost open element. Whitespace before any other text is
        /// the indentation between elements and is not kept.
        mutating func addText(_ text: String, isWhitespace: Bool) {
            guard let owner = open.last, !isWhitespace || texts[owner] != nil else { return }
            texts[owner, default: ""] += text
        }

        /// The comment just before the element that begins next (IB labels scenes this way).
        mutating func addComment(_ text: String) {
            dropPendingComment()
            comments.append((UInt32(elements.count), text))
        }

        /// A comment is kept only when an element follows it directly.
        mutating func dropPendingComment() {
            if let last = comments.last, Int(last.element) == elements.count { comments.removeLast() }
        }

        mutating func end() {
            guard let index = open.popLast() else { return }
            elements[Int(index)].end = UInt32(elements.count)
        }
    }
}

extension Array {
    /// The same elements in storage of exactly their size: appending leaves up to half unused.
    func exactSize() -> [Element] {
        capacity > count + count / 16 ? withUnsafeBufferPointer { Array($0) } : self
    }
}
