import Foundation

/// Fonts that follow the preferred content size category.
extension UIFont {
    /// This face, sized by `scaling` for `category`, remembering `scaling` so it can be sized
    /// again for another category.
    func following(_ scaling: ContentSizeScaling, at category: UIContentSizeCategory) -> UIFont {
        UIFont(
            fontName: fontName,
            familyName: familyName,
            pointSize: scaling.pointSize(at: category),
            weight: weight,
            isItalic: isItalic,
            isMonospaced: isMonospaced,
            hasMonospacedDigits: hasMonospacedDigits,
            isSystemFont: isSystemFont,
            textStyle: textStyle,
            design: design,
            contentSizeScaling: scaling
        )
    }

    /// This font sized for `category` when it follows Dynamic Type (a preferred font or one
    /// `UIFontMetrics` scaled); nil for a fixed font, or when the size would not change.
    func adjusted(toContentSizeCategory category: UIContentSizeCategory) -> UIFont? {
        guard let contentSizeScaling, category != .unspecified else { return nil }
        let size = contentSizeScaling.pointSize(at: category)
        guard size != pointSize else { return nil }
        return following(contentSizeScaling, at: category)
    }
}
