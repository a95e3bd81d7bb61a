import Foundation

/// The direction text runs in, for paragraph styles.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// How the paragraphs of an attributed string are laid out (the `.paragraphStyle` attribute).
/// Immutable; `NSMutableParagraphStyle` is the one to build.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked: an `NSParagraphStyle` is not changed once made; only the mutable subclass
    // changes, and it is not shared while it is being built.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

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

    public override init() { super.init() }

    open var alignment: NSTextAlignment { storedAlignment }
    /// Extra space after each line, in points.
    open var lineSpacing: CGFloat { storedLineSpacing }
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
    open var headIndent: CGFloat { storedHeadIndent }
    open var tailIndent: CGFloat { storedTailIndent }
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
    /// 0 means the font's own line height.
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    open var baseWritingDirection: NSWritingDirection { storedBaseWritingDirection }
    open var hyphenationFactor: Float { storedHyphenationFactor }

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
            && hyphenationFactor == other.hyphenationFactor
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
    }
}

/// A paragraph style being built.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }

    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { storedParagraphSpacingBefore }
        set { storedParagraphSpacingBefore = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { storedBaseWritingDirection }
        set { storedBaseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { storedHyphenationFactor }
        set { storedHyphenationFactor = newValue }
    }

    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        takeValues(from: paragraphStyle)
    }
}
