import Foundation

/// Activating and ending a search, in UIKit's order. Activation (the bar begins editing, or
/// `isActive = true`): `willPresentSearchController(_:)`, the Cancel button and scope bar shown,
/// the navigation bar's title rows collapsed, the search controller presented over the nearest
/// context that defines one (its view, and the results controller's when shown, appearing),
/// `updateSearchResults(for:)`, then, when the fade ends, `didPresentSearchController(_:)`. The
/// end (Cancel, a tap on the dimmed content, or `isActive = false`): `willDismissSearchController(_:)`,
/// editing ended, the text cleared, the bar restored, `updateSearchResults(for:)`, the dismissal
/// (the views disappearing), then `didDismissSearchController(_:)`.
extension UISearchController {
    // MARK: Activation

    func activate() {
        guard !isActiveStorage else { return }
        isActiveStorage = true
        if let delegate {
            delegate.presentSearchController(self)
        } else {
            performAutomaticPresentation()
        }
    }

    /// What UIKit does when the delegate does not present the search controller itself: present
    /// it from the controller that shows its search bar.
    func performAutomaticPresentation() {
        guard presentingViewController == nil, let presenter = controllerShowingSearchBar else {
            if presentingViewController == nil { isActiveStorage = false }
            return
        }
        isActiveStorage = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation {
            searchBar.setShowsScope(true, animated: true)
        }
        navigationBarShowingSearchBar?.searchBarDidChange()
        navigationBarShowingSearchBar?.superview?.layoutIfNeeded()
        if automaticallyShowsSearchResultsController {
            showsSearchResultsController = !(searchBar.text ?? "").isEmpty
        }
        loadViewIfNeeded()
        updateResultsVisibility()
        presenter.present(self, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresentSearchController(self)
        }
        guard presentingViewController != nil else {
            // The presenter was not on screen: the search stays inactive, as UIKit's does.
            isActiveStorage = false
            restoreSearchBar()
            return
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func deactivate() {
        guard isActiveStorage else { return }
        isActiveStorage = false
        isDeactivating = true
        defer { isDeactivating = false }
        delegate?.willDismissSearchController(self)
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        if !(searchBar.text ?? "").isEmpty { searchBar.searchTextField.text = "" }
        restoreSearchBar()
        searchResultsUpdater?.updateSearchResults(for: self)
        guard presentingViewController != nil else {
            delegate?.didDismissSearchController(self)
            return
        }
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didDismissSearchController(self)
        }
    }

    /// The Cancel button and scope bar hidden again, the navigation bar's title rows back.
    private func restoreSearchBar() {
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, scopeBarActivation != .manual { searchBar.setShowsScope(false, animated: true) }
        navigationBarShowingSearchBar?.searchBarDidChange()
    }

    // MARK: What the bar reports

    /// The bar began editing: the search activates if it was not active.
    func searchBarTextDidBeginEditing() {
        activate()
    }

    /// The text changed: the results show with text (when automatic), the scope bar shows on
    /// text entry (when asked), and the updater updates them.
    func searchTextDidChange() {
        guard isActiveStorage, !isDeactivating else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        if automaticallyShowsSearchResultsController { showsSearchResultsController = hasText }
        if automaticallyShowsScopeBar, scopeBarActivation == .onTextEntry, hasText, !searchBar.showsScopeBar {
            searchBar.setShowsScope(true, animated: true)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func selectedScopeDidChange() {
        guard isActiveStorage else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelButtonClicked() {
        isActive = false
    }

    func dimmingViewTapped() {
        isActive = false
    }

    // MARK: Where the search shows

    /// The navigation bar the search bar sits in, if it does.
    var navigationBarShowingSearchBar: UINavigationBar? { searchBar.superview as? UINavigationBar }

    /// The controller whose view or navigation item shows the search bar: the navigation
    /// controller's top controller whose item holds this search controller, else the first
    /// controller up the search bar's responder chain.
    var controllerShowingSearchBar: UIViewController? {
        var responder = searchBar.next
        while let current = responder {
            if let navigation = current as? UINavigationController {
                if let top = navigation.topViewController, top.navigationItem.searchController === self { return top }
                return navigation
            }
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// Puts the results controller's view in or takes it out. While the search controller is on
    /// screen, the results controller's appearance callbacks come with it (not animated).
    func updateResultsVisibility() {
        guard let results = searchResultsController, !isDeactivating, let view = viewIfLoaded else { return }
        let shows = showsSearchResultsController && isActiveStorage
        let shown = results.viewIfLoaded?.superview === view
        guard shows != shown else { return }
        let onScreen = view.window != nil && !isBeingPresented && !isBeingDismissed
        if shows { results.loadViewIfNeeded() }
        if onScreen { results.beginAppearanceTransition(shows, animated: false) }
        if shows {
            view.addSubview(results.view)
            view.setNeedsLayout()
            view.layoutIfNeeded()
        } else {
            results.view.removeFromSuperview()
        }
        if onScreen { results.endAppearanceTransition() }
    }
}
