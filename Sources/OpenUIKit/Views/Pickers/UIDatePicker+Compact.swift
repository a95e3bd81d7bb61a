import Foundation

/// The compact style, as iOS 14 and later draw it: the date ("Jul 29, 2016", the medium date
/// style) and the time ("7:49 PM", the short time style) each in a pill of the tertiary system
/// fill with 6-point corners, 34 points tall, its text in the 17-point system font, 12 points of
/// room on each side and 6 between the pills. The pills sit at the trailing end of the bounds,
/// centred vertically. A pill whose editor is open draws its text in the tint colour; a pressed
/// one darkens.
extension UIDatePicker {
    enum CompactPart: Equatable {
        case date, time
    }

    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 12
    static let pillSpacing: CGFloat = 6
    static let pillCornerRadius: CGFloat = 6
    static let pillFontSize: CGFloat = 17

    /// The pills the mode shows, in order.
    var compactParts: [CompactPart] {
        switch datePickerMode {
        case .date, .yearAndMonth: [.date]
        case .time, .countDownTimer: [.time]
        case .dateAndTime: [.date, .time]
        }
    }

    func text(for part: CompactPart) -> String {
        switch part {
        case .date: formatter(dateStyle: .medium).string(from: date)
        case .time: formatter(timeStyle: .short).string(from: date)
        }
    }

    private func pillAttributes(color: UIColor) -> [NSAttributedString.Key: Any] {
        [.font: UIFont.systemFont(ofSize: Self.pillFontSize), .foregroundColor: color]
    }

    /// Each pill's width: its text's plus the room on both sides (the text seam's estimate when
    /// no measurer is installed).
    private func pillWidths() -> [CGFloat] {
        compactParts.map { part in
            let width = (text(for: part) as NSString).size(withAttributes: pillAttributes(color: .label)).width
            return (width + 2 * Self.pillPadding).rounded(.up)
        }
    }

    func compactIntrinsicSize() -> CGSize {
        guard TextMeasurement.canMeasure else {
            return CGSize(width: UIView.noIntrinsicMetric, height: Self.pillHeight)
        }
        let widths = pillWidths()
        return CGSize(
            width: widths.reduce(0, +) + Self.pillSpacing * CGFloat(max(widths.count - 1, 0)), height: Self.pillHeight)
    }

    /// The pills' rectangles in the bounds, trailing-aligned.
    func pillFrames() -> [(part: CompactPart, frame: CGRect)] {
        let widths = pillWidths()
        let total = widths.reduce(0, +) + Self.pillSpacing * CGFloat(max(widths.count - 1, 0))
        var x = bounds.maxX - total
        let y = bounds.midY - Self.pillHeight / 2
        return zip(compactParts, widths).map { part, width in
            defer { x += width + Self.pillSpacing }
            return (part, CGRect(x: x, y: y, width: width, height: Self.pillHeight))
        }
    }

    func compactPart(at point: CGPoint) -> CompactPart? {
        pillFrames().first { $0.frame.contains(point) }?.part
    }

    func drawPills() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let traits = UITraitCollection.current
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled { context.setAlpha(0.5) }
        for (part, frame) in pillFrames() {
            let pill = UIBezierPath(roundedRect: frame, cornerRadius: Self.pillCornerRadius)
            UIColor.tertiarySystemFill.resolvedColor(with: traits).setFill()
            pill.fill()
            if part == pressedPart {
                UIColor.tertiarySystemFill.resolvedColor(with: traits).setFill()
                pill.fill()
            }
            let color = (part == editingPart ? tintColor ?? .systemBlue : UIColor.label).resolvedColor(with: traits)
            let text = NSAttributedString(string: self.text(for: part), attributes: pillAttributes(color: color))
            let height = text.size().height
            let rect = CGRect(
                x: frame.minX + Self.pillPadding, y: frame.midY - height / 2,
                width: frame.width - 2 * Self.pillPadding, height: height)
            context.drawText(
                text, in: rect,
                options: TextLayoutOptions(
                    maximumSize: CGSize(width: rect.width + 1, height: rect.height),
                    numberOfLines: 1, lineBreakMode: .byClipping,
                    alignment: .center))
        }
    }

    /// Opens the editor for a pill over the window, telling `.editingDidBegin`.
    func openEditor(for part: CompactPart, event: UIEvent?) {
        guard let window, editor == nil else { return }
        let made = DatePickerEditor(source: self, part: part)
        editor = made
        editingPart = part
        made.present(in: window)
        sendActions(for: .editingDidBegin, event: event)
    }
}
