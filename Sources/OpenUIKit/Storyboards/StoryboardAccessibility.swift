import Foundation
import StoryboardDocument

/// A view's or bar item's `<accessibility key="accessibilityConfiguration">`, as Interface Builder's
/// Accessibility inspector writes it: `label`, `hint`, `identifier` and `value` attributes, an
/// `<accessibilityTraits key="traits">` child naming the traits that are on (the whole set, in
/// place of the class's), and `<bool key="isElement">`.
@MainActor
enum StoryboardAccessibility {
    /// The inspector's trait names; attributes it does not know are ignored.
    private nonisolated static let traits: [String: UIAccessibilityTraits] = [
        "button": .button, "link": .link, "image": .image, "selected": .selected, "playsSound": .playsSound,
        "keyboardKey": .keyboardKey, "staticText": .staticText, "summaryElement": .summaryElement,
        "notEnabled": .notEnabled, "updatesFrequently": .updatesFrequently, "searchField": .searchField,
        "startsMediaSession": .startsMediaSession, "adjustable": .adjustable,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn, "header": .header,
        "tabBar": .tabBar, "supportsZoom": .supportsZoom, "toggleButton": .toggleButton,
    ]

    /// What the element under `node` sets, nil members left alone.
    struct Settings {
        var label, hint, value, identifier: String?
        var traits: UIAccessibilityTraits?
        var isElement: Bool?

        init?(_ node: XMLNode) {
            guard let accessibility = node.child("accessibility", key: "accessibilityConfiguration") else { return nil }
            label = accessibility["label"]
            hint = accessibility["hint"]
            value = accessibility["value"]
            identifier = accessibility["identifier"]
            if let named = accessibility.child("accessibilityTraits", key: "traits") {
                traits = StoryboardAccessibility.traits.reduce(into: UIAccessibilityTraits()) { set, entry in
                    if named.flag(entry.key) { set.insert(entry.value) }
                }
            }
            if let element = accessibility.child("bool", key: "isElement") { isElement = element.flag("value") }
        }
    }

    static func apply(_ node: XMLNode, to object: some StoryboardAccessible) {
        guard let settings = Settings(node) else { return }
        if let identifier = settings.identifier { object.accessibilityIdentifier = identifier }
        if let label = settings.label { object.accessibilityLabel = label }
        if let hint = settings.hint { object.accessibilityHint = hint }
        if let value = settings.value { object.accessibilityValue = value }
        if let traits = settings.traits { object.accessibilityTraits = traits }
        if let isElement = settings.isElement { object.isAccessibilityElement = isElement }
    }
}

/// What a storyboard's accessibility settings reach: views and bar items.
@MainActor
protocol StoryboardAccessible: AnyObject {
    var accessibilityIdentifier: String? { get set }
    var accessibilityLabel: String? { get set }
    var accessibilityHint: String? { get set }
    var accessibilityValue: String? { get set }
    var accessibilityTraits: UIAccessibilityTraits { get set }
    var isAccessibilityElement: Bool { get set }
}

extension UIView: StoryboardAccessible {}
extension UIBarItem: StoryboardAccessible {}
