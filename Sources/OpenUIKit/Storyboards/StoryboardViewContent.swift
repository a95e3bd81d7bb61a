import Foundation
import StoryboardDocument

/// What labels, buttons, switches, steppers, segmented controls, search bars and image views
/// take from a storyboard beyond the view basics: text, fonts, colours, alignment, line
/// settings, per-state titles and the button type or a button configuration, a switch's state
/// and tints, a stepper's range, step and behaviour, a segmented control's segments and
/// selection, a search bar's style and texts, images.
@MainActor
enum StoryboardViewContent {
    static func apply(
        _ element: ViewElement, to view: UIView, strings: [String: String] = [:],
        images: StoryboardImages = StoryboardImages()
    ) {
        let node = element.node
        func localized(_ property: String) -> String? { strings["\(element.id).\(property)"] }
        // Colours given as components are already set; a colour the file names is set here.
        for key in ["backgroundColor", "tintColor"] {
            guard let value = element.colors[key], UIColor(storyboard: value) == nil,
                let color = StoryboardColors.color(value)
            else { continue }
            if key == "backgroundColor" { view.backgroundColor = color } else { view.tintColor = color }
        }
        switch view {
        case let label as UILabel:
            if let text = localized("text") ?? element.text { label.text = text }
            if let font = element.font.map(UIFont.storyboardFont) { label.font = font }
            if let color = element.colors["textColor"].flatMap(StoryboardColors.color) { label.textColor = color }
            if let alignment = node["textAlignment"].flatMap({ textAlignments[$0] }) { label.textAlignment = alignment }
            if let mode = node["lineBreakMode"].flatMap({ lineBreakModes[$0] }) { label.lineBreakMode = mode }
            if let lines = node["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
            if node.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = true }
            if node.flag("highlighted") { label.isHighlighted = true }
            if node["enabled"] == "NO" { label.isEnabled = false }
        case let button as UIButton:
            if let type = node["buttonType"].flatMap({ buttonTypes[$0] }) { button.buttonType = type }
            if let font = element.font.map(UIFont.storyboardFont) { button.titleLabel?.font = font }
            if let configuration = node.child("buttonConfiguration", key: "configuration") {
                button.configuration = StoryboardButtonConfiguration.configuration(from: configuration, images: images)
                break
            }
            for state in node.children("state") {
                guard let key = state["key"], let controlState = controlStates[key] else { continue }
                if let title = localized("\(key)Title") ?? state["title"] { button.setTitle(title, for: controlState) }
                if let name = state["image"] { button.setImage(images.image(named: name), for: controlState) }
                if let name = state["backgroundImage"] {
                    button.setBackgroundImage(images.image(named: name), for: controlState)
                }
                if let color = state.child("color", key: "titleColor").flatMap(ColorValue.init).flatMap(
                    StoryboardColors.color)
                {
                    button.setTitleColor(color, for: controlState)
                }
            }
        case let toggle as UISwitch:
            if node.flag("on") { toggle.isOn = true }
            if let color = element.colors["onTintColor"].flatMap(StoryboardColors.color) { toggle.onTintColor = color }
            if let color = element.colors["thumbTintColor"].flatMap(StoryboardColors.color) {
                toggle.thumbTintColor = color
            }
        case let stepper as UIStepper:
            // The range first, in the order that keeps minimum below maximum, then the value in it.
            let minimum = node.number("minimumValue"), maximum = node.number("maximumValue")
            if let minimum, minimum >= stepper.maximumValue, let maximum { stepper.maximumValue = maximum }
            if let minimum { stepper.minimumValue = minimum }
            if let maximum { stepper.maximumValue = maximum }
            if let step = node.number("stepValue") { stepper.stepValue = step }
            if let value = node.number("value") { stepper.value = value }
            if node.flag("wraps") { stepper.wraps = true }
            if node["autorepeat"] == "NO" { stepper.autorepeat = false }
            if node["continuous"] == "NO" { stepper.isContinuous = false }
        case let pages as UIPageControl:
            if let count = node["numberOfPages"].flatMap(Int.init) { pages.numberOfPages = count }
            if let page = node["currentPage"].flatMap(Int.init) { pages.currentPage = page }
            if node.flag("hidesForSinglePage") { pages.hidesForSinglePage = true }
            if let color = element.colors["pageIndicatorTintColor"].flatMap(StoryboardColors.color) {
                pages.pageIndicatorTintColor = color
            }
            if let color = element.colors["currentPageIndicatorTintColor"].flatMap(StoryboardColors.color) {
                pages.currentPageIndicatorTintColor = color
            }
        case let segmented as UISegmentedControl:
            for (index, segment) in (node.child("segments")?.children("segment") ?? []).enumerated() {
                if let name = segment["image"] {
                    segmented.insertSegment(with: images.image(named: name), at: index, animated: false)
                } else {
                    segmented.insertSegment(
                        withTitle: localized("segmentTitles[\(index)]") ?? segment["title"], at: index, animated: false)
                }
                if segment["enabled"] == "NO" { segmented.setEnabled(false, forSegmentAt: index) }
                if let width = segment.number("width") { segmented.setWidth(CGFloat(width), forSegmentAt: index) }
                if let offset = segment.child("size", key: "contentOffset") {
                    segmented.setContentOffset(
                        CGSize(width: offset.number("width") ?? 0, height: offset.number("height") ?? 0),
                        forSegmentAt: index)
                }
            }
            if let index = node["selectedSegmentIndex"].flatMap(Int.init) { segmented.selectedSegmentIndex = index }
            if node.flag("momentary") { segmented.isMomentary = true }
            if node.flag("apportionsSegmentWidthsByContent") { segmented.apportionsSegmentWidthsByContent = true }
            if node.flag("springLoaded") { segmented.isSpringLoaded = true }
            if let style = node["segmentControlStyle"].flatMap({ segmentedStyles[$0] }) {
                segmented.segmentedControlStyle = style
            }
            if let color = element.colors["selectedSegmentTintColor"].flatMap(StoryboardColors.color) {
                segmented.selectedSegmentTintColor = color
            }
        case let searchBar as UISearchBar:
            if let style = node["searchBarStyle"].flatMap({ searchBarStyles[$0] }) { searchBar.searchBarStyle = style }
            if let text = localized("text") ?? node["text"] { searchBar.text = text }
            if let placeholder = localized("placeholder") ?? node["placeholder"] { searchBar.placeholder = placeholder }
            if let prompt = localized("prompt") ?? node["prompt"] { searchBar.prompt = prompt }
        case let imageView as UIImageView:
            if let name = element.image { imageView.image = images.image(named: name) }
            if let name = node["highlightedImage"] { imageView.highlightedImage = images.image(named: name) }
            if node.flag("highlighted") { imageView.isHighlighted = true }
        case is UITextField, is UITextView:
            StoryboardTextContent.apply(element, to: view, localized: localized)
        default:
            StoryboardPickerContent.apply(element, to: view, images: images)
        }
    }

