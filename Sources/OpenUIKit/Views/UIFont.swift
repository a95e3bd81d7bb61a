import Foundation

/// A font: a face name plus a point size, with approximate metrics.
///
/// There is no font system behind this yet, so a `UIFont` is a description
/// that layout code can carry around and compare. Names follow what UIKit
/// reports for the system font (family `.AppleSystemUIFont`, faces such as
/// `.SFUI-Regular`), so code that logs or switches on them behaves the same.
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is an immutable Sendable `let`; the
    // checker only objects because the class is open to subclassing.

    /// A font weight on Core Text's -1...1 scale, where 0 is regular.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat

        /// Creates a weight from a value on the -1...1 scale, where 0 is regular.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The ultralight weight (-0.8).
        public static let ultraLight = Weight(-0.8)
        /// The thin weight (-0.6).
        public static let thin = Weight(-0.6)
        /// The light weight (-0.4).
        public static let light = Weight(-0.4)
        /// The regular weight (0).
        public static let regular = Weight(0)
        /// The medium weight (0.23).
        public static let medium = Weight(0.23)
        /// The semibold weight (0.3).
        public static let semibold = Weight(0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(0.4)
        /// The heavy weight (0.56).
        public static let heavy = Weight(0.56)
        /// The black weight, the heaviest (0.62).
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type style; raw values are UIKit's, so styles persisted or
    /// compared as strings still match.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String

        /// Creates a text style from its raw name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The style for large titles: 34 points at the default text size.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// The style for first-level titles: 28 points at the default text size.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// The style for second-level titles: 22 points at the default text size.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// The style for third-level titles: 20 points at the default text size.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// The style for headings: 17-point semibold at the default text size.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// The style for subheadings: 15 points at the default text size.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// The style for body text: 17 points at the default text size.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// The style for callouts: 16 points at the default text size.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// The style for footnotes: 13 points at the default text size.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// The style for standard captions: 12 points at the default text size.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// The style for alternate captions: 11 points at the default text size.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        /// visionOS styles in UIKit; declared so shared code compiles.
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        /// A second extra-large title style from visionOS: 28-point bold here.
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
    }

    /// First, so Core Foundation can tell a font in an attributed string from its own objects.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    private let storedFontName: String
    private let storedFamilyName: String
    private let storedPointSize: CGFloat

    /// Kept so a later text backend can pick the right face; UIKit exposes
    /// this only through font descriptors, hence internal.
    let weight: Weight
    let isItalic: Bool
    let isMonospaced: Bool
    /// Tabular figures only (`monospacedDigitSystemFont`); letters stay
    /// proportional, so this is distinct from `isMonospaced`.
    let hasMonospacedDigits: Bool
    let isSystemFont: Bool
    /// Set by `preferredFont(forTextStyle:)` so Dynamic Type can rescale it.
    let textStyle: TextStyle?
    /// The system font's design (`UIFontDescriptor.withDesign(_:)`); `.default` for other fonts.
    let design: UIFontDescriptor.SystemDesign
    /// How the font follows the preferred content size category, for fonts that do
    /// (`preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`); nil for fixed fonts.
    let contentSizeScaling: ContentSizeScaling?

    /// What a font that follows Dynamic Type is made from: its size at the default category,
    /// the style whose curve it follows, and the largest it may grow.
    struct ContentSizeScaling: Hashable, Sendable {
        var style: TextStyle
        var sizeAtLarge: CGFloat
        var maximumPointSize: CGFloat?

        /// The size at `category`: the size at `.large` times the style's growth, capped.
        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            let scaled =
                sizeAtLarge * DynamicTypeSizes.pointSize(of: style, at: category)
                / DynamicTypeSizes.pointSize(of: style, at: .large)
            guard let maximumPointSize, maximumPointSize > 0 else { return scaled }
            return min(scaled, maximumPointSize)
        }
    }

    init(
        fontName: String,
        familyName: String,
        pointSize: CGFloat,
        weight: Weight,
        isItalic: Bool,
        isMonospaced: Bool,
        hasMonospacedDigits: Bool,
        isSystemFont: Bool,
        textStyle: TextStyle?,
        design: UIFontDescriptor.SystemDesign = .default,
        contentSizeScaling: ContentSizeScaling? = nil
    ) {
        self.design = design
        self.contentSizeScaling = contentSizeScaling
        self.storedFontName = fontName
        self.storedFamilyName = familyName
        self.storedPointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
        self.hasMonospacedDigits = hasMonospacedDigits
        self.isSystemFont = isSystemFont
        self.textStyle = textStyle
    }

    /// Accepts any non-empty PostScript-style name, since there is no font
    /// catalogue to check against yet. The family is the part before the
    /// first hyphen ("Helvetica-Bold" → "Helvetica"), and weight/italic are
    /// guessed from the style suffix.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        if fontName.hasPrefix(".SFUI") {
            storedFamilyName =
                fontName.hasPrefix(".SFUIMono")
                ? UIFont.systemMonospacedFamilyName
                : UIFont.systemFamilyName
            isSystemFont = true
        } else {
            storedFamilyName = fontName.split(separator: "-", maxSplits: 1).first.map(String.init) ?? fontName
            isSystemFont = false
        }
        let style = fontName.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        storedFontName = fontName
        storedPointSize = fontSize
        weight = UIFont.weight(fromStyleName: style)
        isItalic =
            style.range(of: "Italic", options: .caseInsensitive) != nil
            || style.range(of: "Oblique", options: .caseInsensitive) != nil
        isMonospaced = fontName.hasPrefix(".SFUIMono")
        hasMonospacedDigits = false
        textStyle = nil
        design = fontName.hasPrefix(".SFUIMono") ? .monospaced : .default
        contentSizeScaling = nil
    }

    /// The font's face name, such as `.SFUI-Regular` for the regular system font.
    open var fontName: String { storedFontName }
    /// The font's family name, such as `.AppleSystemUIFont` for the system font.
    open var familyName: String { storedFamilyName }
    /// The font's size in points.
    open var pointSize: CGFloat { storedPointSize }
    /// A descriptor of this font: its face name and size (with the system font's family,
    /// weight and design, and a Dynamic Type font's text style); made on each call.
    open var fontDescriptor: UIFontDescriptor { makeFontDescriptor() }

    // MARK: Metrics

    /// Metrics are documented approximations: SF Pro's proportions (2048
    /// units per em — ascender 1950, descender -494, cap height 1443,
    /// x-height 1078, no line gap) scaled by the point size and applied to
    /// every face. For the system font they reproduce UIKit's reported values
    /// (17 pt: ascender 16.1865, descender -4.1006, line height 20.2871); other
    /// faces are only roughly right. A text-measuring backend replaces them
    /// later with real per-face values.
    open var ascender: CGFloat { storedPointSize * (1950.0 / 2048.0) }
    /// Negative, as in UIKit: the distance below the baseline. Approximate;
    /// see `ascender`.
    open var descender: CGFloat { storedPointSize * (-494.0 / 2048.0) }
    /// Approximate; see `ascender`.
    open var capHeight: CGFloat { storedPointSize * (1443.0 / 2048.0) }
    /// Approximate; see `ascender`.
    open var xHeight: CGFloat { storedPointSize * (1078.0 / 2048.0) }
    /// SF has no line gap, so UIKit reports 0 for the system font.
    open var leading: CGFloat { 0 }
    /// Baseline-to-baseline distance: ascender + |descender| + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }

    /// Same face at another size; Dynamic Type association is dropped, as a
    /// fixed size no longer follows the user's setting.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: storedFontName,
            familyName: storedFamilyName,
            pointSize: fontSize,
            weight: weight,
            isItalic: isItalic,
            isMonospaced: isMonospaced,
            hasMonospacedDigits: hasMonospacedDigits,
            isSystemFont: isSystemFont,
            textStyle: nil,
            design: design
        )
    }

    // MARK: System fonts

    /// The regular system font at the size; the renderer here draws the system font with Inter.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular)
    }

    /// The system font at the size, in the named weight nearest the one given.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    /// The bold system font at the size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .bold)
    }

    /// The italic system font at the size, in the regular weight.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, italic: true)
    }

    /// The monospaced system font at the size and weight; the renderer here draws it with DejaVu Sans Mono.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight, monospaced: true)
    }

    /// The system font with digits of equal width; the flag is recorded, but the renderer here does not switch
    /// to tabular figures.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight, monospacedDigits: true)
    }

    /// The font for `style` at the current traits' content size category (`.large`, iOS's
    /// default, when they specify none), sized from iOS's Dynamic Type table.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at `traitCollection`'s `preferredContentSizeCategory`, sized from
    /// iOS's Dynamic Type table (the current traits' category when it specifies none). The
    /// trait collection's `legibilityWeight` of `.bold` makes it bolder, as iOS's Bold Text does.
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let weight = defaultTextStyleMetrics[style]?.1 ?? .regular
        let scaling = ContentSizeScaling(
            style: style, sizeAtLarge: DynamicTypeSizes.pointSize(of: style, at: .large), maximumPointSize: nil)
        let category = DynamicTypeSizes.category(for: traitCollection)
        let bolder = traitCollection?.legibilityWeight == .bold ? boldTextWeight(for: weight) : weight
        return system(
            size: scaling.pointSize(at: category), weight: bolder, textStyle: style, contentSizeScaling: scaling)
    }

    /// iOS's legacy size constants. Note `systemFontSize` is 14, not the 17
    /// of body text: these predate Dynamic Type and UIKit never changed them.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of UIKit's small system font: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of UIKit's standard label font: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of UIKit's standard button font: 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    // MARK: Equality and description

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        if other === self { return true }
        return storedFontName == other.storedFontName
            && storedFamilyName == other.storedFamilyName
            && storedPointSize == other.storedPointSize
            && weight == other.weight
            && isItalic == other.isItalic
            && isMonospaced == other.isMonospaced
            && hasMonospacedDigits == other.hasMonospacedDigits
            && textStyle == other.textStyle
            && design == other.design
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(storedFontName)
        hasher.combine(storedPointSize)
        hasher.combine(weight)
        return hasher.finalize()
    }

    /// Modelled on UIKit's CSS-like description, without the object address.
    open override var description: String {
        let weightName = weight.rawValue >= Weight.bold.rawValue ? "bold" : "normal"
        let style = isItalic ? "italic" : "normal"
        let size = String(format: "%.2f", Double(storedPointSize))
        return
            "<UICTFont> font-family: \"\(storedFontName)\"; font-weight: \(weightName); font-style: \(style); font-size: \(size)pt"
    }
}

