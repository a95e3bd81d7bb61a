import Foundation

/// The control at a row's leading edge while its table is editing: a red circle with a minus for
/// a row that can be deleted (a tap uncovers the row's Delete button, as a swipe would), a green
/// one with a plus for a row that inserts (a tap commits the insertion).
@MainActor
final class TableEditingControl: UIControl {
    /// Points the control takes at the row's leading edge; the content moves over by as much.
    static let width: CGFloat = 38
    private static let diameter: CGFloat = 22

    var style: UITableViewCell.EditingStyle = .delete { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        accessibilityTraits = .button
        isAccessibilityElement = true
    }

    /// What it does and to which row, as UI tests find it: "Delete Milk".
    override var accessibilityLabel: String? {
        get {
            accessibilityOverrides?.label
                ?? [style == .insert ? "Insert" : "Delete", (superview as? UITableViewCell)?.accessibilityLabel]
                .compactMap { $0 }.joined(separator: " ")
        }
        set { super.accessibilityLabel = newValue }
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let d = Self.diameter
        let circle = CGRect(x: bounds.maxX - d - 3, y: (bounds.height - d) / 2, width: d, height: d)
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
        UIBezierPath(
            roundedRect: CGRect(x: circle.minX + 5, y: circle.midY - 1, width: d - 10, height: 2), cornerRadius: 1
        ).fill()
        if style == .insert {
            UIBezierPath(
                roundedRect: CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: d - 10), cornerRadius: 1
            ).fill()
        }
    }
}
