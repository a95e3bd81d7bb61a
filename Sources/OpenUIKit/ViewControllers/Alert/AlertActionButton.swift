import Foundation

/// One action's button in an alert or action sheet: its title centred in the tint colour (red
/// for destructive, dimmed when disabled), semibold when it is the one return triggers (or the
/// cancel button, when nothing is preferred), and a light wash while a finger is on it.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    var font: UIFont = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    var isEmphasized = false { didSet { setNeedsDisplay() } }

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        isOpaque = false
        accessibilityIdentifier = action.title
    }

    required init?(coder: NSCoder) { nil }

    override var isTapControl: Bool { true }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// The title as drawn.
    var attributedTitle: NSAttributedString {
        let weighted = isEmphasized ? UIFont.systemFont(ofSize: font.pointSize, weight: .semibold) : font
        let color: UIColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        return NSAttributedString(
            string: action.title ?? "",
            attributes: [.font: weighted, .foregroundColor: color, .paragraphStyle: paragraph])
    }

    override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        if isHighlighted, action.isEnabled {
            UIColor.label.resolvedColor(with: traits).withAlphaComponent(0.1).setFill()
            UIRectFill(bounds)
        }
        let title = attributedTitle
        let inset = bounds.insetBy(dx: 8, dy: 0)
        let height = title.boundingRect(
            with: CGSize(width: inset.width, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, context: nil
        ).height
        title.draw(
            with: CGRect(x: inset.minX, y: bounds.midY - height / 2, width: inset.width, height: height),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }
}
