import Foundation

/// A set of trait values you can change (iOS 17): what `UITraitCollection(mutations:)`,
/// `modifyingTraits(_:)` and `traitOverrides` hand you. System traits are properties; any trait,
/// system or custom, is reachable by its definition: `traits[MyTrait.self] = value`.
public protocol UIMutableTraits {
    /// The width class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The height class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The device idiom.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The base or elevated level.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Bold text.
    var legibilityWeight: UILegibilityWeight { get set }
    /// The colour gamut.
    var displayGamut: UIDisplayGamut { get set }
    /// The active or inactive appearance.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The Mac toolbar item size.
    var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { get set }
    /// The typesetting language.
    var typesettingLanguage: Locale.Language? { get set }
    /// Any trait's value, by its definition.
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
}

extension UITraitOverrides: UIMutableTraits {
    /// The overridden value of a trait, or the trait's default when it is not overridden.
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values.value(of: trait) }
        set { values.set(trait, to: newValue) }
    }

    /// Whether the trait is overridden here.
    public func contains(_ trait: UITrait) -> Bool { values.specifies(trait) }

    /// Stops overriding the trait, so it is inherited again.
    public mutating func remove(_ trait: UITrait) { values.remove(trait) }
}

extension UITraitCollection {
    /// The values `mutations` leave in a fresh set of overrides.
    static func values(after mutations: (inout any UIMutableTraits) -> Void) -> Values {
        var traits: any UIMutableTraits = UITraitOverrides()
        mutations(&traits)
        return (traits as? UITraitOverrides)?.values ?? Values()
    }
}
