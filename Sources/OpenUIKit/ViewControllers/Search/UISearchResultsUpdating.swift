import Foundation

/// The object that updates search results as the search changes: a search controller asks it when
/// its bar begins editing (the search activates), after each change of text, when the scope bar's
/// selection changes, and when the search ends with the text cleared.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Updates the results for the search bar's text and scope; required, as in UIKit.
    func updateSearchResults(for searchController: UISearchController)
}
