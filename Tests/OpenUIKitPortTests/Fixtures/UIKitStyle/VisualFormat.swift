import UIKit

/// A form laid out with the Visual Format Language, as apps from before anchors write it.
class VisualFormatFormView: UIView {
    let nameLabel = UILabel()
    let nameField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameField.translatesAutoresizingMaskIntoConstraints = false
        addSubview(nameLabel)
        addSubview(nameField)
        let views: [String: Any] = ["label": nameLabel, "field": nameField]
        let metrics = ["margin": 16, "gap": 8]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-margin-[label(80)]-gap-[field(>=100@750)]-margin-|",
            options: [.alignAllCenterY, .directionLeadingToTrailing], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-[label]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A chevron that points the way the view reads, as apps flip images for right-to-left languages.
@MainActor func chevron(for view: UIView) -> UIImage? {
    let name = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "chevron.left" : "chevron.right"
    let axis: UIAxis = .horizontal
    let edges: UIDirectionalRectEdge = [.leading, .trailing]
    let range = UIFloatRange(minimum: 0, maximum: 1)
    return axis.contains(.horizontal) && !edges.isEmpty && !range.isInfinite ? UIImage(systemName: name) : nil
}
