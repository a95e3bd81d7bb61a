import Foundation

/// One element of the app as a UI test sees it: XCUITest's attributes, and its children. The
/// app builds the whole tree for each snapshot; queries run on the test's side.
public struct AutomationElement: Codable, Sendable, Equatable {
    /// `XCUIElement.ElementType`'s case name: "button", "staticText", "navigationBar"…
    public var type: String
    public var identifier: String
    public var label: String
    public var value: String?
    public var placeholderValue: String?
    public var title: String
    /// In screen points.
    public var x: Double, y: Double, width: Double, height: Double
    public var isEnabled: Bool
    public var isSelected: Bool
    public var hasFocus: Bool
    public var isHittable: Bool
    public var children: [AutomationElement]

    public init(
        type: String, identifier: String = "", label: String = "", value: String? = nil,
        placeholderValue: String? = nil, title: String = "", x: Double = 0, y: Double = 0,
        width: Double = 0, height: Double = 0, isEnabled: Bool = true, isSelected: Bool = false,
        hasFocus: Bool = false, isHittable: Bool = false, children: [AutomationElement] = []
    ) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholderValue = placeholderValue
        self.title = title
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasFocus = hasFocus
        self.isHittable = isHittable
        self.children = children
    }
}
