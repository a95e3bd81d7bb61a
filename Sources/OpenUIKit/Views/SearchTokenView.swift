import Foundation

/// One token of a search field, drawn as iOS draws it: its icon and text in white on a rounded
/// pill of the field's token colour (the tint colour unless set).
@MainActor
final class SearchTokenView: UIView {
    static let font = UIFont.systemFont(ofSize: 15)
    static let height: CGFloat = 24
    static let padding: CGFloat = 7
    static let iconSide: CGFloat = 14

    let token: UISearchToken
    var fillColor: UIColor? { didSet { setNeedsDisplay() } }

    init(token: UISearchToken) {
        self.token = token
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        accessibilityLabel = token.text
    }

    required init?(coder: NSCoder) { nil }

    /// The pill's width: padding, the icon, the text, padding.
    var fittingWidth: CGFloat {
        let text = token.text.size(withAttributes: [.font: Self.font]).width.rounded(.up)
        return Self.padding * 2 + text + (token.icon == nil ? 0 : Self.iconSide + 4)
    }

    override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = traitCollection
        (fillColor ?? tintColor ?? .systemBlue).resolvedColor(with: traits).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2 * 0.5).fill()
        var x = Self.padding
        if let icon = token.icon {
            icon.drawContents(
                in: CGRect(x: x, y: bounds.midY - Self.iconSide / 2, width: Self.iconSide, height: Self.iconSide),
                blendMode: .normal, alpha: 1, tint: .white)
            x += Self.iconSide + 4
        }
        let height = Self.font.lineHeight.rounded(.up)
        NSAttributedString(string: token.text, attributes: [.font: Self.font, .foregroundColor: UIColor.white])
            .draw(at: CGPoint(x: x, y: bounds.midY - height / 2))
    }
}
