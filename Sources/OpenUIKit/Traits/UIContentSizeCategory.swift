/// The user's preferred text size: seven standard sizes and five accessibility sizes, ordered
/// from smallest to largest. Windows here have `.large` (iOS's default) unless a trait override
/// says otherwise; there is no system setting to change it.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The raw value UIKit uses.
    public var rawValue: String

    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a category from its raw name, such as `UICTContentSizeCategoryL`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No text size is specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest text size (body text at 14 points).
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// A small text size (body text at 15 points).
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A medium text size (body text at 16 points).
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default text size (body text at 17 points).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A large text size (body text at 19 points).
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// A larger text size (body text at 21 points).
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest text size outside the accessibility sizes (body text at 23 points).
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size, AX1 (body text at 28 points).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The accessibility size AX2 (body text at 33 points).
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The accessibility size AX3 (body text at 40 points).
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The accessibility size AX4 (body text at 47 points).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest text size, AX5 (body text at 53 points).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every specified category, smallest first: the order comparisons and the Dynamic Type
    /// table follow.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in `ordered`; nil for `.unspecified` and names UIKit does not define.
    var index: Int? { Self.ordered.firstIndex(of: self) }

    /// Whether this is one of the five larger accessibility sizes (AX1 to AX5).
    public var isAccessibilityCategory: Bool {
        guard let index else { return false }
        return index >= Self.ordered.firstIndex(of: .accessibilityMedium)!
    }
}

extension UIContentSizeCategory: Comparable {
    /// Whether `left` is a smaller text size than `right`; `.unspecified` (and any name UIKit
    /// does not define) sorts below every size.
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (left.index ?? -1) < (right.index ?? -1)
    }
}
