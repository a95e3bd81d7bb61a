import Foundation
import OpenUIKitContracts

/// The attributes every element has, as XCUITest names them.
public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var isSelected: Bool { get }
    var hasFocus: Bool { get }
    var placeholderValue: String? { get }
}

/// An element's attributes at one moment, with its children's: what `XCUIElement.snapshot()`
/// returns and what a query's predicate is evaluated against.
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [any XCUIElementSnapshot] { get }
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}

extension XCUIElement {
    /// The keys of a snapshot's `dictionaryRepresentation`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let identifier = AttributeName(rawValue: "identifier")
        public static let frame = AttributeName(rawValue: "frame")
        public static let value = AttributeName(rawValue: "value")
        public static let title = AttributeName(rawValue: "title")
        public static let label = AttributeName(rawValue: "label")
        public static let elementType = AttributeName(rawValue: "elementType")
        public static let enabled = AttributeName(rawValue: "enabled")
        public static let selected = AttributeName(rawValue: "selected")
        public static let hasFocus = AttributeName(rawValue: "hasFocus")
        public static let placeholderValue = AttributeName(rawValue: "placeholderValue")
        public static let children = AttributeName(rawValue: "children")
    }
}

/// A snapshot node's values, fixed when it is made.
final class XCUIElementSnapshotValues: XCUIElementSnapshot, @unchecked Sendable {
    // @unchecked: every stored property is a constant of value types.
    let identifier: String
    let frame: CGRect
    let title: String
    let label: String
    let elementType: XCUIElement.ElementType
    let isEnabled: Bool
    let isSelected: Bool
    let hasFocus: Bool
    let isHittable: Bool
    let placeholderValue: String?
    private let reportedValue: String?
    private let childValues: [XCUIElementSnapshotValues]

    init(_ node: SnapshotNode) {
        let element = node.element
        identifier = element.identifier
        frame = node.frame
        title = element.title
        label = element.label
        elementType = node.type
        isEnabled = element.isEnabled
        isSelected = element.isSelected
        hasFocus = element.hasFocus
        isHittable = element.isHittable
        placeholderValue = element.placeholderValue
        reportedValue = element.value
        childValues = node.children.map(XCUIElementSnapshotValues.init)
    }

    var value: Any? { reportedValue }
    var children: [any XCUIElementSnapshot] { childValues }

    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] {
        var dictionary: [XCUIElement.AttributeName: Any] = [
            .identifier: identifier, .frame: frame, .title: title, .label: label, .elementType: elementType.rawValue,
            .enabled: isEnabled, .selected: isSelected, .hasFocus: hasFocus,
            .children: childValues.map(\.dictionaryRepresentation),
        ]
        if let reportedValue { dictionary[.value] = reportedValue }
        if let placeholderValue { dictionary[.placeholderValue] = placeholderValue }
        return dictionary
    }

    /// The attribute a predicate names (`label`, `identifier`, `value`, `elementType`, …).
    func attribute(_ name: String) -> Any? {
        switch name {
        case "identifier": identifier
        case "label": label
        case "title": title
        case "value": reportedValue
        case "placeholderValue": placeholderValue
        case "elementType": elementType.rawValue
        case "enabled", "isEnabled": isEnabled
        case "selected", "isSelected": isSelected
        case "hasFocus": hasFocus
        case "hittable", "isHittable": isHittable
        case "exists": true
        default: nil
        }
    }
}
