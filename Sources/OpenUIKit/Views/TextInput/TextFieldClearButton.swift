import Foundation

/// A text field's clear button: a grey disc with a white cross (iOS's `xmark.circle.fill`), a
/// control of its own so a tap on it reaches it rather than the field.
@MainActor
final class TextFieldClearButton: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override var isTapControl: Bool { true }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        let side = min(bounds.width, bounds.height)
        let disc = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        (isHighlighted ? UIColor.secondaryLabel : UIColor.tertiaryLabel).resolvedColor(with: traits).setFill()
        UIBezierPath(ovalIn: disc).fill()
        let arm = side * 0.18
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        cross.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        cross.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        cross.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        UIColor.systemBackground.resolvedColor(with: traits).setStroke()
        cross.lineWidth = 1.75
        cross.lineCapStyle = .round
        cross.stroke()
    }
}
