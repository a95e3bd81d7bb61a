/// An element exactly as the file has it: name, attributes in order, children, text and
/// location. The typed model reads these; anything it has no case for stays here, whole.
public struct XMLNode: Hashable, Sendable {
    public var name: String
    public var attributes: [Attribute]
    public var children: [XMLNode]
    // Text and comments are rare and the file name is the same for every element, so they are
    // kept out of line: a decoded document then costs about twice its file, not three times.
    private var extras: Extras?
    private var fileName: FileName
    private var line: Int32
    private var column: Int32

    public struct Attribute: Hashable, Sendable {
        public var name: String
        public var value: String
    }

    public init(name: String, attributes: [Attribute], children: [XMLNode] = [], text: String = "", location: SourceLocation) {
        self.init(name: name, attributes: attributes, children: children, fileName: FileName(location.file),
                  line: location.line, column: location.column)
        self.text = text
    }

    init(name: String, attributes: [Attribute], children: [XMLNode] = [], fileName: FileName, line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.fileName = fileName
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    /// Character data directly inside the element (rare in these files; `<string>` bodies).
    public var text: String {
        get { extras?.text ?? "" }
        set { setExtras(text: newValue, comment: leadingComment) }
    }

    /// The XML comment just before the element, which IB uses as a scene's label.
    public var leadingComment: String? {
        get { extras?.comment }
        set { setExtras(text: text, comment: newValue) }
    }

    public var location: SourceLocation {
        get { SourceLocation(file: fileName.name, line: Int(line), column: Int(column)) }
        set {
            if newValue.file != fileName.name { fileName = FileName(newValue.file) }
            line = Int32(clamping: newValue.line)
            column = Int32(clamping: newValue.column)
        }
    }

    /// A fresh box each time: copies of a node never share mutable state.
    private mutating func setExtras(text: String, comment: String?) {
        extras = text.isEmpty && comment == nil ? nil : Extras(text: text, comment: comment)
    }

    /// A file's name, shared by all its elements.
    final class FileName: Hashable, Sendable {
        let name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: FileName, rhs: FileName) -> Bool { lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    private final class Extras: Hashable, Sendable {
        let text: String
        let comment: String?
        init(text: String, comment: String?) {
            self.text = text
            self.comment = comment
        }
        static func == (lhs: Extras, rhs: Extras) -> Bool { lhs.text == rhs.text && lhs.comment == rhs.comment }
        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(comment)
        }
    }

    public subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// `YES` is true; anything else, or absence, is false (IB's convention).
    public func flag(_ attribute: String) -> Bool {
        self[attribute] == "YES"
    }

    /// The attribute as a finite number. `Double(String)` also reads `nan` and `inf`, which IB
    /// never writes and which would poison layout (or trap where a number becomes an `Int`), so
    /// those read as absent.
    public func number(_ attribute: String) -> Double? {
        guard let value = self[attribute].flatMap(Double.init), value.isFinite else { return nil }
        return value
    }

    public func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(_ name: String) -> [XMLNode] {
        children.filter { $0.name == name }
    }

    /// Every element below this one, depth first, this one excluded.
    public func forEachDescendant(_ body: (XMLNode) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }
}
