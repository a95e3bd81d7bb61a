import Foundation

extension XMLTree {
    /// Collects elements as the parser reports them; `XMLTree(builder:)` freezes the result.
    struct Builder {
        let file: String
        var elements: [Element] = []
        var names: [String] = []
        var nameTable = IndexHashTable(expectedCount: 256)
        /// Every name's UTF-8 back to back, each ending at its entry in `nameEnds`, to compare
        /// names read from the file's bytes.
        var nameBytes: [UInt8] = []
        var nameEnds: [Int] = []
        /// Names are guessed before they are looked up, and most guesses are right: an element
        /// is guessed to follow the element that followed the previous one last time, and an
        /// element's attributes to be those it had last time, in the same order.
        var nextElement: [UInt16] = []
        var previousElement: UInt16?
        /// `guessesPerElement` slots per element name: the attribute names it had last time.
        var attributeGuesses: [UInt16] = []
        static let guessesPerElement = 16
        var attributes: [AttributeEntry] = []
        var valueBytes: [UInt8] = []
        var texts: [UInt32: String] = [:]
        var comments: [(element: UInt32, text: String)] = []
        /// What validation needs, noted while building so it need not walk the tree: every
        /// `id` attribute, and the elements it checks (segues and connections under
        /// `<connections>`, constraints and rects anywhere).
        var idAttributes: [UInt32] = []
        var checkedElements: [UInt32] = []
        /// Elements begun and not yet ended, innermost last, and whether each has text yet.
        var open: [(index: UInt32, hasText: Bool)] = []

        init(file: String, census: ByteCensus) {
            self.file = file
            // Over the corpus, files run 88 to 160 bytes per element, 31 to 46 per attribute,
            // and a fifth to three tenths of their bytes are attribute values. Reserving for
            // the dense end means the arrays are allocated once for nearly every file.
            elements.reserveCapacity(census.count / 80 + 8)
            attributes.reserveCapacity(census.count / 28 + 8)
            valueBytes.reserveCapacity(census.count * 3 / 10 + 64)
            for spelling in KnownName.spellings { _ = spelling.withUnsafeBytes { lookUp($0) } }
        }

        /// More names than a UInt16 can number means the file is not one IB wrote; the reader
        /// turns `nil` into a diagnostic.
        mutating func intern(_ name: String) -> UInt16? {
            var name = name
            return name.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
        }

        /// Whether name `number` is spelled by `bytes`.
        private func spells(_ number: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
            let start = number == 0 ? 0 : nameEnds[number - 1]
            guard nameEnds[number] - start == bytes.count else { return false }
            return nameBytes.withUnsafeBytes {
                UnsafeRawBufferPointer(rebasing: $0[start..<nameEnds[number]]).hasSameBytes(as: bytes)
            }
        }

        /// The number of the element name spelled by these UTF-8 bytes.
        mutating func internElement(_ bytes: UnsafeRawBufferPointer) -> UInt16? {
            if let previous = previousElement, case let guess = nextElement[Int(previous)], guess != UInt16.max,
                spells(Int(guess), bytes)
            {
                previousElement = guess
                return guess
            }
            guard let number = lookUp(bytes) else { return nil }
            if let previous = previousElement { nextElement[Int(previous)] = number }
            previousElement = number
            return number
        }

        /// The number of the name of the `position`th attribute of an `element`.
        mutating func internAttribute(_ bytes: UnsafeRawBufferPointer, of element: UInt16, at position: Int) -> UInt16?
        {
            let slot = Int(element) * Self.guessesPerElement + position
            let guessed = position < Self.guessesPerElement
            if guessed, case let guess = attributeGuesses[slot], guess != UInt16.max, spells(Int(guess), bytes) {
                return guess
            }
            guard let number = lookUp(bytes) else { return nil }
            if guessed { attributeGuesses[slot] = number }
            return number
        }

        /// The number of any name (for elements made in code).
        mutating func intern(_ bytes: UnsafeRawBufferPointer) -> UInt16? {
            lookUp(bytes)
        }

        mutating func lookUp(_ bytes: UnsafeRawBufferPointer) -> UInt16? {
            let hash = IndexHashTable.hash(bytes)
            if let found = nameTable.find(hash: hash, matches: { spells(Int($0), bytes) }) { return UInt16(found) }
            let number = names.count
            guard number < Int(UInt16.max) else { return nil }
            names.append(String(decoding: bytes, as: UTF8.self))
            nameBytes.append(contentsOf: bytes)
            nameEnds.append(nameBytes.count)
            nextElement.append(UInt16.max)
            attributeGuesses.append(contentsOf: repeatElement(UInt16.max, count: Self.guessesPerElement))
            let names = self.names
            nameTable.insert(Int32(number), hash: hash) { XMLTree.hash(names[Int($0)]) }
            return UInt16(number)
        }

        var depth: Int { open.count }

        /// The innermost element begun and not ended, for messages about it.
        var openElement: (name: String, location: SourceLocation)? {
            open.last.map { (index, _) in
                let element = elements[Int(index)]
                return (
                    names[Int(element.name)],
                    SourceLocation(file: file, line: Int(element.line), column: Int(element.column))
                )
            }
        }

        var rootName: String? { elements.first.map { names[Int($0.name)] } }

        /// Starts an element; attributes are added next, in order, before any child begins.
        mutating func begin(name: UInt16, line: Int, column: Int) {
            open.append((UInt32(elements.count), false))
            elements.append(
                Element(
                    name: name, attributeCount: 0, firstAttribute: UInt32(attributes.count), end: 0,
                    line: UInt32(clamping: line), column: UInt32(clamping: column)))
        }

        mutating func addAttribute(name: UInt16, value: String) {
            var value = value
            value.withUTF8 { addAttribute(name: name, bytes: UnsafeRawBufferPointer($0)) }
        }

        mutating func addAttribute(name: UInt16, bytes: UnsafeRawBufferPointer) {
            valueBytes.append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
            if name == KnownName.id.rawValue { idAttributes.append(UInt32(attributes.count)) }
            attributes.append(AttributeEntry(name: name, valueEnd: UInt32(valueBytes.count)))
        }

        /// Records how many attributes the element begun last has, once they are all added.
        mutating func finishAttributes() {
            let last = elements.count - 1
            elements[last].attributeCount = UInt16(clamping: attributes.count - Int(elements[last].firstAttribute))
            if let kind = KnownName(rawValue: elements[last].name), kind.isChecked {
                let parent = open.count >= 2 ? Int(open[open.count - 2].index) : nil
                if kind == .constraint || kind == .rect
                    || parent.map({ elements[$0].name == KnownName.connections.rawValue }) == true
                {
                    checkedElements.append(UInt32(last))
                }
            }
        }

        var innermostHasText: Bool { open.last?.hasText ?? false }

        /// Character data for the innermost open element. Whitespace before any other text is
        /// the indentation between elements and is not kept.
        mutating func addText(_ text: String, isWhitespace: Bool) {
            guard let owner = open.last, !isWhitespace || owner.hasText else { return }
            texts[owner.index, default: ""] += text
            open[open.count - 1].hasText = true
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
            guard let index = open.popLast()?.index else { return }
            elements[Int(index)].end = UInt32(elements.count)
        }
    }
}

extension Array {
    /// The same elements in storage of exactly their size.
    /// Copying costs time and fresh pages, so only storage at least twice its use is copied.
    func exactSize() -> [Element] {
        capacity > 2 * count + 16 ? withUnsafeBufferPointer { Array($0) } : self
    }
}
