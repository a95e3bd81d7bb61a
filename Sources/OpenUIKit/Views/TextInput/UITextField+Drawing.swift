import Foundation

/// How a text field draws itself: the border style (or the background image), the selection
/// behind the text, then the text or the placeholder. The caret is a view of its own
/// (`TextCaretView`), so its blinking repaints only its two points.
extension UITextField {
    func drawField() {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        let image = isEnabled ? background : (disabledBackground ?? background)
        if borderStyle != .roundedRect, let image {
            image.draw(in: borderRect(forBounds: bounds))
        } else {
            drawBorder(in: borderRect(forBounds: bounds), traits: traits)
        }
        if isEditing, editingState.selection.length > 0 { drawSelection(traits: traits) }
        if editingState.length == 0 {
            if attributedPlaceholder != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: currentTextRect)
        }
    }

    /// iOS's four styles: none; a one-point line in the label colour; a bezel, darker along its
    /// top and left; a rounded rectangle of 5 points in the tertiary background with a hairline
    /// in the separator colour.
    private func drawBorder(in rect: CGRect, traits: UITraitCollection) {
        switch borderStyle {
        case .none:
            break
        case .line:
            UIColor.label.resolvedColor(with: traits).setStroke()
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .bezel:
            UIColor.systemGray.resolvedColor(with: traits).setStroke()
            let frame = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            frame.lineWidth = 1
            frame.stroke()
            UIColor.secondaryLabel.resolvedColor(with: traits).setFill()
            UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
            UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height))
        case .roundedRect:
            let inset = rect.insetBy(dx: 0.25, dy: 0.25)
            let shape = UIBezierPath(roundedRect: inset, cornerRadius: 5)
            UIColor.tertiarySystemBackground.resolvedColor(with: traits).setFill()
            shape.fill()
            UIColor.separator.resolvedColor(with: traits).setStroke()
            shape.lineWidth = 0.5
            shape.stroke()
        }
    }

    /// The selected text's background: the tint colour, faint.
    private func drawSelection(traits: UITraitCollection) {
        let selection = editingState.selection
        let start = caretRectInView(at: selection.location)
        let end = caretRectInView(at: NSMaxRange(selection))
        let rect = CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: currentTextRect)
        tintColor.resolvedColor(with: traits).withAlphaComponent(0.25).setFill()
        UIRectFill(rect)
        context.restoreGState()
    }

    func drawFieldText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), editingState.length > 0 else { return }
        var text = displayText
        if !isEnabled { text = dimmed(text) }
        if isEditing {
            // One unwrapped line from the scrolled origin, clipped to the rectangle.
            let origin = textOrigin(in: rect)
            let size = NSAttributedString.measure(text, options: TextLayoutOptions())
            context.saveGState()
            context.clip(to: rect)
            context.drawText(text, in: CGRect(origin: origin, size: size), options: TextLayoutOptions(alignment: .left))
            context.restoreGState()
        } else {
            drawLine(text, in: rect, alignment: textAlignment)
        }
    }

    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = attributedPlaceholder, placeholder.length > 0 else { return }
        drawLine(styledPlaceholder(placeholder), in: rect, alignment: textAlignment)
    }

    /// One line in `rect`, aligned and centred vertically, ending in an ellipsis when it does
    /// not fit.
    private func drawLine(_ text: NSAttributedString, in rect: CGRect, alignment: NSTextAlignment) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let options = TextLayoutOptions(
            maximumSize: CGSize(width: rect.width, height: CGFloat.greatestFiniteMagnitude),
            numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: alignment)
        let height = NSAttributedString.measure(text, options: options).height
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = rect.minY
        case .bottom: y = rect.maxY - height
        case .center, .fill: y = rect.midY - height / 2
        }
        context.saveGState()
        context.clip(to: rect.insetBy(dx: 0, dy: -height))
        context.drawText(text, in: CGRect(x: rect.minX, y: y, width: rect.width, height: height), options: options)
        context.restoreGState()
    }

    private func dimmed(_ text: NSAttributedString) -> NSAttributedString {
        let changed = NSMutableAttributedString(attributedString: text)
        text.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length), options: []) {
            value, range, _ in
            let color = value as? UIColor ?? .label
            changed.addAttribute(.foregroundColor, value: color.withAlphaComponent(0.4), range: range)
        }
        return changed
    }
}