    private static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    private static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]

    private static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    private static let segmentedStyles: [String: UISegmentedControl.Style] = [
        "plain": .plain, "bordered": .bordered, "bar": .bar, "bezeled": .bezeled,
    ]

    private static let searchBarStyles: [String: UISearchBar.Style] = [
        "default": .default, "prominent": .prominent, "minimal": .minimal,
    ]

    private static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]
}

extension UIFont {
    /// A storyboard font: the system font in its type and weight, a named font (the system
    /// font at that size when the name is unknown here), or a text style.
    static func storyboardFont(_ value: FontValue) -> UIFont {
        let font: UIFont
        switch value {
        case let .system(type, weight, pointSize):
            let size = CGFloat(pointSize ?? 17)
            switch type {
            case "boldSystem": font = .boldSystemFont(ofSize: size)
            case "italicSystem": font = .italicSystemFont(ofSize: size)
            default: font = .systemFont(ofSize: size, weight: weight.map(Self.weight(named:)) ?? .regular)
            }
        case let .custom(name, _, pointSize):
            font = UIFont(name: name, size: CGFloat(pointSize ?? 17)) ?? .systemFont(ofSize: CGFloat(pointSize ?? 17))
        case let .textStyle(style):
            font = .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        return font
    }

    private static func weight(named name: String) -> Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }
}
