import Foundation

/// iOS's Dynamic Type table: the point size of each text style at each content size category,
/// as Apple's Human Interface Guidelines publish it ("Dynamic Type sizes" for iOS and iPadOS,
/// the standard sizes and the larger accessibility sizes). Weights do not change with the size.
enum DynamicTypeSizes {
    /// Sizes by style, one per category in `UIContentSizeCategory.ordered`: xSmall, Small,
    /// Medium, Large (the default), xLarge, xxLarge, xxxLarge, then AX1 to AX5.
    private static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The styles visionOS adds have no iOS table; they follow the large title's, in proportion
    /// to their default sizes (36 and 28 points against 34).
    private static let proportionalToLargeTitle: [UIFont.TextStyle: CGFloat] = [
        .extraLargeTitle: 36,
        .extraLargeTitle2: 28,
    ]

    /// The point size of `style` at `category`; `.unspecified` (and names UIKit does not define)
    /// read as `.large`, and styles UIKit does not define follow body text.
    static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let index = category.index ?? UIContentSizeCategory.ordered.firstIndex(of: .large)!
        if let sizes = table[style] { return sizes[index] }
        if let size = proportionalToLargeTitle[style], let titles = table[.largeTitle] {
            return (size * titles[index] / titles[3]).rounded()
        }
        return table[.body]![index]
    }

    /// How much `style` grows from `.large` to `category`: 1 at the default size.
    static func scale(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        pointSize(of: style, at: category) / pointSize(of: style, at: .large)
    }

    /// The category a trait collection asks for: its own when it specifies one, else the current
    /// traits' (the view being drawn), else iOS's default.
    static func category(for traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traitCollection?.preferredContentSizeCategory, category != .unspecified {
            return category
        }
        let current = UITraitCollection.current.preferredContentSizeCategory
        return current != .unspecified ? current : .large
    }
}
