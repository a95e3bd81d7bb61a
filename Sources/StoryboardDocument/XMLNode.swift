/// An element exactly as the file has it: name, attributes in file order, children, text and
/// location. The typed model reads these; anything it has no case for stays here, whole.
/// A node is a position in its file's `XMLTree`, so passing one around copies nothing.
public struct XMLNode: Hashable, Sendable {
    let tree: XMLTree
    let index: Int

    public struct Attribute: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    init(tree: XMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// A standalone element (for tools and tests that make documents in code).
    public init(
        name: String, attributes: [Attribute], children: [XMLNode] = [], text: String = "", location: SourceLocation
    ) {
        var builder = XMLTree.Builder(file: location.file, census: .empty)
        Self.copy(
            name: name, attributes: attributes, children: children, text: text,
            line: location.line, column: location.column, into: &builder)
        self.init(tree: XMLTree(builder: builder), index: 0)
    }

    private static func copy(
        name: String, attributes: [Attribute], children: [XMLNode], text: String,
        line: Int, column: Int, into builder: inout XMLTree.Builder
    ) {
        builder.begin(name: builder.intern(name) ?? 0, line: line, column: column)
        for attribute in attributes {
            builder.addAttribute(name: builder.intern(attribute.name) ?? 0, value: attribute.value)
        }
        builder.finishAttributes()
        builder.addText(text, isWhitespace: false)
        for child in children {
            copy(
                name: child.name, attributes: child.attributes, children: Array(child.children), text: child.text,
                line: child.location.line, column: child.location.column, into: &builder)
        }
        builder.end()
    }

    public var name: String { tree.name(of: index) }

    public var attributes: [Attribute] {
        tree.attributeRange(of: index).map {
            Attribute(name: tree.names[Int(tree.attributes[$0].name)], value: tree.value(ofAttribute: $0))
        }
    }

    /// Character data directly inside the element (rare in these files; `<string>` bodies).
    public var text: String { XMLTree.extra(tree.texts, for: index) ?? "" }

    /// The XML comment just before the element, which IB uses as a scene's label.
    public var leadingComment: String? { XMLTree.extra(tree.comments, for: index) }

    public var location: SourceLocation {
        let element = tree.elements[index]
        return SourceLocation(file: tree.file, line: Int(element.line), column: Int(element.column))
    }

    public var children: Children { Children(tree: tree, parent: index) }

    /// The element's children in order. Children are stored after their parent, each subtree
    /// in one run, so stepping to the next sibling skips the current one's subtree.
    public struct Children: Collection, Sendable {
        let tree: XMLTree
        let parent: Int

        public var startIndex: Int { parent + 1 }
        public var endIndex: Int { Int(tree.elements[parent].end) }
        public func index(after child: Int) -> Int { Int(tree.elements[child].end) }
        public subscript(position: Int) -> XMLNode { XMLNode(tree: tree, index: position) }
    }

    public subscript(attribute: String) -> String? {
        tree.attribute(attribute, of: index).map(tree.value(ofAttribute:))
    }

    /// `YES` is true; anything else, or absence, is false (IB's convention).
    public func flag(_ attribute: String) -> Bool {
        tree.attribute(attribute, of: index).map { tree.value(ofAttribute: $0, equals: "YES") } ?? false
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

    /// The children of this element's first `name` child (`<subviews>`, `<cells>`, …).
    public func children(ofChild name: String) -> [XMLNode] {
        child(name).map { Array($0.children) } ?? []
    }

    /// Every element below this one, depth first, this one excluded.
    public func forEachDescendant(_ body: (XMLNode) -> Void) {
        for descendant in index + 1..<Int(tree.elements[index].end) {
            body(XMLNode(tree: tree, index: descendant))
        }
    }

    /// Nodes are equal when they are the same element of the same tree, or elements with the
    /// same name, attributes, text, location and children.
    public static func == (lhs: XMLNode, rhs: XMLNode) -> Bool {
        if lhs.tree === rhs.tree && lhs.index == rhs.index { return true }
        return lhs.name == rhs.name && lhs.location == rhs.location && lhs.attributes == rhs.attributes
            && lhs.text == rhs.text && lhs.leadingComment == rhs.leadingComment
            && lhs.children.elementsEqual(rhs.children)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(location)
    }
}
