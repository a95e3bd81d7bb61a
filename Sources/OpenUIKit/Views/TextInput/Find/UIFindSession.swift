import Foundation

/// A search under way in a find interaction: its matches, which one is current, and
/// replacement. This base class finds nothing; `UITextSearchingFindSession` searches text, and
/// apps subclass it to search their own content.
@preconcurrency @MainActor
open class UIFindSession: NSObject {
    /// How the find bar counts matches.
    public enum SearchResultDisplayStyle: Int, Sendable {
        /// "2 of 5".
        case currentAndTotal = 0
        /// "5 matches".
        case total = 1
        /// No count.
        case none = 2
    }

    /// How many matches the last search found: none in the base class.
    open var resultCount: Int { 0 }
    /// The current match's index, `NSNotFound` when there is none.
    open var highlightedResultIndex: Int { NSNotFound }
    /// How the find bar counts matches.
    open var searchResultDisplayStyle: SearchResultDisplayStyle = .currentAndTotal
    /// Whether matches can be replaced: not in the base class.
    open var supportsReplacement: Bool { false }
    /// Whether the current match can be replaced.
    open var allowsReplacementForCurrentlyHighlightedResult: Bool { supportsReplacement }

    /// Creates a session.
    public override init() { super.init() }

    /// Searches for `query`; a subclass searches its content (the base class has none).
    open func performSearch(query: String, options: UITextSearchOptions?) {}
    /// Replaces the current match; a subclass replaces in its content.
    open func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {}
    /// Replaces every match; a subclass replaces in its content.
    open func replaceAll(searchQuery: String, replacementString: String, options: UITextSearchOptions?) {}
    /// Makes the next (or previous) match current; a subclass moves through its matches.
    open func highlightNextResult(in direction: UITextStorageDirection) {}
    /// Forgets the matches, as after the content changed; a subclass clears its marks.
    open func invalidateFoundResults() {}
}

/// A find session over a `UITextSearching` object (a text view): it collects the object's
/// matches in order, marks them found, and moves the highlighted one from the selection on.
@preconcurrency @MainActor
open class UITextSearchingFindSession: UIFindSession, UITextSearchAggregator {
    /// The object searched.
    open private(set) weak var searchableObject: (any UITextSearching)?
    private var found: [UITextRange] = []
    private var highlighted = NSNotFound
    private var lastQuery = ""

    /// A session searching `searchableObject`.
    public init(searchableObject: any UITextSearching) {
        self.searchableObject = searchableObject
        super.init()
    }

    open override var resultCount: Int { found.count }
    open override var highlightedResultIndex: Int { highlighted }
    open override var supportsReplacement: Bool { searchableObject?.supportsTextReplacement ?? false }

    /// Searches the object: every match is marked found, and the first at or after the
    /// selection is highlighted.
    open override func performSearch(query: String, options: UITextSearchOptions?) {
        guard let object = searchableObject else { return }
        invalidateFoundResults()
        lastQuery = query
        object.performTextSearch(queryString: query, options: options ?? UITextSearchOptions(), resultAggregator: self)
        guard !found.isEmpty else { return }
        let start = object.selectedTextRange
        let index =
            start.flatMap { selection in
                found.firstIndex { object.compare($0, toRange: selection, document: nil) != .orderedAscending }
            } ?? 0
        highlight(index)
    }

    open override func highlightNextResult(in direction: UITextStorageDirection) {
        guard !found.isEmpty else { return }
        let current = highlighted == NSNotFound ? -1 : highlighted
        let next = direction == .forward ? (current + 1) % found.count : (current - 1 + found.count) % found.count
        highlight(next)
    }

    open override func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?)
    {
        guard let object = searchableObject, object.supportsTextReplacement, found.indices.contains(highlighted) else {
            return
        }
        object.replace(foundTextRange: found[highlighted], document: nil, withText: replacementString)
        performSearch(query: query, options: options)
    }

    open override func replaceAll(searchQuery: String, replacementString: String, options: UITextSearchOptions?) {
        guard let object = searchableObject, object.supportsTextReplacement else { return }
        object.replaceAll(
            queryString: searchQuery, options: options ?? UITextSearchOptions(), withText: replacementString)
        invalidateFoundResults()
    }

    open override func invalidateFoundResults() {
        searchableObject?.clearAllDecoratedFoundText()
        found = []
        highlighted = NSNotFound
    }

    private func highlight(_ index: Int) {
        guard let object = searchableObject else { return }
        if found.indices.contains(highlighted) {
            object.decorate(foundTextRange: found[highlighted], document: nil, usingStyle: .found)
        }
        highlighted = index
        object.decorate(foundTextRange: found[index], document: nil, usingStyle: .highlighted)
        object.scrollRangeToVisible(found[index], inDocument: nil)
    }

    // MARK: UITextSearchAggregator

    /// Takes a match and marks it found.
    public func foundRange(_ range: UITextRange, searchString string: String, document: AnyHashable?) {
        found.append(range)
        searchableObject?.decorate(foundTextRange: range, document: document, usingStyle: .found)
    }

    /// The search is over; the matches stay in the order reported.
    public func finishedSearching() {}

    /// The matches, in order.
    public var allFoundRanges: [UITextRange] { found }

    /// Forgets one match.
    public func invalidateFoundRange(_ range: UITextRange, document: AnyHashable?) {
        guard let index = found.firstIndex(where: { $0 === range }) else { return }
        found.remove(at: index)
        if highlighted == index {
            highlighted = NSNotFound
        } else if highlighted != NSNotFound, highlighted > index {
            highlighted -= 1
        }
    }

    /// Forgets every match.
    public func invalidate() {
        found = []
        highlighted = NSNotFound
    }
}
