/// Views whose font follows the user's preferred text size. The font itself comes from a text
/// style; the flag says whether the view swaps it when the trait changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view updates its font when the preferred content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategoryAdjusting where Self: UIView {
    /// `font` sized for the view's preferred content size category, when the view adjusts its
    /// font and `font` follows Dynamic Type (a preferred font, or one `UIFontMetrics` scaled);
    /// nil when nothing changes. Views ask when the flag is set, when they move to a window and
    /// when their traits are reported changed.
    func fontAdjustedForContentSizeCategory(_ font: UIFont?) -> UIFont? {
        guard adjustsFontForContentSizeCategory, let font else { return nil }
        return font.adjusted(toContentSizeCategory: traitCollection.preferredContentSizeCategory)
    }
}
