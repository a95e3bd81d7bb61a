import Foundation

/// The list of a search controller's suggestions, under its search bar while the search is
/// active: a row per suggestion (its text, and its description under it), a tap choosing it.
@MainActor
final class SearchSuggestionsView: UIView {
    /// The height of a row.
    static let rowHeight: CGFloat = 44

    weak var searchController: UISearchController?
    private(set) var rows: [UIButton] = []

    /// Makes a row for each suggestion.
    func show(_ suggestions: [any UISearchSuggestion]) {
        for row in rows { row.removeFromSuperview() }
        rows = suggestions.map { suggestion in
            let row = UIButton(type: .system)
            var title = suggestion.localizedSuggestion ?? ""
            if let description = suggestion.localizedDescription { title += "\n" + description }
            row.setTitle(title, for: .normal)
            row.setImage(suggestion.iconImage, for: .normal)
            row.contentHorizontalAlignment = .leading
            row.addAction(
                UIAction { [weak self] _ in self?.searchController?.choose(suggestion) }, for: .touchUpInside)
            addSubview(row)
            return row
        }
        backgroundColor = .systemBackground
        setNeedsLayout()
    }

    /// The height the rows take.
    var contentHeight: CGFloat { CGFloat(rows.count) * Self.rowHeight }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(
                x: 16, y: CGFloat(index) * Self.rowHeight, width: bounds.width - 32, height: Self.rowHeight)
        }
    }
}

extension UISearchController {
    /// A tap on a suggestion: the results updater hears `updateSearchResults(for:selecting:)`.
    func choose(_ suggestion: any UISearchSuggestion) {
        guard let searchResultsUpdater else { return }
        LifecycleTrace.record(searchResultsUpdater, "updateSearchResults(for:selecting:)")
        searchResultsUpdater.updateSearchResults(for: self, selecting: suggestion)
    }
}
