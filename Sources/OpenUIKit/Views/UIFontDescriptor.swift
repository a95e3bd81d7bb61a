import Foundation

/// A font described by attributes (family, face, size, traits, Dynamic Type style) rather than
/// by name: what `UIFont(descriptor:size:)` makes a font from and `UIFont.fontDescriptor` gives
/// back. Immutable; every `with…` method returns a new descriptor. Faces are matched here by
/// family, weight, slant and the system font's design (fontconfig then picks the installed face
/// the renderer draws), not from a catalogue of Apple's fonts.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: the attributes are an immutable `let`; their values are the value types and
    // immutable objects UIKit documents for each key.

    /// First, so Core Foundation can tell a descriptor in a dictionary or attributed string from
    /// its own objects.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    private let attributes: [AttributeName: Any]

    /// A descriptor with exactly `attributes`; the keys UIKit documents are read, others kept.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    /// A descriptor with no attributes, which resolves to Helvetica at 12 points as UIKit's does.
    public override convenience init() {
        self.init(fontAttributes: [:])
    }

    /// A descriptor for the face named `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor for the face named `fontName` with a glyph transform; the transform is kept
    /// but not applied when drawing here.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// Descriptors are immutable, so a copy is the descriptor itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: Reading

    /// The attributes the descriptor was made with.
    open var fontAttributes: [AttributeName: Any] { attributes }

    /// The value of one attribute, or nil.
    open func object(forKey anAttribute: AttributeName) -> Any? { attributes[anAttribute] }

    /// The `.size` attribute; 0 when the descriptor names none.
    open var pointSize: CGFloat { Self.number(attributes[.size]) ?? 0 }

    /// The `.name` attribute, or the PostScript name of the face the attributes match.
    open var postscriptName: String { attributes[.name] as? String ?? resolvedFace.name }

    /// The `.matrix` attribute; the identity when there is none.
    open var matrix: CGAffineTransform { attributes[.matrix] as? CGAffineTransform ?? .identity }

    /// The symbolic traits the attributes give, or those of the face they match: bold from the
    /// semibold weight up, italic, monospaced.
    open var symbolicTraits: SymbolicTraits {
        if let explicit = explicitSymbolicTraits { return explicit }
        let face = resolvedFace
        var traits: SymbolicTraits = []
        if face.weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if face.isItalic { traits.insert(.traitItalic) }
        if face.isMonospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    // MARK: Deriving

    /// A descriptor with `attributes` added; a key given here replaces the one it had (the whole
    /// `.traits` dictionary, as in UIKit).
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { _, given in given })
    }

    /// The same descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// The same descriptor with another glyph transform (kept, not applied when drawing here).
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    /// The same traits and size in another family: the face name no longer applies.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var changed = attributes
        changed[.name] = nil
        changed[.face] = nil
        changed[.family] = newFamily
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// Another face of the same family, such as `"Bold"` or `"Light Italic"`.
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var changed = attributes
        changed[.family] = resolvedFace.family
        changed[.name] = nil
        changed[.face] = newFace
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// The same family with exactly `symbolicTraits`: they replace the ones it had, so adding
    /// bold to an italic font means passing both. Bold moves a weight below semibold up to
    /// bold, and leaving bold out moves a bold weight back to regular. Never nil here: the
    /// renderer draws every weight and slant, synthesizing them where a family lacks a face.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let face = resolvedFace
        var traits = traitsDictionary
        traits[.symbolic] = symbolicTraits.rawValue
        let isBold = face.weight.rawValue >= UIFont.Weight.semibold.rawValue
        if symbolicTraits.contains(.traitBold), !isBold {
            traits[.weight] = UIFont.Weight.bold.rawValue
        } else if !symbolicTraits.contains(.traitBold), isBold {
            traits[.weight] = UIFont.Weight.regular.rawValue
        } else {
            traits[.weight] = face.weight.rawValue
        }
        var changed = attributes
        changed[.name] = nil
        changed[.face] = nil
        changed[.family] = face.family
        changed[.traits] = traits
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// The system font in `design` (`.rounded`, `.serif`, `.monospaced` or `.default`) with the
    /// same weight, traits and size; nil for any other font, as in UIKit. Linux has no SF Pro
    /// Rounded or New York: see `SystemDesign`.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let face = resolvedFace
        guard face.isSystemFont else { return nil }
        var traits = traitsDictionary
        traits[.design] = design.rawValue
        traits[.weight] = face.weight.rawValue
        var symbolic = explicitSymbolicTraits ?? symbolicTraits
        if design == .monospaced { symbolic.insert(.traitMonoSpace) } else { symbolic.remove(.traitMonoSpace) }
        traits[.symbolic] = symbolic.rawValue
        var changed = attributes
        changed[.name] = nil
        changed[.face] = nil
        changed[.family] = UIFont.systemNames(for: design).family
        changed[.traits] = traits
        return UIFontDescriptor(fontAttributes: changed)
    }

    // MARK: Dynamic Type

    /// The descriptor of `preferredFont(forTextStyle:)`: the system font at the style's size for
    /// the current traits' content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of `preferredFont(forTextStyle:compatibleWith:)`.
    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: Equality

    /// Equal when they match the same face at the same size, with the same traits, style and matrix.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        if other === self { return true }
        return resolvedFace == other.resolvedFace && pointSize == other.pointSize
            && symbolicTraits == other.symbolicTraits && matrix == other.matrix
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(resolvedFace)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The attributes, for logging.
    open override var description: String {
        let listed = attributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted().joined(separator: "; ")
        return "UICTFontDescriptor <\(listed)>"
    }
}

