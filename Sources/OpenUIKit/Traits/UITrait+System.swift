import Foundation

// The system's traits as definitions (iOS 17), so they register and override like custom ones.

/// The width class trait, as a definition: ``UITraitCollection/horizontalSizeClass``.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIUserInterfaceSizeClass
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}

extension UITraitHorizontalSizeClass: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The height class trait, as a definition: ``UITraitCollection/verticalSizeClass``.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIUserInterfaceSizeClass
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}

extension UITraitVerticalSizeClass: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// The light or dark appearance trait, as a definition: ``UITraitCollection/userInterfaceStyle``.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIUserInterfaceStyle
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// A change of this trait can change how dynamic colours resolve.
    public static var affectsColorAppearance: Bool { true }
}

extension UITraitUserInterfaceStyle: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// The device idiom trait, as a definition: ``UITraitCollection/userInterfaceIdiom``.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIUserInterfaceIdiom
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
}

extension UITraitUserInterfaceIdiom: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// The pixels-per-point trait, as a definition: ``UITraitCollection/displayScale``.
public struct UITraitDisplayScale: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = CGFloat
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: CGFloat = 0
}

extension UITraitDisplayScale: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, CGFloat> { \.displayScale }
}

/// The layout direction trait, as a definition: ``UITraitCollection/layoutDirection``.
public struct UITraitLayoutDirection: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UITraitEnvironmentLayoutDirection
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
}

extension UITraitLayoutDirection: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// The preferred text size trait, as a definition: ``UITraitCollection/preferredContentSizeCategory``.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIContentSizeCategory
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIContentSizeCategory = .unspecified
}

extension UITraitPreferredContentSizeCategory: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UIContentSizeCategory> {
        \.preferredContentSizeCategory
    }
}

/// The base or elevated level trait, as a definition: ``UITraitCollection/userInterfaceLevel``.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIUserInterfaceLevel
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    /// A change of this trait can change how dynamic colours resolve.
    public static var affectsColorAppearance: Bool { true }
}

extension UITraitUserInterfaceLevel: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceLevel> { \.userInterfaceLevel }
}

/// The increased contrast trait, as a definition: ``UITraitCollection/accessibilityContrast``.
public struct UITraitAccessibilityContrast: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIAccessibilityContrast
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// A change of this trait can change how dynamic colours resolve.
    public static var affectsColorAppearance: Bool { true }
}

extension UITraitAccessibilityContrast: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// The bold text trait, as a definition: ``UITraitCollection/legibilityWeight``.
public struct UITraitLegibilityWeight: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UILegibilityWeight
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UILegibilityWeight = .unspecified
}

extension UITraitLegibilityWeight: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UILegibilityWeight> { \.legibilityWeight }
}

/// The colour gamut trait: sRGB on the screens here, where Cairo draws sRGB.
public struct UITraitDisplayGamut: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIDisplayGamut
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIDisplayGamut = .unspecified
}

extension UITraitDisplayGamut: FieldTrait {
    static var field: WritableKeyPath<UITraitCollection.Values, UIDisplayGamut> { \.displayGamut }
}

/// The active or inactive window trait: unspecified on iOS, as here.
public struct UITraitActiveAppearance: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UIUserInterfaceActiveAppearance
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UIUserInterfaceActiveAppearance = .unspecified
}

/// The Mac toolbar item size trait: unspecified outside Mac Catalyst.
public struct UITraitToolbarItemPresentationSize: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = UINSToolbarItemPresentationSize
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: UINSToolbarItemPresentationSize = .unspecified
}

/// The language text is typeset for, or nil for each string's own.
public struct UITraitTypesettingLanguage: UITraitDefinition {
    /// The trait's value type.
    public typealias Value = Locale.Language?
    /// What a collection that does not specify the trait reports.
    public static let defaultValue: Locale.Language? = nil
}

extension UITraitCollection {
    /// The colour gamut trait: sRGB on the screens here, where Cairo draws sRGB.
    public var displayGamut: UIDisplayGamut { self[UITraitDisplayGamut.self] }
    /// The active or inactive window trait: unspecified on iOS, as here.
    public var activeAppearance: UIUserInterfaceActiveAppearance { self[UITraitActiveAppearance.self] }
    /// The Mac toolbar item size trait: unspecified outside Mac Catalyst.
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        self[UITraitToolbarItemPresentationSize.self]
    }
    /// The language text is typeset for, or nil for each string's own.
    public var typesettingLanguage: Locale.Language? { self[UITraitTypesettingLanguage.self] }
    /// Creates a trait collection that specifies only the colour gamut trait.
    public convenience init(displayGamut: UIDisplayGamut) { self.init(UITraitDisplayGamut.self, value: displayGamut) }
    /// Creates a trait collection that specifies only the active or inactive window trait.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(UITraitActiveAppearance.self, value: activeAppearance)
    }
    /// Creates a trait collection that specifies only the Mac toolbar item size trait.
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
        self.init(UITraitToolbarItemPresentationSize.self, value: toolbarItemPresentationSize)
    }
    /// Creates a trait collection that specifies only the language text is typeset for, or nil for each string's own.
    public convenience init(typesettingLanguage: Locale.Language?) {
        self.init(UITraitTypesettingLanguage.self, value: typesettingLanguage)
    }
    /// Creates a trait collection that specifies only whether the user asked for increased contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, value: accessibilityContrast)
    }
    /// Creates a trait collection that specifies only whether the user asked for bold text.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(UITraitLegibilityWeight.self, value: legibilityWeight)
    }
}

extension UITraitOverrides {
    /// The colour gamut trait, to override, or the default to inherit it.
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
    /// The active or inactive window trait, to override, or the default to inherit it.
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
    /// The Mac toolbar item size trait, to override, or the default to inherit it.
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        get { self[UITraitToolbarItemPresentationSize.self] }
        set { self[UITraitToolbarItemPresentationSize.self] = newValue }
    }
    /// The language text is typeset for, or nil for each string's own, to override, or the default to inherit it.
    public var typesettingLanguage: Locale.Language? {
        get { self[UITraitTypesettingLanguage.self] }
        set { self[UITraitTypesettingLanguage.self] = newValue }
    }
}
