import Foundation
import OpenUIKitContracts

/// One element of a snapshot of the app, linked to its parent, numbered in document order so a
/// query's results keep the tree's order and never list an element twice.
final class SnapshotNode {
    let element: AutomationElement
    let type: XCUIElement.ElementType
    let order: Int
    private(set) var children: [SnapshotNode] = []
    private(set) weak var parent: SnapshotNode?

    /// The tree of `root`, numbered from 0.
    static func tree(_ root: AutomationElement) -> SnapshotNode {
        var next = 0
        return SnapshotNode(root, parent: nil, next: &next)
    }

    private init(_ element: AutomationElement, parent: SnapshotNode?, next: inout Int) {
        self.element = element
        type = XCUIElement.ElementType(reportedName: element.type)
        order = next
        self.parent = parent
        next += 1
        children = element.children.map { SnapshotNode($0, parent: self, next: &next) }
    }

    /// Every node below this one, depth first.
    var descendants: [SnapshotNode] {
        children.flatMap { [$0] + $0.descendants }
    }

    var frame: CGRect {
        CGRect(x: element.x, y: element.y, width: element.width, height: element.height)
    }

    /// One line, as XCUITest prints an element: its type, frame and the attributes it has.
    var summary: String {
        var parts = ["\(type.displayName), {{\(element.x), \(element.y)}, {\(element.width), \(element.height)}}"]
        if !element.identifier.isEmpty { parts.append("identifier: '\(element.identifier)'") }
        if !element.label.isEmpty { parts.append("label: '\(element.label)'") }
        if let placeholder = element.placeholderValue, !placeholder.isEmpty {
            parts.append("placeholderValue: '\(placeholder)'")
        }
        if let value = element.value, !value.isEmpty { parts.append("value: \(value)") }
        if element.isSelected { parts.append("Selected") }
        if !element.isEnabled { parts.append("Disabled") }
        return parts.joined(separator: ", ")
    }

    /// This node and everything below it, indented as XCUITest's "Element subtree".
    func subtree(indent: String = " ", marked: Bool = true) -> String {
        var lines = ["\(indent)\(marked ? "→" : "")\(summary)"]
        for child in children { lines.append(child.subtree(indent: indent + "  ", marked: false)) }
        return lines.joined(separator: "\n")
    }
}