// MARK: - Private helpers

extension UIFont {
    static let systemFamilyName = ".AppleSystemUIFont"
    static let systemMonospacedFamilyName = ".AppleSystemUIFontMonospaced"

    /// Face suffixes in weight order, paired with their weights; used both to
    /// name system faces and to read a weight back out of a name.
    private static let weightNames: [(Weight, String)] = [
        (.ultraLight, "Ultralight"),
        (.thin, "Thin"),
        (.light, "Light"),
        (.regular, "Regular"),
        (.medium, "Medium"),
        (.semibold, "Semibold"),
        (.bold, "Bold"),
        (.heavy, "Heavy"),
        (.black, "Black"),
    ]

    /// Point sizes and weights at the "Large" (default) content size.
    private static let defaultTextStyleMetrics: [TextStyle: (CGFloat, Weight)] = [
        .largeTitle: (34, .regular),
        .title1: (28, .regular),
        .title2: (22, .regular),
        .title3: (20, .regular),
        .headline: (17, .semibold),
        .body: (17, .regular),
        .callout: (16, .regular),
        .subheadline: (15, .regular),
        .footnote: (13, .regular),
        .caption1: (12, .regular),
        .caption2: (11, .regular),
        .extraLargeTitle: (36, .bold),
        .extraLargeTitle2: (28, .bold),
    ]

