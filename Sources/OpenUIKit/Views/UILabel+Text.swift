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
        var box = CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
        // A line a hair wider than its frame (our system font is within a few percent of SF Pro's
        // widths, the frames are SF Pro's) is drawn narrowed to fit rather than cut short.
        guard let condensed = condensingFactor(for: text, in: rect.width) else {
            drawText(text, shadowColor: shadowColor, in: box, options: options, context: context)
            return
        }
        context.saveGState()
        context.translateBy(x: rect.minX, y: 0)
        context.scaleBy(x: condensed, y: 1)
        context.translateBy(x: -rect.minX, y: 0)
        // The narrowed line fills the frame: no width to break or align it in.
        var whole = options
        whole.maximumSize.width = .greatestFiniteMagnitude
        whole.alignment = .left
        box.size.width = rect.width / condensed
        drawText(text, shadowColor: shadowColor, in: box, options: whole, context: context)
        context.restoreGState()
    }

    /// How much narrower a single line must be drawn to fit `width` whole, when that is no more
    /// than `UILabel.condensingTolerance`; nil when it fits or is cut short as UIKit would.
    func condensingFactor(for text: NSAttributedString, in width: CGFloat) -> CGFloat? {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let options = textLayoutOptions(fitting: CGSize(width: unlimited, height: unlimited), numberOfLines: 1)
        guard numberOfLines == 1, width > 0,
            let natural = TextMeasurement.measurer.size(of: text, options: options)?.width,
            natural > width, natural <= width * (1 + Self.condensingTolerance)
        else { return nil }
        return width / natural
    }

    /// The widest a line may run past its frame and still be drawn whole (narrowed): the 95th
    /// percentile of our system font's width error against SF Pro's is well inside it.
    @_spi(Tooling) public static let condensingTolerance: CGFloat = 0.03

    private func drawText(
        _ text: NSAttributedString, shadowColor: UIColor?, in box: CGRect, options: TextLayoutOptions,
        context: CGContext
    ) {
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
