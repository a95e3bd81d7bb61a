import Foundation

/// What a search controller tells its delegate as the search activates and ends; every method is
/// optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Asked to present the search controller when it activates; the default presents it as UIKit
    /// does when the delegate does not implement this method.
    func presentSearchController(_ searchController: UISearchController)
    /// Tells the delegate the search controller is about to be presented.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Tells the delegate the search controller's presentation finished.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Tells the delegate the search controller is about to be dismissed.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Tells the delegate the search controller's dismissal finished.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Presents the search controller over the nearest context that defines one, as UIKit does when
    /// the delegate does not implement this method.
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.performAutomaticPresentation()
    }
    /// Does nothing unless the delegate implements it.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing unless the delegate implements it.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing unless the delegate implements it.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing unless the delegate implements it.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
