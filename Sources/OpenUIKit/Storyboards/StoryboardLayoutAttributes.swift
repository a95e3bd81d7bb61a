import Foundation
import StoryboardDocument

/// What a storyboard says about how a view takes part in Auto Layout, beyond its constraints:
/// content hugging and compression resistance, layout margins and how they relate to the
/// superview's and the safe area, and a stack view's arrangement.
@MainActor
enum StoryboardLayoutAttributes {
    static func apply(_ element: ViewElement, to view: UIView) {
        let node = element.node
        let priorities: [(String, NSLayoutConstraint.Axis, (UILayoutPriority, NSLayoutConstraint.Axis) -> Void)] = [
            ("horizontalHuggingPriority", .horizontal, view.setContentHuggingPriority),
            ("verticalHuggingPriority", .vertical, view.setContentHuggingPriority),
            ("horizontalCompressionResistancePriority", .horizontal, view.setContentCompressionResistancePriority),
            ("verticalCompressionResistancePriority", .vertical, view.setContentCompressionResistancePriority),
        ]
        for (attribute, axis, set) in priorities {
            // Priorities outside 1…1000 are not priorities; UIKit clamps them.
            if let value = node.number(attribute) { set(UILayoutPriority(Float(min(max(value, 1), 1000))), axis) }
        }
        if node.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = true }
        if node["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if let insets = node.child("edgeInsets", key: "layoutMargins") {
            func value(_ key: String) -> CGFloat { CGFloat(insets.number(key) ?? 0) }
            view.layoutMargins = UIEdgeInsets(
                top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        }
        if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            func value(_ key: String) -> CGFloat { CGFloat(insets.number(key) ?? 0) }
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: value("top"), leading: value("leading"),
                bottom: value("bottom"), trailing: value("trailing"))
        }
        if let stack = view as? UIStackView { configure(stack, node) }
    }

    /// Interface Builder's stack view settings; its `<subviews>` are the arranged views, which
    /// `arrange` adds once they exist.
    private static func configure(_ stack: UIStackView, _ node: XMLNode) {
        if node["axis"] == "vertical" { stack.axis = .vertical }
        if let distribution = node["distribution"].flatMap({ distributions[$0] }) { stack.distribution = distribution }
        if let alignment = node["alignment"].flatMap({ alignments[$0] }) { stack.alignment = alignment }
        if let spacing = node.number("spacing") { stack.spacing = CGFloat(spacing) }
        if node.flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = true }
        if node.flag("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = true }
    }

    /// Every subview of a stack view in a storyboard is arranged, in document order.
    static func arrange(_ stack: UIStackView) {
        for subview in stack.subviews { stack.addArrangedSubview(subview) }
    }

    private static let distributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    private static let alignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
    ]
}
