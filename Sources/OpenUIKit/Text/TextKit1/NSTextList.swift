import Foundation

/// A list a paragraph is in (a paragraph style's `textLists`), and the markers of its items:
/// bullets, or numbers in decimal, roman, latin, octal or hexadecimal.
open class NSTextList: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: only `startingItemNumber` changes, as a list is built.
    /// A list's marker: literal text around at most one `{keyword}` that numbers the items.
    public struct MarkerFormat: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Creates a format from text with one `{keyword}`, such as `({decimal})`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a format from text with one `{keyword}`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A white box: ◻︎.
        public static let box = MarkerFormat("{box}")
        /// A check mark: ✓.
        public static let check = MarkerFormat("{check}")
        /// A white circle: ◦.
        public static let circle = MarkerFormat("{circle}")
        /// A black diamond: ◆.
        public static let diamond = MarkerFormat("{diamond}")
        /// A bullet: •.
        public static let disc = MarkerFormat("{disc}")
        /// A hyphen bullet: ⁃.
        public static let hyphen = MarkerFormat("{hyphen}")
        /// A black square: ▪︎.
        public static let square = MarkerFormat("{square}")
        /// Lowercase hexadecimal numbers: a, b, … f, 10.
        public static let lowercaseHexadecimal = MarkerFormat("{lower-hexadecimal}")
        /// Uppercase hexadecimal numbers: A, B, … F, 10.
        public static let uppercaseHexadecimal = MarkerFormat("{upper-hexadecimal}")
        /// Octal numbers.
        public static let octal = MarkerFormat("{octal}")
        /// Lowercase letters: a, b, … z, aa.
        public static let lowercaseAlpha = MarkerFormat("{lower-alpha}")
        /// Uppercase letters: A, B, … Z, AA.
        public static let uppercaseAlpha = MarkerFormat("{upper-alpha}")
        /// Lowercase letters, as `lowercaseAlpha`.
        public static let lowercaseLatin = MarkerFormat("{lower-latin}")
        /// Uppercase letters, as `uppercaseAlpha`.
        public static let uppercaseLatin = MarkerFormat("{upper-latin}")
        /// Lowercase roman numerals: i, ii, iii.
        public static let lowercaseRoman = MarkerFormat("{lower-roman}")
        /// Uppercase roman numerals: I, II, III.
        public static let uppercaseRoman = MarkerFormat("{upper-roman}")
        /// Decimal numbers: 1, 2, 3.
        public static let decimal = MarkerFormat("{decimal}")
    }

    /// How a list's markers are built.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A nested list's markers begin with its enclosing list's marker.
        public static let prependEnclosingMarker = Options(rawValue: 1 << 0)
    }

    /// First, so Core Foundation can tell a list in a paragraph style from its own objects.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()

    /// The marker format the items are numbered by.
    public let markerFormat: MarkerFormat
    /// The list's options.
    public let listOptions: Options
    /// The number of the first item (1 unless set).
    open var startingItemNumber: Int

    /// Creates a list; `options` holds `Options` raw bits.
    public convenience init(markerFormat: MarkerFormat, options: Int) {
        self.init(markerFormat: markerFormat, options: Options(rawValue: UInt(max(0, options))), startingItemNumber: 1)
    }

    /// Creates a list that numbers its items from `startingItemNumber`.
    public init(markerFormat: MarkerFormat, options: Options = [], startingItemNumber: Int) {
        self.markerFormat = markerFormat
        self.listOptions = options
        self.startingItemNumber = startingItemNumber
        super.init()
    }

    /// Whether the markers number the items (rather than all being the same bullet).
    open var isOrdered: Bool {
        guard let keyword = keyword else { return false }
        return !Self.bullets.keys.contains(keyword)
    }

    /// The marker of item `itemNumber`: the format with its `{keyword}` replaced by the number or bullet.
    open func marker(forItemNumber itemNumber: Int) -> String {
        let format = markerFormat.rawValue
        guard let open = format.firstIndex(of: "{"), let close = format[open...].firstIndex(of: "}") else {
            return format
        }
        let keyword = String(format[format.index(after: open)..<close])
        let replacement = Self.bullets[keyword] ?? Self.number(itemNumber, keyword: keyword)
        return String(format[..<open]) + replacement + String(format[format.index(after: close)...])
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSTextList(markerFormat: markerFormat, options: listOptions, startingItemNumber: startingItemNumber)
    }

    /// Two lists are equal when they are the same list.
    open override func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    open override var hash: Int { ObjectIdentifier(self).hashValue }

    private var keyword: String? {
        let format = markerFormat.rawValue
        guard let open = format.firstIndex(of: "{"), let close = format[open...].firstIndex(of: "}") else { return nil }
        return String(format[format.index(after: open)..<close])
    }

    private static let bullets: [String: String] = [
        "box": "\u{25FB}", "check": "\u{2713}", "circle": "\u{25E6}", "diamond": "\u{25C6}", "disc": "\u{2022}",
        "hyphen": "\u{2043}", "square": "\u{25AA}",
    ]

    private static func number(_ value: Int, keyword: String) -> String {
        switch keyword {
        case "lower-hexadecimal": return String(value, radix: 16)
        case "upper-hexadecimal": return String(value, radix: 16).uppercased()
        case "octal": return String(value, radix: 8)
        case "lower-alpha", "lower-latin": return alphabetic(value)
        case "upper-alpha", "upper-latin": return alphabetic(value).uppercased()
        case "lower-roman": return roman(value).lowercased()
        case "upper-roman": return roman(value)
        default: return String(value)
        }
    }

    /// 1 → a, 26 → z, 27 → aa, as spreadsheets count columns.
    private static func alphabetic(_ value: Int) -> String {
        guard value > 0 else { return String(value) }
        var remaining = value
        var letters = ""
        while remaining > 0 {
            remaining -= 1
            letters = String(UnicodeScalar(UInt8(97 + remaining % 26))) + letters
            remaining /= 26
        }
        return letters
    }

    private static func roman(_ value: Int) -> String {
        guard value > 0, value < 4000 else { return String(value) }
        let numerals: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
            (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var remaining = value
        var result = ""
        for (amount, numeral) in numerals {
            while remaining >= amount {
                result += numeral
                remaining -= amount
            }
        }
        return result
    }
}
