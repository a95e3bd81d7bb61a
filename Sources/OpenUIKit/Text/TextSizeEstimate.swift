import Foundation

/// A size for text when no font system can measure it: each character half the font's point
/// size wide (about the average advance of a UI font), each line the font's line height.
/// Only headless string measuring uses it, so code that sizes views from strings gets sizes
/// that grow with the text.
enum TextSizeEstimate {
    static func size(of text: NSAttributedString, options: TextLayoutOptions) -> CGSize {
        guard text.length > 0 else { return .zero }
        let font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? NSAttributedString.defaultFont
        let advance = font.pointSize / 2
        var lines = 0
        var width: CGFloat = 0
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            let natural = CGFloat(paragraph.count) * advance
            if let limit = options.wrappingWidth, natural > limit {
                lines += Int((natural / limit).rounded(.up))
                width = max(width, limit)
            } else {
                lines += 1
                width = max(width, natural)
            }
        }
        if options.numberOfLines > 0 { lines = min(lines, options.numberOfLines) }
        return CGSize(width: width, height: CGFloat(lines) * font.lineHeight)
    }
}
