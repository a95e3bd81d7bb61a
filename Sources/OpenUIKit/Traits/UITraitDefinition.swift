import Foundation

/// A trait of your own (iOS 17): a value every trait collection carries, inherited down the
/// hierarchy from the window and overridden with `traitOverrides`, read with
/// `traitCollection[MyTrait.self]`. The system's traits (`UITraitUserInterfaceStyle` and the
/// rest) are definitions too, so one registration API covers both.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value a collection that does not specify the trait reports.
    static var defaultValue: Value { get }
    /// Whether a change of this trait can change how dynamic colours resolve; false unless a
    /// definition says otherwise.
    static var affectsColorAppearance: Bool { get }
    /// A short name for the trait, used in descriptions; the type's name unless a definition
    /// gives one.
    static var name: String { get }
    /// A unique identifier for the trait; the type's fully qualified name unless a definition
    /// gives one.
    static var identifier: String { get }
}

extension UITraitDefinition {
    /// Custom traits do not affect colours unless they say so.
    public static var affectsColorAppearance: Bool { false }
    /// The trait type's own name.
    public static var name: String { String(describing: Self.self) }
    /// The trait type's module-qualified name.
    public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait named by its definition's type, as registration and override APIs take it:
/// `[UITraitUserInterfaceStyle.self, MyTrait.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait kept in a field of the collection's values (the ten classic traits), so
/// layering them stays a handful of comparisons.
protocol FieldTrait: UITraitDefinition where Value: Equatable {
    /// Where the value lives.
    static var field: WritableKeyPath<UITraitCollection.Values, Value> { get }
}

extension UITraitCollection.Values {
    /// The trait's value: its field, a stored custom value, or the definition's default.
    func value<T: UITraitDefinition>(of trait: T.Type) -> T.Value {
        if let fieldTrait = trait as? any FieldTrait.Type { return Self.read(fieldTrait, from: self) as! T.Value }
        guard let stored = custom[ObjectIdentifier(trait)]?.value else { return T.defaultValue }
        return stored as? T.Value ?? T.defaultValue
    }

    /// Sets the trait's value; a system trait set to its default stops being specified.
    mutating func set<T: UITraitDefinition>(_ trait: T.Type, to value: T.Value) {
        if let fieldTrait = trait as? any FieldTrait.Type {
            Self.write(fieldTrait, value, into: &self)
        } else {
            custom[ObjectIdentifier(trait)] = CustomTraitValue(value)
        }
    }

    /// Whether the collection has its own value for the trait.
    func specifies(_ trait: UITrait) -> Bool {
        if let fieldTrait = trait as? any FieldTrait.Type { return Self.isSpecified(fieldTrait, in: self) }
        return custom[ObjectIdentifier(trait)] != nil
    }

    /// Forgets the collection's own value for the trait.
    mutating func remove(_ trait: UITrait) {
        if let fieldTrait = trait as? any FieldTrait.Type {
            Self.reset(fieldTrait, in: &self)
        } else {
            custom[ObjectIdentifier(trait)] = nil
        }
    }

    /// Whether the trait's value differs between two sets of values.
    func differs(from other: Self, in trait: UITrait) -> Bool {
        if let fieldTrait = trait as? any FieldTrait.Type { return Self.fieldDiffers(fieldTrait, self, other) }
        return custom[ObjectIdentifier(trait)] != other.custom[ObjectIdentifier(trait)]
    }

    private static func read<F: FieldTrait>(_ trait: F.Type, from values: Self) -> Any { values[keyPath: F.field] }

    private static func write<F: FieldTrait>(_ trait: F.Type, _ value: Any, into values: inout Self) {
        guard let value = value as? F.Value else { return }
        values[keyPath: F.field] = value
    }

    private static func isSpecified<F: FieldTrait>(_ trait: F.Type, in values: Self) -> Bool {
        values[keyPath: F.field] != F.defaultValue
    }

    private static func reset<F: FieldTrait>(_ trait: F.Type, in values: inout Self) {
        values[keyPath: F.field] = F.defaultValue
    }

    private static func fieldDiffers<F: FieldTrait>(_ trait: F.Type, _ lhs: Self, _ rhs: Self) -> Bool {
        lhs[keyPath: F.field] != rhs[keyPath: F.field]
    }
}

extension UITraitCollection {
    /// Creates a trait collection that specifies only one trait, system or custom.
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var values = Values()
        values.set(trait, to: value)
        self.init(values: values)
    }

    /// The collection's value for a trait, or the trait's default when the collection does not
    /// specify it.
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        values.value(of: trait)
    }

    /// The system traits a change of which can change how dynamic colours resolve.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// The system traits image assets are looked up by.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self,
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitLayoutDirection.self,
            UITraitDisplayGamut.self, UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self,
        ]
    }
}
