import Foundation
import StoryboardDocument

/// A button's `<buttonConfiguration key="configuration">` (Xcode 13 and later): the style, the
/// title and subtitle, the image and its placement and padding, the size, corner style, insets,
/// base colours and background. A storyboard that has one saves per-state titles beside it for
/// older systems; the configuration is what iOS 15 and later show, so those are not applied.
@MainActor
enum StoryboardButtonConfiguration {
    static func configuration(from node: XMLNode, images: StoryboardImages) -> UIButton.Configuration {
        var configuration: UIButton.Configuration
        switch node["style"] {
        case "gray": configuration = .gray()
        case "tinted": configuration = .tinted()
        case "filled": configuration = .filled()
        case "borderless": configuration = .borderless()
        case "bordered": configuration = .bordered()
        case "borderedTinted": configuration = .borderedTinted()
        case "borderedProminent": configuration = .borderedProminent()
        default: configuration = .plain()
        }
        if let title = node["title"] { configuration.title = title }
        if let subtitle = node["subtitle"] { configuration.subtitle = subtitle }
        if let name = node.child("imageReference", key: "image")?["image"] ?? node["image"] {
            configuration.image = images.image(named: name)
        }
        if let placement = node["imagePlacement"].flatMap({ placements[$0] }) {
            configuration.imagePlacement = placement
        }
        if let padding = node.number("imagePadding") { configuration.imagePadding = CGFloat(padding) }
        if let padding = node.number("titlePadding") { configuration.titlePadding = CGFloat(padding) }
        if let alignment = node["titleAlignment"].flatMap({ titleAlignments[$0] }) {
            configuration.titleAlignment = alignment
        }
        if let size = node["buttonSize"].flatMap({ sizes[$0] }) { configuration.buttonSize = size }
        if let corners = node["cornerStyle"].flatMap({ cornerStyles[$0] }) { configuration.cornerStyle = corners }
        if node.flag("showsActivityIndicator") { configuration.showsActivityIndicator = true }
        if let insets = node.child("directionalEdgeInsets", key: "contentInsets") {
            configuration.contentInsets = NSDirectionalEdgeInsets(
                top: CGFloat(insets.number("top") ?? 0), leading: CGFloat(insets.number("leading") ?? 0),
                bottom: CGFloat(insets.number("bottom") ?? 0), trailing: CGFloat(insets.number("trailing") ?? 0))
        }
        configuration.baseForegroundColor = color(node, "baseForegroundColor")
        configuration.baseBackgroundColor = color(node, "baseBackgroundColor")
        if let background = node.child("backgroundConfiguration", key: "background") {
            if let radius = background.number("cornerRadius") {
                configuration.background.cornerRadius = CGFloat(radius)
            }
            if let width = background.number("strokeWidth") { configuration.background.strokeWidth = CGFloat(width) }
            if let outset = background.number("strokeOutset") {
                configuration.background.strokeOutset = CGFloat(outset)
            }
            configuration.background.backgroundColor = color(background, "backgroundColor")
            configuration.background.strokeColor = color(background, "strokeColor")
        }
        return configuration
    }

    private static func color(_ node: XMLNode, _ key: String) -> UIColor? {
        node.child("color", key: key).flatMap(ColorValue.init).flatMap(StoryboardColors.color)
    }

    private static let placements: [String: NSDirectionalRectEdge] = [
        "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    ]
    private static let titleAlignments: [String: UIButton.Configuration.TitleAlignment] = [
        "automatic": .automatic, "leading": .leading, "center": .center, "trailing": .trailing,
    ]
    private static let sizes: [String: UIButton.Configuration.Size] = [
        "mini": .mini, "small": .small, "medium": .medium, "large": .large,
    ]
    private static let cornerStyles: [String: UIButton.Configuration.CornerStyle] = [
        "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large, "capsule": .capsule,
    ]
}
