import Foundation

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base = 0, elevated = 1 }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal = 0, high = 1 }
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular = 0, bold = 1 }

public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
}

/// An immutable set of traits. Unspecified values (`.unspecified`, a display scale of 0) say "no
/// opinion", so collections can be layered with `init(traitsFrom:)`.
public final class UITraitCollection: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The trait values; one struct so layering and comparing are one operation each.
    struct Values: Hashable {
        var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
        var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
        var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
        var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
        var displayScale: CGFloat = 0
        var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
        var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
        var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
        var accessibilityContrast: UIAccessibilityContrast = .unspecified
        var legibilityWeight: UILegibilityWeight = .unspecified

        /// Takes every specified value of `other`. Written out field by field: this runs for every
        /// controller on every trait refresh, and key paths cost ten times as much.
        mutating func overlay(_ other: Values) {
            if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
            if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
            if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
            if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
            if other.displayScale != 0 { displayScale = other.displayScale }
            if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
            if other.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = other.preferredContentSizeCategory
            }
            if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
            if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
            if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        }

        mutating func apply(_ overrides: UITraitOverrides) {
            if overrides.values != Values() { overlay(overrides.values) }
        }
    }

    let values: Values

    init(values: Values) {
        self.values = values
    }

    public convenience init() { self.init(values: Values()) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var v = Values()
        v.horizontalSizeClass = horizontalSizeClass
        self.init(values: v)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var v = Values()
        v.verticalSizeClass = verticalSizeClass
        self.init(values: v)
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var v = Values()
        v.userInterfaceStyle = userInterfaceStyle
        self.init(values: v)
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        var v = Values()
        v.userInterfaceIdiom = userInterfaceIdiom
        self.init(values: v)
    }
    public convenience init(displayScale: CGFloat) {
        var v = Values()
        v.displayScale = displayScale
        self.init(values: v)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        var v = Values()
        v.layoutDirection = layoutDirection
        self.init(values: v)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var v = Values()
        v.preferredContentSizeCategory = preferredContentSizeCategory
        self.init(values: v)
    }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        var v = Values()
        v.userInterfaceLevel = userInterfaceLevel
        self.init(values: v)
    }
    /// Later collections win for every trait they specify.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var v = Values()
        for collection in traitCollections { v.overlay(collection.values) }
        self.init(values: v)
    }
    /// The iOS 17 form: start from nothing and set what you need.
    public convenience init(mutations: (inout UITraitOverrides) -> Void) {
        var overrides = UITraitOverrides()
        mutations(&overrides)
        self.init(values: overrides.values)
    }

    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    public var displayScale: CGFloat { values.displayScale }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = values
        merged.overlay(trait.values)
        return merged == values
    }

    /// A copy with `mutations` applied (iOS 17).
    public func modifyingTraits(_ mutations: (inout UITraitOverrides) -> Void) -> UITraitCollection {
        var overrides = UITraitOverrides()
        mutations(&overrides)
        var merged = values
        merged.overlay(overrides.values)
        return UITraitCollection(values: merged)
    }

    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
            || userInterfaceLevel != traitCollection.userInterfaceLevel
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.values == rhs.values }
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    public var description: String {
        "<UITraitCollection: horizontalSizeClass = \(values.horizontalSizeClass), verticalSizeClass = \(values.verticalSizeClass), userInterfaceStyle = \(values.userInterfaceStyle), displayScale = \(values.displayScale)>"
    }
}

/// The traits an object sets for itself and its descendants (iOS 17 `traitOverrides`). Each
/// property reads back what was set, or the unspecified value.
public struct UITraitOverrides: Hashable, Sendable {
    var values = UITraitCollection.Values()

    public init() {}

    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }
}

/// What views and view controllers share about traits.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
