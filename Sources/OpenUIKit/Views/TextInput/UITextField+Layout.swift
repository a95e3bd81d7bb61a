import Foundation

/// Where a text field puts things: the text inside the border style's padding and beside the
/// overlay views, the left and right views at the ends, the clear button before the right view,
/// the caret on the laid-out text (scrolled so it stays in view while editing), and the size
/// the field asks for.
extension UITextField {
    /// The padding between the bounds and the text for each border style.
    var borderPadding: UIEdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line, .bezel: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        case .roundedRect: UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        }
    }

    /// The extra height the border style adds to a line of the font.
    var borderHeight: CGFloat { borderStyle == .none ? 0 : 13 }

    static let clearButtonSize = CGSize(width: 19, height: 19)

    /// Whether an overlay in `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsClearButton: Bool { shows(clearButtonMode) && hasText && isEnabled }
    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        let padding = borderPadding
        var minX = bounds.minX + padding.left
        var maxX = bounds.maxX - padding.right
        if showsLeftView { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(
            x: minX, y: bounds.minY + padding.top, width: max(0, maxX - minX),
            height: max(0, bounds.height - padding.top - padding.bottom))
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        let trailing =
            showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - (borderStyle == .none ? 0 : 6)
        return CGRect(
            x: trailing - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(rightView)
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// An overlay view's own size: its frame's, else what it fits to.
    private func overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { insertSubview(new, belowSubview: caretView) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The overlay views where their rectangles say, shown by their modes, and the caret.
    func layOutOverlays() {
        if let leftView {
            leftView.isHidden = !showsLeftView
            if showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView {
            rightView.isHidden = !showsRightView
            if showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
        }
        if showsClearButton {
            let button = clearButton ?? makeClearButton()
            button.isHidden = false
            button.frame = clearButtonRect(forBounds: bounds)
        } else {
            clearButton?.isHidden = true
        }
        updateEditingGeometry()
    }

    private func makeClearButton() -> TextFieldClearButton {
        let button = TextFieldClearButton(frame: .zero)
        button.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        insertSubview(button, belowSubview: caretView)
        clearButton = button
        return button
    }

    // MARK: Size

    func fieldIntrinsicContentSize() -> CGSize {
        guard TextMeasurement.canMeasure else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let font = self.font ?? Self.defaultFont
        let scale = pixelScale
        // Whole points, as UIKit's: a rounded field at 17 points is 34 tall at every scale, and
        // since iOS 13 no rounded field is shorter (Xcode saves 34 for the 14-point default).
        let minimum: CGFloat = borderStyle == .roundedRect ? 34 : 0
        let height = max(minimum, (font.lineHeight + borderHeight).rounded(.up))
        let shown =
            hasText ? displayText : (attributedPlaceholder.map(styledPlaceholder) ?? NSAttributedString(string: ""))
        var width =
            NSAttributedString.measure(shown, options: TextLayoutOptions()).width + borderPadding.left
            + borderPadding.right
        if showsLeftView { width += overlaySize(leftView).width }
        if showsRightView { width += overlaySize(rightView).width }
        if showsClearButton { width += Self.clearButtonSize.width + 4 }
        return CGSize(width: (width * scale).rounded(.up) / scale, height: height)
    }

    // MARK: The laid-out text

    /// What is drawn: the text, or one bullet a character for secure entry.
    var displayText: NSAttributedString {
        guard isSecureTextEntry, editingState.length > 0 else { return editingState.text }
        let count = boundaries.offsets.count - 1
        let attributes = editingState.text.attributes(at: 0, effectiveRange: nil)
        return NSAttributedString(string: String(repeating: "\u{2022}", count: count), attributes: attributes)
    }

    /// The placeholder in the field's font and the placeholder colour where it names none.
    func styledPlaceholder(_ placeholder: NSAttributedString) -> NSAttributedString {
        let styled = NSMutableAttributedString(attributedString: placeholder)
        let whole = NSRange(location: 0, length: styled.length)
        var missingFont: [NSRange] = [], missingColor: [NSRange] = []
        placeholder.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
            if value == nil { missingFont.append(range) }
        }
        placeholder.enumerateAttribute(.foregroundColor, in: whole, options: []) { value, range, _ in
            if value == nil { missingColor.append(range) }
        }
        for range in missingFont { styled.addAttribute(.font, value: font ?? Self.defaultFont, range: range) }
        for range in missingColor {
            styled.addAttribute(.foregroundColor, value: UIColor.placeholderText, range: range)
        }
        return NSAttributedString(attributedString: styled)
    }

    /// Where a text offset is in the drawn text (secure entry draws a bullet a character).
    func displayOffset(of offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        let offsets = boundaries.offsets
        return offsets.firstIndex { $0 >= offset } ?? offsets.count - 1
    }

    func textOffset(ofDisplayOffset offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        let offsets = boundaries.offsets
        return offsets[max(0, min(offsets.count - 1, offset))]
    }

    /// The rectangle the text goes in now: the editing one while editing.
    var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// The height of a line of the text (of the font when there is none).
    var lineHeight: CGFloat {
        let sample = editingState.length > 0 ? displayText : NSAttributedString(string: " ", attributes: baseAttributes)
        return NSAttributedString.measure(sample, options: TextLayoutOptions()).height
    }

    /// The top left of the one line of text in `rect`: aligned by `textAlignment` (to the start
    /// once the text is wider than the rectangle), centred vertically by
    /// `contentVerticalAlignment`, and scrolled while editing.
    func textOrigin(in rect: CGRect) -> CGPoint {
        let width =
            editingState.length > 0 ? NSAttributedString.measure(displayText, options: TextLayoutOptions()).width : 0
        var x = rect.minX
        if width < rect.width {
            switch textAlignment {
            case .center: x = rect.midX - width / 2
            case .right: x = rect.maxX - width - (isEditing ? TextCaretView.width : 0)
            default: break
            }
        } else if isEditing {
            x -= textScrollOffset
        }
        let height = lineHeight
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = rect.minY
        case .bottom: y = rect.maxY - height
        case .center, .fill: y = rect.midY - height / 2
        }
        return CGPoint(x: x, y: y)
    }

    func caretRectInView(at offset: Int) -> CGRect {
        let rect = currentTextRect
        let origin = textOrigin(in: rect)
        let height = lineHeight
        var x: CGFloat = 0
        if editingState.length > 0,
            let caret = TextPositions.positioner.caretRect(
                at: displayOffset(of: offset), in: displayText, options: TextLayoutOptions())
        {
            x = caret.minX
        }
        return CGRect(x: origin.x + x, y: origin.y, width: TextCaretView.width, height: height)
    }

    func textOffset(closestTo point: CGPoint) -> Int {
        guard editingState.length > 0 else { return 0 }
        let origin = textOrigin(in: currentTextRect)
        let local = CGPoint(x: point.x - origin.x, y: lineHeight / 2)
        let display =
            TextPositions.positioner.caretOffset(closestTo: local, in: displayText, options: TextLayoutOptions()) ?? 0
        return textOffset(ofDisplayOffset: display)
    }

    /// Scrolls the text so the caret (the selection's moving end) shows, and puts the caret view
    /// there, shown only while editing with nothing selected.
    func updateEditingGeometry() {
        let rect = currentTextRect
        if isEditing, editingState.length > 0 {
            let width = NSAttributedString.measure(displayText, options: TextLayoutOptions()).width
            let room = rect.width - TextCaretView.width
            if width <= room {
                textScrollOffset = 0
            } else {
                let caretX =
                    (TextPositions.positioner.caretRect(
                        at: displayOffset(of: editingState.focus), in: displayText,
                        options: TextLayoutOptions())?.minX ?? 0)
                if caretX - textScrollOffset > room { textScrollOffset = caretX - room }
                if caretX - textScrollOffset < 0 { textScrollOffset = caretX }
                textScrollOffset = max(0, min(textScrollOffset, width - room))
            }
        } else {
            textScrollOffset = 0
        }
        let showsCaret = isEditing && isFirstResponder && editingState.selection.length == 0
        if showsCaret { caretView.frame = caretRectInView(at: editingState.selection.location) }
        caretView.isShown = showsCaret
    }
}
