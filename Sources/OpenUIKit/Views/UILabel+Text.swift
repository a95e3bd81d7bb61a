import Foundation

/// What a label's measurement depends on besides its text.
struct TextMeasurementKey: Equatable {
    var measurer: ObjectIdentifier
    var options: TextLayoutOptions
}

/// Measuring and drawing the label's text through the text system.
extension UILabel {
    /// The layout UIKit gives a label's text within `size`.
    func textLayoutOptions(fitting size: CGSize, numberOfLines lines: Int) -> TextLayoutOptions {
        TextLayoutOptions(
            maximumSize: size, numberOfLines: lines, lineBreakMode: lineBreakMode, alignment: textAlignment)
    }

    /// The text's unrounded size within `size`, or nil when nothing can measure it. An empty
    /// label measures zero, as in UIKit.
    func measuredTextSize(fitting size: CGSize, numberOfLines lines: Int) -> CGSize? {
        let measurer = TextMeasurement.measurer
        let key = TextMeasurementKey(
            measurer: ObjectIdentifier(measurer), options: textLayoutOptions(fitting: size, numberOfLines: lines))
        if let cache = measurementCache, cache.key == key { return cache.size }
        let size: CGSize?
        if let text = attributedText, text.length > 0 {
            size = measurer.size(of: text, options: key.options)
        } else {
            size = measurer.size(of: NSAttributedString(string: " "), options: key.options).map { _ in .zero }
        }
        measurementCache = (key, size)
        return size
    }

    func defaultTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard let size = measuredTextSize(fitting: bounds.size, numberOfLines: lines) else { return bounds }
        return CGRect(
            origin: bounds.origin,
            size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
    }

    /// Whether Auto Layout wraps the label at the width it gives it: a multi-line label with no
    /// `preferredMaxLayoutWidth` (UIKit's automatic preferred width since iOS 8).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    func measuredIntrinsicContentSize() -> CGSize {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let width =
            numberOfLines == 1
            ? unlimited
            : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWrapWidth ?? unlimited
        guard measuredTextSize(fitting: CGSize(width: width, height: unlimited), numberOfLines: numberOfLines) != nil
        else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let rect = textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: unlimited), limitedToNumberOfLines: numberOfLines)
        return roundedUp(rect.size)
    }

    func measuredSize(fitting size: CGSize) -> CGSize? {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let width = size.width > 0 && size.width.isFinite ? size.width : unlimited
        guard measuredTextSize(fitting: CGSize(width: width, height: unlimited), numberOfLines: numberOfLines) != nil
        else { return nil }
        let rect = textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: unlimited), limitedToNumberOfLines: numberOfLines)
        return roundedUp(rect.size)
    }

    /// Up to the next device pixel, as UIKit rounds text sizes.
    private func roundedUp(_ size: CGSize) -> CGSize {
        let scale = pixelScale
        return CGSize(
            width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text = displayedText() else { return }
        let options = textLayoutOptions(fitting: rect.size, numberOfLines: numberOfLines)
        let height = TextMeasurement.measurer.size(of: text, options: options)?.height ?? rect.height
        let box = CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
        if let shadowColor {
            let shadowText = NSMutableAttributedString(attributedString: text)
            shadowText.addAttribute(
                .foregroundColor, value: shadowColor, range: NSRange(location: 0, length: shadowText.length))
            context.drawText(
                shadowText, in: box.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height), options: options)
        }
        context.drawText(text, in: box, options: options)
    }

    /// The text as it shows now: in the highlighted colour while highlighted, dimmed while
    /// disabled.
    private func displayedText() -> NSAttributedString? {
        guard let text = attributedText, text.length > 0 else { return nil }
        let whole = NSRange(location: 0, length: text.length)
        if isHighlighted, let highlightedTextColor {
            let changed = NSMutableAttributedString(attributedString: text)
            changed.addAttribute(.foregroundColor, value: highlightedTextColor, range: whole)
            return changed
        }
        guard !isEnabled else { return text }
        let changed = NSMutableAttributedString(attributedString: text)
        text.enumerateAttribute(.foregroundColor, in: whole, options: []) { value, range, _ in
            let color = value as? UIColor ?? textColor ?? .label
            changed.addAttribute(.foregroundColor, value: color.withAlphaComponent(0.4), range: range)
        }
        return changed
    }
}