    /// Arbitrary weights snap to the nearest named face, as the system font
    /// only ships those instances.
    static func faceName(for weight: Weight) -> String {
        var best = weightNames[3]
        for candidate in weightNames
        where Swift.abs(candidate.0.rawValue - weight.rawValue) < Swift.abs(best.0.rawValue - weight.rawValue) {
            best = candidate
        }
        return best.1
    }

    static func weight(fromStyleName style: String) -> Weight {
        let lowered = style.lowercased()
        // Longest names first so "Semibold" is not read as "Bold".
        for (weight, name) in weightNames.sorted(by: { $0.1.count > $1.1.count })
        where lowered.contains(name.lowercased()) {
            return weight
        }
        return .regular
    }

    private static func system(
        size: CGFloat,
        weight: Weight,
        italic: Bool = false,
        monospaced: Bool = false,
        monospacedDigits: Bool = false,
        textStyle: TextStyle? = nil,
        design: UIFontDescriptor.SystemDesign? = nil,
        contentSizeScaling: ContentSizeScaling? = nil
    ) -> UIFont {
        let resolvedDesign = design ?? (monospaced ? .monospaced : .default)
        let isMonospaced = monospaced || resolvedDesign == .monospaced
        let (prefix, family) = systemNames(for: resolvedDesign)
        let name = prefix + faceName(for: weight) + (italic ? "Italic" : "")
        return UIFont(
            fontName: name,
            familyName: family,
            pointSize: size,
            weight: weight,
            isItalic: italic,
            isMonospaced: isMonospaced,
            hasMonospacedDigits: monospacedDigits || isMonospaced,
            isSystemFont: true,
            textStyle: textStyle,
            design: resolvedDesign,
            contentSizeScaling: contentSizeScaling
        )
    }

    /// The face-name prefix and family UIKit reports for each design of the system font.
    static func systemNames(for design: UIFontDescriptor.SystemDesign) -> (prefix: String, family: String) {
        switch design {
        case .monospaced: return (".SFUIMono-", systemMonospacedFamilyName)
        case .rounded: return (".SFUIRounded-", systemFamilyName + "Rounded")
        case .serif: return (".NewYork-", systemFamilyName + "Serif")
        default: return (".SFUI-", systemFamilyName)
        }
    }

    /// iOS's Bold Text setting moves each text style one named weight heavier.
    private static func boldTextWeight(for weight: Weight) -> Weight {
        let order = weightNames.map(\.0)
        guard let index = order.firstIndex(of: weight), index + 1 < order.count else { return weight }
        return order[max(index + 1, order.firstIndex(of: .semibold)!)]
    }
}
