import Foundation

/// What a `UISearchDisplayController` tells as its search begins and ends and asks before
/// reloading its results; every method is optional, as in UIKit.
@available(iOS, deprecated: 8.0, message: "Use UISearchControllerDelegate")
@preconcurrency @MainActor
public protocol UISearchDisplayDelegate: AnyObject {
    /// The search is about to begin.
    func searchDisplayControllerWillBeginSearch(_ controller: UISearchDisplayController)
    /// The search began.
    func searchDisplayControllerDidBeginSearch(_ controller: UISearchDisplayController)
    /// The search is about to end.
    func searchDisplayControllerWillEndSearch(_ controller: UISearchDisplayController)
    /// The search ended.
    func searchDisplayControllerDidEndSearch(_ controller: UISearchDisplayController)
    /// The results table was made.
    func searchDisplayController(
        _ controller: UISearchDisplayController, didLoadSearchResultsTableView tableView: UITableView)
    /// Whether the results table reloads for the new text; true by default.
    func searchDisplayController(
        _ controller: UISearchDisplayController, shouldReloadTableForSearch searchString: String?
    )
        -> Bool
    /// Whether the results table reloads for the new scope; true by default.
    func searchDisplayController(
        _ controller: UISearchDisplayController, shouldReloadTableForSearchScope searchOption: Int
    )
        -> Bool
}

public extension UISearchDisplayDelegate {
    /// Does nothing by default.
    func searchDisplayControllerWillBeginSearch(_ controller: UISearchDisplayController) {}
    /// Does nothing by default.
    func searchDisplayControllerDidBeginSearch(_ controller: UISearchDisplayController) {}
    /// Does nothing by default.
    func searchDisplayControllerWillEndSearch(_ controller: UISearchDisplayController) {}
    /// Does nothing by default.
    func searchDisplayControllerDidEndSearch(_ controller: UISearchDisplayController) {}
    /// Does nothing by default.
    func searchDisplayController(
        _ controller: UISearchDisplayController, didLoadSearchResultsTableView tableView: UITableView
    ) {}
    /// Reloads by default.
    func searchDisplayController(
        _ controller: UISearchDisplayController, shouldReloadTableForSearch searchString: String?
    )
        -> Bool
    { true }
    /// Reloads by default.
    func searchDisplayController(
        _ controller: UISearchDisplayController, shouldReloadTableForSearchScope searchOption: Int
    )
        -> Bool
    { true }
}
