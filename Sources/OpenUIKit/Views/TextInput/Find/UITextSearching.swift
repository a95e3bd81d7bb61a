import Foundation

/// Collects the matches a searchable object finds, for its find session.
@preconcurrency @MainActor
public protocol UITextSearchAggregator: AnyObject {
    /// Reports a match of `string` at `range` in `document` (nil: the object's only document).
    func foundRange(_ range: UITextRange, searchString string: String, document: AnyHashable?)
    /// Says the search is over.
    func finishedSearching()
    /// The matches reported so far, in order.
    var allFoundRanges: [UITextRange] { get }
    /// Forgets one match (its text changed).
    func invalidateFoundRange(_ range: UITextRange, document: AnyHashable?)
    /// Forgets every match.
    func invalidate()
}

/// Text a find session searches: it reports matches of a query, orders them, and marks them.
/// `UITextView` adopts it. The replacement methods are optional: the defaults replace nothing.
@preconcurrency @MainActor
public protocol UITextSearching: AnyObject {
    /// The selection, where a search starts.
    var selectedTextRange: UITextRange? { get }
    /// How a match is ordered against another range.
    func compare(_ foundRange: UITextRange, toRange: UITextRange, document: AnyHashable?) -> ComparisonResult
    /// Finds the matches of `queryString` and reports each to `aggregator`, then that it finished.
    func performTextSearch(
        queryString: String, options: UITextSearchOptions, resultAggregator aggregator: any UITextSearchAggregator)
    /// Marks a match in a style.
    func decorate(foundTextRange: UITextRange, document: AnyHashable?, usingStyle: UITextSearchFoundTextStyle)
    /// Removes every mark.
    func clearAllDecoratedFoundText()
    /// Whether matches can be replaced.
    var supportsTextReplacement: Bool { get }
    /// Replaces one match.
    func replace(foundTextRange: UITextRange, document: AnyHashable?, withText replacementText: String)
    /// Replaces every match of `queryString`.
    func replaceAll(queryString: String, options: UITextSearchOptions, withText replacementText: String)
    /// Scrolls a match into view.
    func scrollRangeToVisible(_ range: UITextRange, inDocument document: AnyHashable?)
}

extension UITextSearching {
    /// No replacement by default.
    public var supportsTextReplacement: Bool { false }
    /// Replaces nothing by default.
    public func replace(foundTextRange: UITextRange, document: AnyHashable?, withText replacementText: String) {}
    /// Replaces nothing by default.
    public func replaceAll(queryString: String, options: UITextSearchOptions, withText replacementText: String) {}
    /// Scrolls nothing by default.
    public func scrollRangeToVisible(_ range: UITextRange, inDocument document: AnyHashable?) {}
}
