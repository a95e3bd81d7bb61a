import Foundation

/// A broad width or height class that an interface adapts its layout to.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class is specified.
    case unspecified = 0
    /// A constrained space; here, less than 600 points.
    case compact = 1
    /// An expansive space; here, 600 points or more.
    case regular = 2
}
/// Whether an interface appears light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style is specified.
    case unspecified = 0
    /// The light appearance, which windows have here unless overridden.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
/// The kind of device an interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom is specified.
    case unspecified = -1
    /// An iPhone interface.
    case phone = 0
    /// An iPad interface.
    case pad = 1
    /// An Apple TV interface.
    case tv = 2
    /// A CarPlay interface.
    case carPlay = 3
    /// A Mac interface.
    case mac = 5
    /// An Apple Vision Pro interface.
    case vision = 6
}
/// The direction an interface's layout runs in.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No direction is specified.
    case unspecified = -1
    /// Left to right, the direction windows have here; layout is always left to right.
    case leftToRight = 0
    /// Right to left, for languages such as Arabic and Hebrew; not applied by layout here.
    case rightToLeft = 1
}
/// The visual level of content, which UIKit's dark colours use to lift raised content; colours here ignore it.
public enum UIUserInterfaceLevel: Int, Sendable {
    /// No level is specified.
    case unspecified = -1
    /// The level of a window's main content.
    case base = 0
    /// The level of content above the main window, such as a popover or sheet.
    case elevated = 1
}
/// Whether the user asked for increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    /// No contrast is specified; what windows have here.
    case unspecified = -1
    /// The standard contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}
/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable {
    /// No weight is specified; what windows have here.
    case unspecified = -1
    /// The standard font weight.
    case regular = 0
    /// Bold text.
    case bold = 1
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
        /// A field, not a custom value, as every window and screen sets it: layering stays free of
        /// dictionary merges on the trait refresh path.
        var displayGamut: UIDisplayGamut = .unspecified
        /// Every other trait, system or custom, that the collection specifies, by definition.
        var custom: [ObjectIdentifier: CustomTraitValue] = [:]

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
            if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
            if !other.custom.isEmpty { custom.merge(other.custom) { $1 } }
        }

        mutating func apply(_ overrides: UITraitOverrides) {
            if overrides.values != Values() { overlay(overrides.values) }
        }
    }

    let values: Values

    init(values: Values) {
        self.values = values
    }

    /// Creates a trait collection that specifies no traits.
    public convenience init() { self.init(values: Values()) }
    /// Creates a trait collection that specifies only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var v = Values()
        v.horizontalSizeClass = horizontalSizeClass
        self.init(values: v)
    }
    /// Creates a trait collection that specifies only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var v = Values()
        v.verticalSizeClass = verticalSizeClass
        self.init(values: v)
    }
    /// Creates a trait collection that specifies only a light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var v = Values()
        v.userInterfaceStyle = userInterfaceStyle
        self.init(values: v)
    }
    /// Creates a trait collection that specifies only a device idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        var v = Values()
        v.userInterfaceIdiom = userInterfaceIdiom
        self.init(values: v)
    }
    /// Creates a trait collection that specifies only a display scale.
    public convenience init(displayScale: CGFloat) {
        var v = Values()
        v.displayScale = displayScale
        self.init(values: v)
    }
    /// Creates a trait collection that specifies only a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        var v = Values()
        v.layoutDirection = layoutDirection
        self.init(values: v)
    }
    /// Creates a trait collection that specifies only a preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var v = Values()
        v.preferredContentSizeCategory = preferredContentSizeCategory
        self.init(values: v)
    }
    /// Creates a trait collection that specifies only an interface level.
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
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(values: Self.values(after: mutations))
    }

    /// The width class: regular when the window is 600 points wide or more here, compact below.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The height class: regular when the window is 600 points tall or more here, compact below.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Whether the interface appears light or dark; windows are light here unless overridden.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The kind of device the interface is for, taken from the screen.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// The number of pixels per point, or 0 when unspecified.
    public var displayScale: CGFloat { values.displayScale }
    /// The direction layout runs in; always left to right for windows here.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The user's preferred text size; `.large` for windows here.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Whether content is at the base level or raised above it; `.base` for windows here.
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    /// Whether the user asked for increased contrast; unspecified for windows here.
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Whether the user asked for bold text; unspecified for windows here.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = values
        merged.overlay(trait.values)
        return merged == values
    }

    /// A copy with `mutations` applied (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var merged = values
        merged.overlay(Self.values(after: mutations))
        return UITraitCollection(values: merged)
    }

    /// Whether colours could resolve differently: the style, contrast, or level differs, or `traitCollection` is `nil`.
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

    /// Creates overrides that specify no traits.
    public init() {}

    /// The horizontal size class to override, or `.unspecified` to inherit it.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    /// The vertical size class to override, or `.unspecified` to inherit it.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    /// The light or dark appearance to override, or `.unspecified` to inherit it.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    /// The device idiom to override, or `.unspecified` to inherit it.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    /// The display scale to override, or 0 to inherit it.
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    /// The layout direction to override, or `.unspecified` to inherit it.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    /// The preferred text size to override, or `.unspecified` to inherit it.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    /// The interface level to override, or `.unspecified` to inherit it.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }
    /// The contrast to override, or `.unspecified` to inherit it.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    /// The legibility weight to override, or `.unspecified` to inherit it.
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }
}

/// What views and view controllers share about traits.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the object's environment: what it inherits, with its own overrides applied.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits change, with the collection they had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
