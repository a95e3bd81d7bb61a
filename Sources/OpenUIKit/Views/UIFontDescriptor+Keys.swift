import Foundation

/// The keys and values a font descriptor's attributes are made of, with UIKit's raw values, so
/// attributes keyed by string elsewhere still match.
extension UIFontDescriptor {
    /// Symbolic traits: the low 16 bits describe the face (italic, bold, widths, spacing), the
    /// top four bits its class (`classMask`). Raw values are UIKit's.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw value UIKit uses.
        public var rawValue: UInt32

        /// Creates a value from its raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An italic or oblique face; drawn slanted.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face; drawn at the bold weight unless a weight trait says heavier.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// An expanded face; recorded, drawn at the normal width here.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A condensed face; recorded, drawn at the normal width here.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A face whose glyphs all have the same advance; the system font is drawn monospaced.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face with vertical glyph variants; recorded, not drawn vertically here.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// A face tuned for interface text; recorded.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// A face with less leading than the default; recorded, lines keep their height here.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// A face with more leading than the default; recorded, lines keep their height here.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        /// The four bits that hold the font's class.
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        /// No class is known.
        public static let classUnknown = SymbolicTraits(rawValue: 0 << 28)
        /// Old-style serifs.
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        /// Transitional serifs.
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        /// Modern serifs.
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        /// Clarendon serifs.
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        /// Slab serifs.
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        /// Freeform serifs.
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        /// Sans serif, the system font's class.
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        /// Ornamentals.
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        /// Scripts.
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        /// Symbols.
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// The keys of a descriptor's `fontAttributes`.
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        /// The raw value UIKit uses.
        public var rawValue: String

        /// Creates an attribute name from its raw name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates a value from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name (a `String`), such as `Helvetica`.
        public static let family = AttributeName("NSFontFamilyAttribute")
        /// The face's PostScript name (a `String`), such as `Helvetica-Bold`.
        public static let name = AttributeName("NSFontNameAttribute")
        /// The face within the family (a `String`), such as `Bold Italic`.
        public static let face = AttributeName("NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName("NSFontSizeAttribute")
        /// The name shown to people (a `String`).
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        /// A transform for the glyphs (a `CGAffineTransform`); kept, not applied when drawing here.
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        /// The characters the font covers (a `CharacterSet`); kept, not used to pick faces here.
        public static let characterSet = AttributeName("NSCTFontCharacterSetAttribute")
        /// Fallback descriptors (an array of `UIFontDescriptor`); kept, fontconfig picks fallbacks here.
        public static let cascadeList = AttributeName("NSCTFontCascadeListAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]` dictionary): symbolic traits, weight,
        /// width and slant.
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (a number); kept, not applied when drawing here.
        public static let fixedAdvance = AttributeName("NSCTFontFixedAdvanceAttribute")
        /// Typographic features (an array of `[UIFontDescriptor.FeatureKey: Any]`); kept, not
        /// applied when drawing here.
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
        /// The Dynamic Type style the font follows (a `UIFont.TextStyle`).
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// The keys of the `.traits` dictionary.
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        /// The raw value UIKit uses.
        public var rawValue: String

        /// Creates a trait key from its raw name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates a value from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits (a `UIFontDescriptor.SymbolicTraits` or its raw `UInt32`).
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight` or a number on its -1…1 scale); drawn at the nearest
        /// weight the face has.
        public static let weight = TraitKey("NSCTFontWeightTrait")
        /// The width, -1 (condensed) to 1 (expanded); kept, drawn at the normal width here.
        public static let width = TraitKey("NSCTFontProportionTrait")
        /// The slant, -1 to 1; any slant other than 0 draws the italic face.
        public static let slant = TraitKey("NSCTFontSlantTrait")
        /// The system font's design (a `UIFontDescriptor.SystemDesign`), as `withDesign(_:)` sets it.
        static let design = TraitKey("NSCTFontUIFontDesignTrait")
    }

    /// The keys of each dictionary in `.featureSettings`.
    public struct FeatureKey: Hashable, Sendable, RawRepresentable {
        /// The raw value UIKit uses.
        public var rawValue: String

        /// Creates a feature key from its raw name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates a value from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The OpenType feature tag (a `String`, such as `"smcp"`).
        public static let `type` = FeatureKey("CTFeatureOpenTypeTag")
        /// The OpenType feature value (a number).
        public static let selector = FeatureKey("CTFeatureOpenTypeValue")
        /// The feature type as an Apple feature identifier (a number); deprecated in iOS 15.
        public static let featureIdentifier = FeatureKey("CTFeatureTypeIdentifier")
        /// The feature selector as an Apple selector identifier (a number); deprecated in iOS 15.
        public static let typeIdentifier = FeatureKey("CTFeatureSelectorIdentifier")
    }

    /// The designs of the system font. Linux has no SF Pro Rounded or New York: the renderer
    /// draws `.serif` in DejaVu Serif, `.monospaced` in DejaVu Sans Mono, and `.rounded` in the
    /// regular system face.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        /// The raw value UIKit uses.
        public var rawValue: String

        /// Creates a design from its raw name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates a value from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The system font's standard design, SF Pro.
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        /// Rounded letterforms (SF Pro Rounded).
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        /// Serif letterforms (New York).
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        /// Fixed-width letterforms (SF Mono).
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }
}
