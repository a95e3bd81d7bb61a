/// One file's elements in a few flat arrays, in document order. A tree of separate values
/// cost two and a half times the file and most of the decoding time went into allocating and
/// freeing it; here an element is 20 bytes, an attribute 6 plus its value's UTF-8, and names
/// are stored once per file.
final class XMLTree: Sendable {
    struct Element: Sendable {
        var name: UInt16
        var attributeCount: UInt16
        var firstAttribute: UInt32
        /// One past the last element of this one's subtree: children start at the next index
        /// and each child's `end` is where its next sibling starts.
        var end: UInt32
        var line: UInt32
        var column: UInt32
    }

    let file: String
    let elements: [Element]
    /// Element and attribute names, interned.
    let names: [String]
    /// Each attribute's name, and where its value ends in `valueBytes` (it starts where the
    /// previous one's ends).
    struct AttributeEntry: Sendable {
        var name: UInt16
        var valueEnd: UInt32
    }

    let attributes: [AttributeEntry]
    let valueBytes: [UInt8]
    /// The rare extras, by element index, in index order.
    let texts: [(element: UInt32, text: String)]
    let comments: [(element: UInt32, text: String)]
    /// Every `id` attribute, and the elements validation checks, in document order.
    let idAttributes: [UInt32]
    let checkedElements: [UInt32]
    /// Names to their interned numbers, for lookups by name.
    private let nameTable: IndexHashTable

    init(builder: consuming Builder) {
        file = builder.file
        elements = builder.elements.exactSize()
        names = builder.names
        idAttributes = builder.idAttributes
        checkedElements = builder.checkedElements
        nameTable = builder.nameTable
        attributes = builder.attributes.exactSize()
        valueBytes = builder.valueBytes.exactSize()
        texts = builder.texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        comments = builder.comments
    }

    /// The number a name is interned as, if the file uses it.
    func nameNumber(_ name: String) -> UInt16? {
        nameTable.find(hash: Self.hash(name)) { names[Int($0)] == name }.map { UInt16($0) }
    }

    static func hash(_ string: String) -> Int {
        var string = string
        return string.withUTF8 { IndexHashTable.hash(UnsafeRawBufferPointer($0)) }
    }

    /// The element an attribute belongs to: the last whose first attribute is at or before it.
    func element(ofAttribute attribute: Int) -> Int {
        var low = 0, high = elements.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(elements[mid].firstAttribute) <= attribute { low = mid } else { high = mid - 1 }
        }
        // Elements without attributes share the next one's start; step back to the owner.
        while low > 0, elements[low].attributeCount == 0 || Int(elements[low].firstAttribute) > attribute { low -= 1 }
        return low
    }

    /// The bytes of an attribute's value, for comparing and hashing without making a string.
    func withValueBytes<Result>(ofAttribute index: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        return valueBytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[valueRange(ofAttribute: index)])) }
    }

    func valueRange(ofAttribute index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(attributes[index - 1].valueEnd))..<Int(attributes[index].valueEnd)
    }

    func name(of element: Int) -> String { names[Int(elements[element].name)] }

    func attributeRange(of element: Int) -> Range<Int> {
        let start = Int(elements[element].firstAttribute)
        return start..<start + Int(elements[element].attributeCount)
    }

    func value(ofAttribute index: Int) -> String {
        withValueBytes(ofAttribute: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether an attribute's value is exactly `text`, without making a string.
    func value(ofAttribute index: Int, equals text: String) -> Bool {
        var text = text
        return text.withUTF8 { wanted in
            withValueBytes(ofAttribute: index) { UnsafeRawBufferPointer(wanted).hasSameBytes(as: $0) }
        }
    }

    /// The index of the attribute called `name` on `element`, if it has one.
    func attribute(_ name: String, of element: Int) -> Int? {
        guard let id = nameNumber(name) else { return nil }
        return attributeRange(of: element).first { attributes[$0].name == id }
    }

    static func extra(_ list: [(element: UInt32, text: String)], for element: Int) -> String? {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if Int(list[mid].element) < element { low = mid + 1 } else { high = mid }
        }
        return low < list.count && Int(list[low].element) == element ? list[low].text : nil
    }
}
