import Foundation

/// A tab stop of a paragraph style: where a tab moves the text to, and how the text after it
/// aligns there.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: a tab stop is not changed once made.
    /// The keys of a tab stop's options.
    public struct OptionKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `CharacterSet` of the characters that end a column aligned at a decimal tab.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// First, so Core Foundation can tell a tab stop in a paragraph style from its own objects.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()

    /// How the text after the tab aligns at the stop.
    public let alignment: NSTextAlignment
    /// Where the stop is, in points from the line's leading edge.
    public let location: CGFloat
    /// The stop's options (the column terminators of a decimal tab).
    public let options: [OptionKey: Any]

    /// The characters that end a column for `aLocale`: the locale's decimal separator, and
    /// (always) a tab.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        let separator = (aLocale ?? Locale.current).decimalSeparator ?? "."
        return CharacterSet(charactersIn: separator + "\t")
    }

    /// Creates a tab stop at `loc` aligning text as `alignment` says.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Two tab stops are equal when their alignment and location are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(location)
        return hasher.finalize()
    }
}
