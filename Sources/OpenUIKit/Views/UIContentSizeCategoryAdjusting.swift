/// Views whose font follows the user's preferred text size. The font itself comes from a text
/// style; the flag says whether the view swaps it when the trait changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view updates its font when the preferred content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
