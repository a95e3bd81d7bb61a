import Foundation

/// The accessibility a responder's app set, member by member; nil is "the class's default".
@MainActor
final class AccessibilityOverrides {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var customActions: [UIAccessibilityCustomAction]?
}
