import Foundation

/// An alert controller's view, in iOS 17's design. An alert is a 270-point card with rounded
/// corners in a translucent material: the title (17-point semibold) and message (13-point)
/// centred, the text fields in one bordered box, and the actions under a hairline, side by side
/// when there are two that fit (cancel on the left), stacked otherwise (cancel at the bottom).
/// An action sheet is two cards at the bottom: the title and message (13-point, secondary) over
/// the actions, and the cancel action alone below, each action 57 points tall in 20-point text.
@MainActor
final class AlertContentView: UIView {
    private weak var alert: UIAlertController?
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    /// The alert's card is this view itself; an action sheet's are these two.
    private let actionsCard = UIView(frame: .zero)
    private let cancelCard = UIView(frame: .zero)
    private let fieldBox = AlertFieldBox(frame: .zero)
    private var buttons: [AlertActionButton] = []
    private var hairlines: [UIView] = []

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8
    static let fieldRowHeight: CGFloat = 28

    /// The card's translucent material.
    static let material = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 0.94) : UIColor(white: 0.96, alpha: 0.94)
    }
    /// An action sheet's cancel card, which is opaque.
    static let cancelFill = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 1, alpha: 1)
    }

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: CGRect(x: 0, y: 0, width: Self.alertWidth, height: 100))
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
        }
        reload()
    }

    required init?(coder: NSCoder) { nil }

    private var isSheet: Bool { alert?.preferredStyle == .actionSheet }

    // MARK: Contents

    /// Makes the labels, fields and buttons again from the alert's title, message, text fields
    /// and actions.
    func reload() {
        guard let alert else { return }
        for view in subviews { view.removeFromSuperview() }
        for view in actionsCard.subviews + cancelCard.subviews + fieldBox.subviews { view.removeFromSuperview() }
        hairlines = []
        let sheet = isSheet
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        titleLabel.font =
            sheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.textColor = sheet ? .secondaryLabel : .label

        let card = sheet ? actionsCard : self
        for view in [actionsCard, cancelCard, self] {
            view.layer.cornerRadius = 13
            view.clipsToBounds = true
        }
        backgroundColor = sheet ? nil : Self.material
        if sheet {
            clipsToBounds = false
            actionsCard.backgroundColor = Self.material
            cancelCard.backgroundColor = Self.cancelFill
            addSubview(actionsCard)
        }
        if hasText(alert.title) { card.addSubview(titleLabel) }
        if hasText(alert.message) { card.addSubview(messageLabel) }
        if let fields = alert.textFields, !sheet {
            card.addSubview(fieldBox)
            for field in fields { fieldBox.addSubview(field) }
            for _ in fields.dropFirst() { fieldBox.addSubview(makeHairline()) }
        }
        buttons = orderedActions().map { action in
            let button = AlertActionButton(action: action)
            button.addAction(UIAction { [weak self] _ in self?.alert?.choose(action) }, for: .touchUpInside)
            action.appearanceDidChange = { [weak button] in button?.setNeedsDisplay() }
            return button
        }
        let preferred = alert.preferredAction
        for button in buttons {
            let action = button.action
            button.font = .systemFont(ofSize: sheet ? 20 : 17)
            button.isEmphasized = action === preferred || (preferred == nil && action.style == .cancel)
            if sheet, action.style == .cancel {
                addSubview(cancelCard)
                cancelCard.addSubview(button)
            } else {
                card.addSubview(makeHairline())
                card.addSubview(button)
            }
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func hasText(_ string: String?) -> Bool { !(string ?? "").isEmpty }

    private func makeHairline() -> UIView {
        let line = UIView(frame: .zero)
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        hairlines.append(line)
        return line
    }

    /// The actions in the order they show: two side by side put cancel first (on the left);
    /// stacked, cancel goes last.
    private func orderedActions() -> [UIAlertAction] {
        guard let alert else { return [] }
        let cancel = alert.actions.filter { $0.style == .cancel }
        let others = alert.actions.filter { $0.style != .cancel }
        return isSideBySide ? cancel + others : others + cancel
    }

    /// Two alert actions whose titles fit half the width go side by side.
    private var isSideBySide: Bool {
        guard let alert, !isSheet, alert.actions.count == 2 else { return false }
        let half = Self.alertWidth / 2 - 16
        return alert.actions.allSatisfy { action in
            let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            return (action.title ?? "").size(withAttributes: [.font: font]).width <= half
        }
    }

    // MARK: Size and layout

    /// Where the alert goes in its container: an alert in the middle of the safe area (so a
    /// keyboard pushes it up), an action sheet at the bottom.
    func alertFrame(in container: UIView) -> CGRect {
        let bounds = container.bounds
        let safe = bounds.inset(by: container.safeAreaInsets)
        if isSheet {
            let width = min(bounds.width - 2 * Self.sheetMargin, 400)
            let height = layOut(width: width, apply: false)
            let bottom = bounds.maxY - max(container.safeAreaInsets.bottom, Self.sheetMargin)
            return CGRect(x: bounds.midX - width / 2, y: bottom - height, width: width, height: height)
        }
        let height = min(layOut(width: Self.alertWidth, apply: false), max(44, safe.height - 32))
        return CGRect(
            x: bounds.midX - Self.alertWidth / 2, y: safe.midY - height / 2, width: Self.alertWidth, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOut(width: bounds.width, apply: true)
    }

    private var hairline: CGFloat {
        let scale = pixelScale
        return 1 / scale
    }

    /// Computes the height the contents take at `width`, placing them when `apply`.
    @discardableResult
    private func layOut(width: CGFloat, apply: Bool) -> CGFloat {
        guard let alert else { return 0 }
        let sheet = isSheet
        let textWidth = width - 32
        var y: CGFloat = 0
        let hasTitle = hasText(alert.title), hasMessage = hasText(alert.message)
        let fields = sheet ? [] : (alert.textFields ?? [])
        if hasTitle || hasMessage || !fields.isEmpty {
            y = sheet ? 14 : 20
            if hasTitle {
                let height = textHeight(titleLabel, width: textWidth)
                if apply { titleLabel.frame = CGRect(x: 16, y: y, width: textWidth, height: height) }
                y += height + (hasMessage ? (sheet ? 2 : 3) : 0)
            }
            if hasMessage {
                let height = textHeight(messageLabel, width: textWidth)
                if apply { messageLabel.frame = CGRect(x: 16, y: y, width: textWidth, height: height) }
                y += height
            }
            if !fields.isEmpty {
                if hasTitle || hasMessage { y += 16 }
                let boxHeight = CGFloat(fields.count) * Self.fieldRowHeight
                if apply {
                    fieldBox.frame = CGRect(x: 16, y: y, width: textWidth, height: boxHeight)
                    let lines = fieldBox.subviews.filter { !($0 is UITextField) }
                    for (index, field) in fields.enumerated() {
                        field.frame = CGRect(
                            x: 6, y: CGFloat(index) * Self.fieldRowHeight, width: textWidth - 12,
                            height: Self.fieldRowHeight)
                        if index > 0, index - 1 < lines.count {
                            lines[index - 1].frame = CGRect(
                                x: 0, y: CGFloat(index) * Self.fieldRowHeight, width: textWidth, height: hairline)
                        }
                    }
                }
                y += boxHeight
            }
            y += sheet ? 14 : (fields.isEmpty ? 20 : 16)
        }
        let buttonHeight = sheet ? Self.sheetButtonHeight : Self.alertButtonHeight
        var lines = (sheet ? actionsCard : self).subviews.filter { hairlines.contains($0) && $0.superview !== fieldBox }
        var cancelHeight: CGFloat = 0
        if isSideBySide, buttons.count == 2 {
            if apply {
                let half = width / 2
                lines.first?.frame = CGRect(x: 0, y: y, width: width, height: hairline)
                if lines.count > 1 {
                    lines[1].frame = CGRect(x: half - hairline / 2, y: y, width: hairline, height: buttonHeight)
                }
                buttons[0].frame = CGRect(x: 0, y: y, width: half, height: buttonHeight)
                buttons[1].frame = CGRect(x: half, y: y, width: half, height: buttonHeight)
            }
            y += buttonHeight
        } else {
            var first = y == 0
            for button in buttons {
                if sheet, button.action.style == .cancel {
                    cancelHeight = buttonHeight
                    if apply { button.frame = CGRect(x: 0, y: 0, width: width, height: buttonHeight) }
                    continue
                }
                if !lines.isEmpty {
                    let line = lines.removeFirst()
                    if apply { line.frame = CGRect(x: 0, y: y, width: width, height: first ? 0 : hairline) }
                }
                if apply { button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight) }
                y += buttonHeight
                first = false
            }
        }
        guard sheet else { return y }
        if apply {
            actionsCard.isHidden = y == 0
            actionsCard.frame = CGRect(x: 0, y: 0, width: width, height: y)
        }
        guard cancelHeight > 0 else { return y }
        let cancelY = y > 0 ? y + Self.sheetMargin : 0
        if apply { cancelCard.frame = CGRect(x: 0, y: cancelY, width: width, height: cancelHeight) }
        return cancelY + cancelHeight
    }

    private func textHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard let text = label.attributedText, text.length > 0 else { return 0 }
        let rect = text.boundingRect(
            with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, context: nil)
        let scale = pixelScale
        return (rect.height * scale).rounded(.up) / scale
    }
}

/// The box an alert's text fields sit in: filled, with a hairline border and rounded corners.
@MainActor
private final class AlertFieldBox: UIView {
    static let fill = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 1, alpha: 1)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        let shape = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 6)
        Self.fill.resolvedColor(with: traits).setFill()
        shape.fill()
        UIColor.separator.resolvedColor(with: traits).setStroke()
        shape.lineWidth = 0.5
        shape.stroke()
    }
}
