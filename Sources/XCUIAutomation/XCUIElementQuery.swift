import Foundation
import OpenUIKitContracts

/// A way to find elements, run against a fresh snapshot of the app each time it is read, as
/// XCUITest's queries are: built from an element (or the app) by steps — its descendants or
/// children of a type, those matching a predicate or an identifier, those containing a match.
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    /// One step from a list of elements to the next.
    enum Step {
        case descendants(XCUIElement.ElementType)
        case children(XCUIElement.ElementType)
        case matching(String, (SnapshotNode) -> Bool)
        case containing(String, (SnapshotNode) -> Bool)
        /// Those an identifier (or label, title, placeholder) names: a query's subscript.
        case identifier(String)

        var description: String {
            switch self {
            case .descendants(let type): "Descendants matching type \(type.displayName)"
            case .children(let type): "Children matching type \(type.displayName)"
            case .matching(let what, _): "Elements matching \(what)"
            case .containing(let what, _): "Elements containing elements matching \(what)"
            case .identifier(let key): "Elements matching identifier '\(key)'"
            }
        }
    }

    let scope: XCUIElement
    let steps: [Step]

    init(scope: XCUIElement, steps: [Step]) {
        self.scope = scope
        self.steps = steps
        super.init()
    }

    /// The elements the query finds in `root`, in the tree's order.
    func resolve(in root: SnapshotNode) -> [SnapshotNode] {
        guard case .success(let start) = scope.resolve(in: root) else { return [] }
        var nodes = [start]
        for step in steps {
            var found: [SnapshotNode] = []
            var seen = Set<Int>()
            func keep(_ node: SnapshotNode) {
                if seen.insert(node.order).inserted { found.append(node) }
            }
            switch step {
            case .descendants(let type):
                for node in nodes { node.descendants.filter { type == .any || $0.type == type }.forEach(keep) }
            case .children(let type):
                for node in nodes { node.children.filter { type == .any || $0.type == type }.forEach(keep) }
            case .matching(_, let test):
                nodes.filter(test).forEach(keep)
            case .containing(_, let test):
                nodes.filter { $0.descendants.contains(where: test) }.forEach(keep)
            case .identifier(let key):
                nodes.filter { Self.names($0, key) }.forEach(keep)
            }
            nodes = found.sorted { $0.order < $1.order }
        }
        return nodes
    }

    func adding(_ step: Step) -> XCUIElementQuery {
        XCUIElementQuery(scope: scope, steps: steps + [step])
    }

    // MARK: Elements

    /// The one element the query finds; using it fails when it finds none or several.
    public var element: XCUIElement { XCUIElement(query: self, binding: .unique) }

    public var count: Int {
        guard let root = scope.application.currentTree() else { return 0 }
        return resolve(in: root).count
    }

    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(query: self, binding: .index(index))
    }

    /// The first element found, without checking there is only one (and faster to find).
    public var firstMatch: XCUIElement { XCUIElement(query: self, binding: .first) }

    public var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    public var allElementsBoundByAccessibilityElement: [XCUIElement] { allElementsBoundByIndex }

    /// The element whose identifier (or, as XCUITest also matches, label, title or placeholder)
    /// is `key`.
    public subscript(key: String) -> XCUIElement {
        matching(identifier: key).element
    }

    public func element(matching predicate: NSPredicate) -> XCUIElement {
        matching(predicate).element
    }

    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        matching(elementType, identifier: identifier).element
    }

    // MARK: Narrowing

    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        adding(.descendants(type))
    }

    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        adding(.children(type))
    }

    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        adding(
            .matching("predicate \(PredicateFormats.description(of: predicate))") {
                predicate.evaluate(with: XCUIElementSnapshotValues($0))
            })
    }

    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let (what, test) = Self.kind(elementType, identifier: identifier)
        return adding(.matching(what, test))
    }

    public func matching(identifier: String) -> XCUIElementQuery {
        adding(.identifier(identifier))
    }

    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        adding(
            .containing("predicate \(PredicateFormats.description(of: predicate))") {
                predicate.evaluate(with: XCUIElementSnapshotValues($0))
            })
    }

    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let (what, test) = Self.kind(elementType, identifier: identifier)
        return adding(.containing(what, test))
    }

    /// Elements of `elementType` (any, for `.any`) that `identifier` names, when given: described,
    /// and as a test.
    private static func kind(
        _ elementType: XCUIElement.ElementType, identifier: String?
    ) -> (String, (SnapshotNode) -> Bool) {
        (
            "type \(elementType.displayName)\(identifier.map { " and identifier '\($0)'" } ?? "")",
            { node in
                (elementType == .any || node.type == elementType) && (identifier.map { names(node, $0) } ?? true)
            }
        )
    }

    /// Whether `key` names the element: its identifier, label, title or placeholder.
    static func names(_ node: SnapshotNode, _ key: String) -> Bool {
        let element = node.element
        return element.identifier == key || element.label == key || element.title == key
            || element.placeholderValue == key
    }

    // MARK: Description

    /// How XCUITest names the element a query finds by a key: `"Save" Button`; nil for other queries.
    var keyedName: String? {
        guard steps.count >= 2, case .identifier(let key) = steps[steps.count - 1],
            case .descendants(let type) = steps[steps.count - 2]
        else { return nil }
        return "\"\(key)\" \(type == .any ? "Element" : type.displayName)"
    }

    /// The query's steps, from the element it starts at.
    var chain: String {
        ([scope.shortDescription] + steps.map(\.description)).joined(separator: ", then ")
    }

    open override var description: String { chain }

    /// The query and what it finds in the app as it is now.
    open override var debugDescription: String {
        guard let root = scope.application.currentTree() else { return "\(chain)\n(the app is not running)" }
        let found = resolve(in: root)
        return "Query chain: \(chain)\nOutput: {\n" + found.map { "    \($0.summary)" }.joined(separator: "\n") + "\n}"
    }
}