// MARK: - Matching a face

extension UIFontDescriptor {
    /// The face the attributes match: what `UIFont(descriptor:size:)` makes.
    struct Face: Hashable {
        var family: String
        var name: String
        var weight: UIFont.Weight
        var isItalic: Bool
        var isMonospaced: Bool
        var isSystemFont: Bool
        var design: SystemDesign
        var textStyle: UIFont.TextStyle?
    }

    /// The `.traits` dictionary, whichever key type it was written with.
    var traitsDictionary: [TraitKey: Any] {
        if let traits = attributes[.traits] as? [TraitKey: Any] { return traits }
        if let traits = attributes[.traits] as? [String: Any] {
            return Dictionary(traits.map { (TraitKey($0.key), $0.value) }) { first, _ in first }
        }
        return [:]
    }

    /// The `.symbolic` trait when the attributes give one.
    var explicitSymbolicTraits: SymbolicTraits? {
        switch traitsDictionary[.symbolic] {
        case let traits as SymbolicTraits: return traits
        case let raw as UInt32: return SymbolicTraits(rawValue: raw)
        case let raw as Int: return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: raw))
        case let raw as NSNumber: return SymbolicTraits(rawValue: raw.uint32Value)
        default: return nil
        }
    }

    /// Resolves the attributes, in UIKit's order of precedence: a face name, then the family
    /// and face; the traits dictionary's weight and slant over what the name says; explicit
    /// symbolic traits over both.
    var resolvedFace: Face {
        let traits = traitsDictionary
        let name = attributes[.name] as? String
        let named = name.flatMap { UIFont(name: $0, size: 12) }
        let faceName = attributes[.face] as? String
        let family = attributes[.family] as? String
        let style: UIFont.TextStyle? =
            (attributes[.textStyle] as? UIFont.TextStyle)
            ?? (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        let explicitDesign: SystemDesign? =
            (traits[.design] as? SystemDesign) ?? (traits[.design] as? String).map(SystemDesign.init(rawValue:))

        let familyIsSystem = family?.hasPrefix(UIFont.systemFamilyName) ?? false
        let isSystem =
            family.map { _ in familyIsSystem }
            ?? (named?.isSystemFont ?? false || style != nil || explicitDesign != nil)
        var design = explicitDesign ?? (family.flatMap(Self.design(ofSystemFamily:)) ?? named?.design) ?? .default

        var weight =
            Self.weight(traits[.weight])
            ?? faceName.map(UIFont.weight(fromStyleName:))
            ?? named?.weight ?? .regular
        var italic =
            faceName.map(Self.namesItalic) ?? named?.isItalic ?? false
            || (Self.number(traits[.slant]).map { $0 != 0 } ?? false)
        var monospaced = design == .monospaced || (named?.isMonospaced ?? false)
        if let symbolic = explicitSymbolicTraits {
            italic = symbolic.contains(.traitItalic)
            let bold = weight.rawValue >= UIFont.Weight.semibold.rawValue
            if symbolic.contains(.traitBold), !bold { weight = .bold }
            if !symbolic.contains(.traitBold), bold, traits[.weight] == nil { weight = .regular }
            if symbolic.contains(.traitMonoSpace) { monospaced = true }
        }
        if isSystem, monospaced { design = .monospaced }

        if isSystem {
            let (prefix, systemFamily) = UIFont.systemNames(for: design)
            return Face(
                family: systemFamily, name: prefix + UIFont.faceName(for: weight) + (italic ? "Italic" : ""),
                weight: weight, isItalic: italic, isMonospaced: design == .monospaced, isSystemFont: true,
                design: design, textStyle: style)
        }
        let resolvedFamily = family ?? named?.familyName ?? "Helvetica"
        let resolvedName: String
        if let name, let named, named.weight == weight, named.isItalic == italic, family == nil {
            resolvedName = name
        } else {
            let weightName = weight == .regular ? "" : UIFont.faceName(for: weight)
            let suffix = weightName + (italic ? "Italic" : "")
            let base = resolvedFamily.replacingOccurrences(of: " ", with: "")
            resolvedName = suffix.isEmpty ? base : base + "-" + suffix
        }
        return Face(
            family: resolvedFamily, name: resolvedName, weight: weight, isItalic: italic, isMonospaced: monospaced,
            isSystemFont: false, design: .default, textStyle: style)
    }

    private static func design(ofSystemFamily family: String) -> SystemDesign? {
        guard family.hasPrefix(UIFont.systemFamilyName) else { return nil }
        let suffix = family.dropFirst(UIFont.systemFamilyName.count)
        switch suffix {
        case "Monospaced": return .monospaced
        case "Rounded": return .rounded
        case "Serif": return .serif
        default: return .default
        }
    }

    private static func namesItalic(_ face: String) -> Bool {
        face.range(of: "Italic", options: .caseInsensitive) != nil
            || face.range(of: "Oblique", options: .caseInsensitive) != nil
    }

    private static func weight(_ value: Any?) -> UIFont.Weight? {
        if let weight = value as? UIFont.Weight { return weight }
        return number(value).map(UIFont.Weight.init(rawValue:))
    }

    /// A number attribute, whichever numeric type it was written with.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value.isFinite ? value : nil
        case let value as Double: return value.isFinite ? CGFloat(value) : nil
        case let value as Float: return value.isFinite ? CGFloat(value) : nil
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return value.doubleValue.isFinite ? CGFloat(value.doubleValue) : nil
        default: return nil
        }
    }
}
