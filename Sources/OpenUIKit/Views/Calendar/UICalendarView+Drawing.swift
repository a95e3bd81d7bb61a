import Foundation

extension UICalendarView {
    /// Draws the month as iOS 17 does: the month and year in semibold at the top, the weekday
    /// symbols in small grey capitals, and each day's number centred in its cell, over a circle of
    /// the tint colour when selected, with its decoration under it.
    func drawMonth() {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        let tint = tintColor.resolvedColor(with: traits)
        drawHeader(tint: tint, traits: traits)
        drawWeekdays(traits: traits)
        guard numberOfDays > 0 else { return }
        for day in 1...numberOfDays { drawDay(day, tint: tint, traits: traits) }
    }

    /// The month's title: "December 2026" in the locale's words.
    var monthTitle: String {
        guard let monthStart else { return "" }
        let formatter = DateFormatter()
        formatter.calendar = resolvedCalendar
        formatter.locale = locale
        formatter.timeZone = resolvedCalendar.timeZone
        formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: "LLLLy", options: 0, locale: locale) ?? "LLLL y"
        return formatter.string(from: monthStart)
    }

    /// The weekday symbols, from the calendar's first weekday on.
    var weekdaySymbols: [String] {
        let calendar = resolvedCalendar
        let symbols = calendar.shortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        return (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
    }

    private func font(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
        let font = UIFont.systemFont(ofSize: size, weight: weight)
        guard fontDesign != .default, let descriptor = font.fontDescriptor.withDesign(fontDesign) else { return font }
        return UIFont(descriptor: descriptor, size: size)
    }

    private func drawHeader(tint: UIColor, traits: UITraitCollection) {
        let font = font(ofSize: 17, weight: .semibold)
        let height = font.lineHeight.rounded(.up)
        NSAttributedString(
            string: monthTitle, attributes: [.font: font, .foregroundColor: UIColor.label.resolvedColor(with: traits)]
        )
        .draw(at: CGPoint(x: Self.inset + 8, y: (Self.headerHeight - height) / 2))
    }

    private func drawWeekdays(traits: UITraitCollection) {
        let font = font(ofSize: 13, weight: .semibold)
        let width = (bounds.width - 2 * Self.inset) / 7
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .foregroundColor: UIColor.tertiaryLabel.resolvedColor(with: traits),
            .paragraphStyle: paragraph,
        ]
        let height = font.lineHeight.rounded(.up)
        for (index, symbol) in weekdaySymbols.enumerated() {
            NSAttributedString(string: symbol, attributes: attributes).draw(
                in: CGRect(
                    x: Self.inset + CGFloat(index) * width, y: Self.headerHeight + (Self.weekdayHeight - height) / 2,
                    width: width, height: height))
        }
    }

    private func drawDay(_ day: Int, tint: UIColor, traits: UITraitCollection) {
        let cell = cellFrame(forDay: day)
        let selected = isSelected(day: day)
        let today = isToday(day: day)
        let enabled = isSelectable(day: day)
        let numberCenter = CGPoint(x: cell.midX, y: cell.midY - 2)
        if selected {
            let diameter = min(cell.width, cell.height) - 4
            let circle = CGRect(
                x: numberCenter.x - diameter / 2, y: numberCenter.y - diameter / 2, width: diameter, height: diameter)
            (today ? tint : tint.withAlphaComponent(0.15)).setFill()
            UIBezierPath(ovalIn: circle).fill()
        }
        let color: UIColor
        if !enabled {
            color = .tertiaryLabel
        } else if selected {
            color = today ? .white : tint
        } else {
            color = today ? tint : .label
        }
        let font = font(ofSize: 20, weight: selected || today ? .semibold : .regular)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let height = font.lineHeight.rounded(.up)
        NSAttributedString(
            string: "\(day)",
            attributes: [.font: font, .foregroundColor: color.resolvedColor(with: traits), .paragraphStyle: paragraph]
        ).draw(in: CGRect(x: cell.minX, y: numberCenter.y - height / 2, width: cell.width, height: height))
        guard let decoration = decoration(forDay: day) else { return }
        let decorationColor = (decoration.color ?? .systemGray).resolvedColor(with: traits)
        switch decoration.kind {
        case .dot:
            let side = Decoration.side(for: decoration.size)
            decorationColor.setFill()
            UIBezierPath(ovalIn: CGRect(x: cell.midX - side / 2, y: cell.midY + 14, width: side, height: side)).fill()
        case let .image(image):
            guard let image, image.size.width > 0, image.size.height > 0 else { return }
            let side = Decoration.imageSide(for: decoration.size)
            let scale = min(side / image.size.width, side / image.size.height)
            let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
            image.drawContents(
                in: CGRect(x: cell.midX - size.width / 2, y: cell.midY + 12, width: size.width, height: size.height),
                blendMode: .normal, alpha: 1, tint: image.renderingMode == .alwaysOriginal ? nil : decorationColor)
        case .customView:
            break
        }
    }
}
