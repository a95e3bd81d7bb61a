import Foundation

/// How a block of text is to be laid out: what a label or a string-drawing call asks of the
/// text system, for measuring and for drawing alike, so the two always agree.
public struct TextLayoutOptions: Hashable, Sendable {
    /// The widest a line may be (`.greatestFiniteMagnitude`: lines break only at newlines) and
    /// the tallest the block may be; the height limits the lines only for the truncating
    /// `lineBreakMode`s, which end the last line that fits with an ellipsis.
    public var maximumSize: CGSize
    /// 0: as many lines as the text needs.
    public var numberOfLines: Int
    /// How lines that do not fit are wrapped or truncated.
    public var lineBreakMode: NSLineBreakMode
    /// For paragraphs the text gives no paragraph style.
    public var alignment: NSTextAlignment

    /// Creates options from a size limit, a line limit (negative counts as 0, no limit), a line break mode and
    /// an alignment; the defaults set no limits, word wrapping and natural alignment.
    public init(
        maximumSize: CGSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
        numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .natural
    ) {
        self.maximumSize = maximumSize
        self.numberOfLines = max(numberOfLines, 0)
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
    }

    /// The line width limit, or nil when lines are not wrapped (also for zero, negative and
    /// non-finite widths, which limit nothing).
    public var wrappingWidth: CGFloat? {
        let width = maximumSize.width
        return width.isFinite && width > 0 && width < CGFloat.greatestFiniteMagnitude / 2 ? width : nil
    }

    /// The height limit, or nil when there is none or the line break mode does not truncate.
    public var truncationHeight: CGFloat? {
        let height = maximumSize.height
        guard height.isFinite, height > 0, height < CGFloat.greatestFiniteMagnitude / 2 else { return nil }
        switch lineBreakMode {
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: return height
        case .byWordWrapping, .byCharWrapping, .byClipping: return nil
        }
    }
}
