/// An element exactly as the file has it: name, attributes in order, children, text and
/// location. The typed model reads these; anything it has no case for stays here, whole.
public struct XMLNode: Hashable, Sendable {
    public var name: String
    public var attributes: [Attribute]
    public var children: [XMLNode]
    /// Character data directly inside the element (rare in these files; `<string>` bodies).
    public var text: String
    /// The XML comment just before the element, which IB uses as a scene's label.
    public var leadingComment: String?
    public var location: SourceLocation

    public struct Attribute: Hashable, Sendable {
        public var name: String
        public var value: String
    }

    public init(name: String, attributes: [Attribute], children: [XMLNode] = [], text: String = "", location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
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
