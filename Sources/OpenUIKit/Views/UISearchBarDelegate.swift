import Foundation

/// What a search bar tells its delegate as the user edits and taps its buttons; every method is
/// optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Asks the delegate whether editing may begin in the search field.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Tells the delegate that the user began editing the search text.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asks the delegate whether editing may end in the search field.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Tells the delegate that the user finished editing the search text.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Tells the delegate that the user changed the search text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asks the delegate whether to replace the text in a range with what the user typed or pasted.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Tells the delegate that the user tapped the keyboard's Search button.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate that the user tapped the bookmark button.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate that the user tapped the Cancel button.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate that the user tapped the search results button.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate that the user selected another scope bar segment.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Returns `true`, letting editing begin.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing unless the delegate implements it.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Returns `true`, letting editing end.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing unless the delegate implements it.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing unless the delegate implements it.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Returns `true`, accepting the change.
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing unless the delegate implements it.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing unless the delegate implements it.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing unless the delegate implements it.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing unless the delegate implements it.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing unless the delegate implements it.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
