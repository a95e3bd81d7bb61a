import Foundation

/// The direction text runs in, for paragraph styles.
public enum NSWritingDirection: Int, Sendable {
    /// The direction the Unicode bidirectional algorithm picks from the text.
    case natural = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}

/// How the paragraphs of an attributed string are laid out (the `.paragraphStyle` attribute).
/// Immutable; `NSMutableParagraphStyle` is the one to build.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked: an `NSParagraphStyle` is not changed once made; only the mutable subclass
    // changes, and it is not shared while it is being built.
    /// A new style with the default values: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction for a language; always `.leftToRight` here, whatever the language.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .leftToRight }

    /// First, so Core Foundation can tell a style in an attributed string from its own objects.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    // The stored values, set only through the mutable subclass.
    var storedAlignment: NSTextAlignment = .natural
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    var storedParagraphSpacingBefore: CGFloat = 0
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedFirstLineHeadIndent: CGFloat = 0
    var storedHeadIndent: CGFloat = 0
    var storedTailIndent: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0
    var storedLineHeightMultiple: CGFloat = 0
    var storedBaseWritingDirection: NSWritingDirection = .natural
    var storedHyphenationFactor: Float = 0
    var storedTabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    var storedDefaultTabInterval: CGFloat = 0
    var storedTextLists: [NSTextList] = []

    public override init() { super.init() }

    /// How the paragraph's lines are aligned; applied when the string is drawn and measured.
    open var alignment: NSTextAlignment { storedAlignment }
    /// Extra space after each line, in points.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// Space added after the paragraph, in points; applied by TextKit's layout managers, not by labels.
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    /// Space added before the paragraph, in points; applied by TextKit's layout managers, not by labels.
    open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
    /// How lines that do not fit are wrapped or truncated; applied when the string is drawn and measured.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// The indent of the paragraph's first line, in points; stored but not applied by text layout here.
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
    /// The indent of the paragraph's lines after the first, in points; stored but not applied by text layout here.
    open var headIndent: CGFloat { storedHeadIndent }
    /// The trailing indent, in points (from the leading margin when positive, the trailing one when negative);
    /// stored but not applied by text layout here.
    open var tailIndent: CGFloat { storedTailIndent }
    /// The least height of each line, in points, 0 for no limit; stored but not applied by text layout here.
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    /// The greatest height of each line, in points, 0 for no limit; stored but not applied by text layout here.
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
    /// 0 means the font's own line height.
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    /// The direction the paragraph's text runs in; stored but not applied by text layout here.
    open var baseWritingDirection: NSWritingDirection { storedBaseWritingDirection }
    /// How readily words are hyphenated, from 0 (never) to 1; stored but not applied by text layout here.
    open var hyphenationFactor: Float { storedHyphenationFactor }
    /// The paragraph's tab stops, in order of location (by default 12 left tabs, 28 points apart).
    open var tabStops: [NSTextTab] { storedTabStops }
    /// The distance between the tab stops after the last of `tabStops`, 0 for none.
    open var defaultTabInterval: CGFloat { storedDefaultTabInterval }
    /// The lists the paragraph is in, from the outermost to the innermost.
    open var textLists: [NSTextList] { storedTextLists }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.takeValues(from: self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.takeValues(from: self)
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineSpacing == other.lineSpacing
            && paragraphSpacing == other.paragraphSpacing && paragraphSpacingBefore == other.paragraphSpacingBefore
            && lineBreakMode == other.lineBreakMode && firstLineHeadIndent == other.firstLineHeadIndent
            && headIndent == other.headIndent && tailIndent == other.tailIndent
            && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
            && lineHeightMultiple == other.lineHeightMultiple && baseWritingDirection == other.baseWritingDirection
            && hyphenationFactor == other.hyphenationFactor && tabStops == other.tabStops
            && defaultTabInterval == other.defaultTabInterval && textLists == other.textLists
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(lineSpacing)
        hasher.combine(lineBreakMode)
        return hasher.finalize()
    }

    func takeValues(from other: NSParagraphStyle) {
        storedAlignment = other.alignment
        storedLineSpacing = other.lineSpacing
        storedParagraphSpacing = other.paragraphSpacing
        storedParagraphSpacingBefore = other.paragraphSpacingBefore
        storedLineBreakMode = other.lineBreakMode
        storedFirstLineHeadIndent = other.firstLineHeadIndent
        storedHeadIndent = other.headIndent
        storedTailIndent = other.tailIndent
        storedMinimumLineHeight = other.minimumLineHeight
        storedMaximumLineHeight = other.maximumLineHeight
        storedLineHeightMultiple = other.lineHeightMultiple
        storedBaseWritingDirection = other.baseWritingDirection
        storedHyphenationFactor = other.hyphenationFactor
        storedTabStops = other.tabStops
        storedDefaultTabInterval = other.defaultTabInterval
        storedTextLists = other.textLists
    }
}

/// A paragraph style being built.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }

    /// How the paragraph's lines are aligned; settable.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    /// Space added after the paragraph, in points; settable.
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    /// Space added before the paragraph, in points; settable.
    open override var paragraphSpacingBefore: CGFloat {
        get { storedParagraphSpacingBefore }
        set { storedParagraphSpacingBefore = newValue }
    }
    /// How lines that do not fit are wrapped or truncated; settable.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// The indent of the paragraph's first line, in points; settable.
    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }
    /// The indent of the paragraph's lines after the first, in points; settable.
    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }
    /// The trailing indent, in points; settable.
    open override var tailIndent: CGFloat {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }
    /// The least height of each line, in points; settable.
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    /// The greatest height of each line, in points; settable.
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    /// The direction the paragraph's text runs in; settable.
    open override var baseWritingDirection: NSWritingDirection {
        get { storedBaseWritingDirection }
        set { storedBaseWritingDirection = newValue }
    }
    /// How readily words are hyphenated, from 0 to 1; settable.
    open override var hyphenationFactor: Float {
        get { storedHyphenationFactor }
        set { storedHyphenationFactor = newValue }
    }

    /// The paragraph's tab stops; settable, kept in order of location.
    open override var tabStops: [NSTextTab] {
        get { storedTabStops }
        set { storedTabStops = newValue.sorted { $0.location < $1.location } }
    }
    /// The distance between tab stops after the last of `tabStops`; settable.
    open override var defaultTabInterval: CGFloat {
        get { storedDefaultTabInterval }
        set { storedDefaultTabInterval = newValue }
    }
    /// The lists the paragraph is in, from the outermost; settable.
    open override var textLists: [NSTextList] {
        get { storedTextLists }
        set { storedTextLists = newValue }
    }

    /// Adds a tab stop, keeping the stops in order of location.
    open func addTabStop(_ anObject: NSTextTab) {
        tabStops = storedTabStops + [anObject]
    }

    /// Removes the tab stops equal to `anObject`.
    open func removeTabStop(_ anObject: NSTextTab) {
        storedTabStops.removeAll { $0.isEqual(anObject) }
    }

    /// Replaces every value of this style with those of `paragraphStyle`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        takeValues(from: paragraphStyle)
    }
}
