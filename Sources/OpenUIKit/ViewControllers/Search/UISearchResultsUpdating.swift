import Foundation

/// The object that updates search results as the search changes: a search controller asks it when
/// its bar begins editing (the search activates), after each change of text, when the scope bar's
/// selection changes, and when the search ends with the text cleared.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Updates the results for the search bar's text and scope; required, as in UIKit.
    func updateSearchResults(for searchController: UISearchController)
    /// Called when the user chooses one of the search controller's `searchSuggestions`.
    func updateSearchResults(
        for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

public extension UISearchResultsUpdating {
    /// Puts the suggestion's text in the search bar by default, which updates the results.
    func updateSearchResults(
        for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
    ) {
        searchController.searchBar.text = searchSuggestion.localizedSuggestion
    }
}
