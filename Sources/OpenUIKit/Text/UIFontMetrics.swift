import Foundation

/// Scales custom fonts and values as a Dynamic Type style scales: by the ratio of the style's
/// size at a content size category to its size at `.large`, from iOS's Dynamic Type table
/// (body text: 14 points at xSmall, 17 at Large, 53 at AX5, so a 20-point font is 62.35
/// points at AX5). Without a trait collection it scales for the current traits' category,
/// `.large` when they specify none. O(1).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // @unchecked: the one stored property is an immutable Sendable `let`; the checker only
    // objects because the class is open to subclassing.

    private let textStyle: UIFont.TextStyle

    /// The metrics of body text, the style UIKit scales by default.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current traits' content size category; the result follows later
    /// changes where a view adjusts its font for the content size category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current traits' category, never larger than `maximumPointSize`
    /// (0 for no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size category.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s content size category, never larger than
    /// `maximumPointSize` (0 for no limit). The font keeps its face, weight and traits.
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let scaling = UIFont.ContentSizeScaling(
            style: textStyle, sizeAtLarge: font.pointSize,
            maximumPointSize: maximumPointSize > 0 && maximumPointSize.isFinite ? maximumPointSize : nil)
        return font.following(scaling, at: DynamicTypeSizes.category(for: traitCollection))
    }

    /// `value` scaled for the current traits' content size category: for spacing and sizes
    /// that should grow with the text beside them.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s content size category.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.pointSize(of: textStyle, at: DynamicTypeSizes.category(for: traitCollection))
            / DynamicTypeSizes.pointSize(of: textStyle, at: .large)
    }
}
