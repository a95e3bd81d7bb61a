import Foundation

/// How a stepper draws itself, as iOS does: a capsule in the tertiary system fill, a minus in the
/// left half and a plus in the right, a short divider between them. A half that cannot step
/// (at its end of the range without `wraps`, or the whole stepper disabled) draws its sign
/// greyed; the half a finger holds is filled darker.
extension UIStepper {
    /// The half that steps down can: it is enabled and not at the minimum (unless it wraps).
    var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    func drawStepper() {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        let shape = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2)
        UIColor.tertiarySystemFill.resolvedColor(with: traits).setFill()
        shape.fill()

        let left = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        let right = CGRect(x: bounds.midX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        if let pressed {
            let held = pressed.increments ? right : left
            let context = UIGraphicsGetCurrentContext()
            context?.saveGState()
            shape.addClip()
            UIColor.tertiarySystemFill.resolvedColor(with: traits).setFill()
            UIRectFill(held)
            context?.restoreGState()
        }

        UIColor.separator.resolvedColor(with: traits).setFill()
        UIRectFill(CGRect(x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18))

        let enabledColor = UIColor.label.resolvedColor(with: traits)
        let disabledColor = UIColor.tertiaryLabel.resolvedColor(with: traits)
        let arm: CGFloat = 7
        let minus = UIBezierPath()
        minus.move(to: CGPoint(x: left.midX - arm, y: left.midY))
        minus.addLine(to: CGPoint(x: left.midX + arm, y: left.midY))
        stroke(minus, color: canDecrement ? enabledColor : disabledColor)
        let plus = UIBezierPath()
        plus.move(to: CGPoint(x: right.midX - arm, y: right.midY))
        plus.addLine(to: CGPoint(x: right.midX + arm, y: right.midY))
        plus.move(to: CGPoint(x: right.midX, y: right.midY - arm))
        plus.addLine(to: CGPoint(x: right.midX, y: right.midY + arm))
        stroke(plus, color: canIncrement ? enabledColor : disabledColor)
    }

    private func stroke(_ path: UIBezierPath, color: UIColor) {
        color.setStroke()
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.stroke()
    }
}
