import Foundation

/// How a picker column draws its rows, as iOS draws a wheel: each row's title centred on one
/// line in the 21-point system font and the label colour, on a cylinder seen from the front, so a
/// row away from the band is squashed by the cosine of its angle and fades with its cube.
/// Attributed titles keep their own font and colour.
extension PickerColumn {
    static let titleFontSize: CGFloat = 21
    /// Room kept on each side of a title.
    static let titlePadding: CGFloat = 4

    func drawRows() {
        guard let context = UIGraphicsGetCurrentContext(), let picker, let rows = visibleRows else { return }
        let traits = UITraitCollection.current
        for row in rows {
            let place = placement(ofRow: row)
            guard place.squash > 0.01 else { continue }
            let text = title(forRow: row, picker: picker, traits: traits)
            let height = text.size().height
            let width = max(0, bounds.width - 2 * Self.titlePadding)
            context.saveGState()
            context.setAlpha(Self.fade(place.squash))
            context.translateBy(x: 0, y: place.centerY)
            context.scaleBy(x: 1, y: place.squash)
            let rect = CGRect(x: Self.titlePadding, y: -height / 2, width: width, height: height)
            context.drawText(
                text, in: rect,
                options: TextLayoutOptions(
                    maximumSize: rect.size, numberOfLines: 1,
                    lineBreakMode: .byTruncatingTail, alignment: .center))
            context.restoreGState()
        }
    }

    /// The delegate's attributed title for `row`, else its title, else "?".
    func plainTitle(forRow row: Int, picker: UIPickerView) -> NSAttributedString {
        let delegate = picker.delegate
        return delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)
            ?? NSAttributedString(
                string: delegate?.pickerView(picker, titleForRow: row, forComponent: component) ?? "?")
    }

    /// The row's title with the font and colour the delegate leaves out filled in and colours
    /// resolved for the traits.
    private func title(forRow row: Int, picker: UIPickerView, traits: UITraitCollection) -> NSAttributedString {
        let text = NSMutableAttributedString(attributedString: plainTitle(forRow: row, picker: picker))
        let whole = NSRange(location: 0, length: text.length)
        var missingFont: [NSRange] = [], colors: [(NSRange, UIColor?)] = []
        text.enumerateAttributes(in: whole) { attributes, range, _ in
            if attributes[.font] == nil { missingFont.append(range) }
            colors.append((range, attributes[.foregroundColor] as? UIColor))
        }
        for range in missingFont {
            text.addAttribute(.font, value: UIFont.systemFont(ofSize: Self.titleFontSize), range: range)
        }
        for (range, color) in colors {
            text.addAttribute(.foregroundColor, value: (color ?? .label).resolvedColor(with: traits), range: range)
        }
        return text
    }
}
