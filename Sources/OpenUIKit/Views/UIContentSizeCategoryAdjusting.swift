/// Views whose font follows the user's preferred text size. The font itself comes from a text
/// style; the flag says whether the view swaps it when the trait changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}
