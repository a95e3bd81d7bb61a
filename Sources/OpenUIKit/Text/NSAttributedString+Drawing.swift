import Foundation

/// UIKit's string measuring and drawing. Measuring asks the installed `TextMeasuring` (an
/// estimate stands in while none can measure); drawing goes into the current context.
extension NSAttributedString {
    /// UIKit's font for text that names none (UIKit's is Helvetica 12).
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    /// The size the string takes on lines broken only at its newlines.
    public func size() -> CGSize {
        Self.measure(self, options: TextLayoutOptions())
    }

    /// With `.usesLineFragmentOrigin` the string wraps at `size.width` and the rectangle starts
    /// at the top of the first line; without it the string is one line and the rectangle's
    /// origin is its baseline, so `y` is minus the ascender.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let layout = layoutOptions(for: size, drawingOptions: options)
        let measured = Self.measure(self, options: layout)
        var rect = CGRect(origin: .zero, size: measured)
        if !options.contains(.usesLineFragmentOrigin) { rect.origin.y = -firstFont.ascender }
        context?.actualScaleFactor = 1
        context?.totalBounds = rect
        return rect
    }

    /// Draws from `point` (the top left of the first line), lines broken only at newlines.
    public func draw(at point: CGPoint) {
        let options = TextLayoutOptions()
        let size = Self.measure(self, options: options)
        UIGraphicsGetCurrentContext()?.drawText(self, in: CGRect(origin: point, size: size), options: options)
    }

    /// Draws wrapped to `rect`'s width and clipped to its height.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let options = layoutOptions(for: rect.size, drawingOptions: .usesLineFragmentOrigin)
        context.saveGState()
        context.clip(to: rect)
        context.drawText(self, in: rect, options: options)
        context.restoreGState()
    }

    /// As `boundingRect(with:options:context:)` lays it out: without `.usesLineFragmentOrigin`
    /// the rectangle's origin is the baseline of the one line.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let layout = layoutOptions(for: rect.size, drawingOptions: options)
        var box = rect
        if !options.contains(.usesLineFragmentOrigin) { box.origin.y -= firstFont.ascender }
        context?.actualScaleFactor = 1
        context?.totalBounds = CGRect(origin: box.origin, size: Self.measure(self, options: layout))
        graphics.drawText(self, in: box, options: layout)
    }

    // MARK: Helpers

    static func measure(_ text: NSAttributedString, options: TextLayoutOptions) -> CGSize {
        guard text.length > 0 else { return .zero }
        return TextMeasurement.measurer.size(of: text, options: options)
            ?? TextSizeEstimate.size(of: text, options: options)
    }

    private var firstFont: UIFont {
        length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? Self.defaultFont : Self.defaultFont
    }

    /// The string's own paragraph style decides wrapping and alignment, as in UIKit.
    private func layoutOptions(for size: CGSize, drawingOptions: NSStringDrawingOptions) -> TextLayoutOptions {
        let style = length > 0 ? attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        var lineBreakMode = style?.lineBreakMode ?? .byWordWrapping
        if drawingOptions.contains(.truncatesLastVisibleLine), lineBreakMode != .byTruncatingHead,
            lineBreakMode != .byTruncatingMiddle
        {
            lineBreakMode = .byTruncatingTail
        }
        guard drawingOptions.contains(.usesLineFragmentOrigin) else {
            return TextLayoutOptions(
                numberOfLines: 1, lineBreakMode: lineBreakMode, alignment: style?.alignment ?? .natural)
        }
        return TextLayoutOptions(
            maximumSize: size, numberOfLines: 0, lineBreakMode: lineBreakMode,
            alignment: style?.alignment ?? .natural)
    }
}
