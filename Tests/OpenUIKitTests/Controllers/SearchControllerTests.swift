import TestSupport
import XCTest

@testable import OpenUIKit

/// Records what a search controller and its bar say, as free-form trace lines.
@MainActor
final class SearchListener: UISearchControllerDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    func willPresentSearchController(_ searchController: UISearchController) { note("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { note("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { note("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { note("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        let bar = searchController.searchBar
        note("update \"\(bar.text ?? "")\" scope \(bar.selectedScopeButtonIndex) active \(searchController.isActive)")
    }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        note("shouldBeginEditing")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { note("didBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { note("didEndEditing") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        note("textDidChange \"\(searchText)\"")
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { note("cancelClicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        note("scopeDidChange \(selectedScope)")
    }
    private func note(_ line: String) { LifecycleTrace.record("⟨\(line)⟩") }
}

/// A delegate that presents the search controller itself (here: only counts the requests).
@MainActor
private final class SearchPresenter: UISearchControllerDelegate {
    var asked = 0
    func presentSearchController(_ searchController: UISearchController) { asked += 1 }
}

/// SearchHeader.storyboard's list: a search bar in its table header, connected as an outlet,
/// with the list as the bar's delegate.
@Connectable
final class SearchHeaderListController: UITableViewController, UISearchBarDelegate {
    @Outlet var searchBar: UISearchBar!
    var typed: [String] = []

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { typed.append(searchText) }
}

/// The listeners the tests made, kept alive: delegates are held weakly.
@MainActor private var keptListeners: [AnyObject] = []

/// A list in a navigation controller whose item holds a search controller with its own
/// results controller; the list defines the presentation context.
@MainActor
private func makeSearch(
    definesContext: Bool = true
) -> (UINavigationController, Probe, UISearchController, Probe, SearchListener, UIWindow) {
    let list = Probe("List")
    list.definesPresentationContext = definesContext
    let results = Probe("Results")
    let search = UISearchController(searchResultsController: results)
    LifecycleTrace.name(search, "Search")
    let listener = SearchListener()
    keptListeners.append(listener)
    search.delegate = listener
    search.searchResultsUpdater = listener
    search.searchBar.delegate = listener
    list.title = "Fruit"
    list.navigationItem.searchController = search
    let navigation = UINavigationController(rootViewController: list)
    LifecycleTrace.name(navigation, "Nav")
    let window = showInWindow(navigation)
    return (navigation, list, search, results, listener, window)
}

@MainActor
private func center(of view: UIView, in window: UIWindow) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
}

/// `UISearchController`: activation by the search field and from code, typing, the scope bar,
/// Cancel, the navigation bar's search row and the table-header search bar, as whole traces.
final class SearchControllerTests: UIKitTestCase {
    /// The results controller is a child from the start; the search bar sits in the navigation
    /// bar's 52-point search row under the 44-point title row.
    func testTheSearchBarSitsUnderTheTitle() {
        onMain {
            let (navigation, _, search, results, _, window) = makeSearch()
            defer { withExtendedLifetime(window) {} }
            XCTAssertTrue(results.parent === search)
            XCTAssertTrue(search.searchBar.superview === navigation.navigationBar)
            XCTAssertEqual(navigation.navigationBar.frame.height, 96)
            XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 44, width: 390, height: 52))
            XCTAssertEqual(search.searchBar.searchTextField.frame, CGRect(x: 8, y: 8, width: 374, height: 36))
            XCTAssertEqual(search.searchBar.searchTextField.placeholder, "Search")
            XCTAssertNil(search.searchBar.placeholder)
            XCTAssertFalse(search.isActive)
            XCTAssertEqual(navigation.navigationItem.searchBarPlacement, .stacked)

            navigation.navigationBar.prefersLargeTitles = true
            navigation.view.setNeedsLayout()
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(navigation.navigationBar.frame.height, 148, "44 + 52 for the large title + 52")
            XCTAssertEqual(search.searchBar.frame.minY, 96)
        }
    }

    /// A tap in the search field activates the search; typing shows the results controller and
    /// updates on each change; Cancel clears the text, ends editing and dismisses.
    func testActivatingTypingAndCancelling() {
        onMain {
            let (navigation, list, search, results, _, window) = makeSearch()
            let field = search.searchBar.searchTextField
            tap(center(of: field, in: window), in: window)
            assertTrace(
                trace("List", "Search", "Results", "Nav"),
                exact: [
                    "⟨shouldBeginEditing⟩", "⟨didBeginEditing⟩", "⟨willPresent⟩",
                    "Search.loadView", "Search.viewDidLoad",
                    "List.present(Search, animated: true)", "Search.viewWillAppear(true)",
                    "⟨update \"\" scope 0 active true⟩",
                ])
            XCTAssertTrue(search.isActive)
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertTrue(search.searchBar.showsCancelButton)
            XCTAssertTrue(search.presentingViewController === list, "the list defines the context")
            XCTAssertEqual(navigation.navigationBar.frame.height, 52, "the title row gives way")
            LifecycleTrace.clear()
            elapse(0.4)
            pump()
            XCTAssertEqual(trace("List", "Search", "Results", "Nav"), ["Search.viewDidAppear(true)", "⟨didPresent⟩"])
            XCTAssertTrue(search.view.window === window)
            XCTAssertFalse(search.dimmingView.isHidden)
            let barBottom = search.searchBar.convert(CGPoint(x: 0, y: 52), to: search.view).y
            XCTAssertEqual(search.dimmingView.frame.minY, barBottom, "the dimming starts under the bar")

            LifecycleTrace.clear()
            field.insertText("a")
            field.insertText("p")
            XCTAssertEqual(
                trace("List", "Search", "Results"),
                [
                    "⟨textDidChange \"a\"⟩", "Results.loadView", "Results.viewDidLoad", "Results.viewWillAppear(false)",
                    "Results.viewDidAppear(false)", "⟨update \"a\" scope 0 active true⟩",
                    "⟨textDidChange \"ap\"⟩", "⟨update \"ap\" scope 0 active true⟩",
                ])
            XCTAssertTrue(search.showsSearchResultsController)
            XCTAssertEqual(results.view.frame.minY, barBottom)

            LifecycleTrace.clear()
            pump()
            tap(center(of: search.searchBar.cancelButton, in: window), in: window)
            XCTAssertEqual(
                trace("List", "Search", "Results"),
                [
                    "⟨cancelClicked⟩", "⟨willDismiss⟩", "⟨didEndEditing⟩", "⟨update \"\" scope 0 active false⟩",
                    "Search.dismiss(animated: true)", "Search.viewWillDisappear(true)",
                    "Results.viewWillDisappear(true)",
                ])
            XCTAssertFalse(search.isActive)
            XCTAssertEqual(search.searchBar.text, "")
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertFalse(search.searchBar.showsCancelButton)
            LifecycleTrace.clear()
            elapse(0.4)
            pump()
            XCTAssertEqual(
                trace("List", "Search", "Results"),
                ["Search.viewDidDisappear(true)", "Results.viewDidDisappear(true)", "⟨didDismiss⟩"])
            XCTAssertNil(search.presentingViewController)
            XCTAssertNil(search.view.window)
            XCTAssertEqual(navigation.navigationBar.frame.height, 96, "the title row is back")
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    /// `isActive` from code presents without editing and dismisses; without a context of its own
    /// the list's navigation controller presents, and the title row stays when asked to.
    func testIsActiveFromCode() {
        onMain {
            let (navigation, _, search, _, _, window) = makeSearch(definesContext: false)
            defer { withExtendedLifetime(window) {} }
            search.hidesNavigationBarDuringPresentation = false
            search.isActive = true
            assertTrace(
                trace("List", "Search", "Results", "Nav"),
                exact: [
                    "⟨willPresent⟩", "Search.loadView", "Search.viewDidLoad",
                    "List.present(Search, animated: true)", "Search.viewWillAppear(true)",
                    "⟨update \"\" scope 0 active true⟩",
                ])
            XCTAssertFalse(search.searchBar.searchTextField.isFirstResponder, "the bar does not begin editing")
            XCTAssertTrue(search.presentingViewController === navigation)
            XCTAssertEqual(navigation.navigationBar.frame.height, 96)
            pump()
            search.searchBar.text = "kiwi"
            pump()
            LifecycleTrace.clear()
            search.isActive = false
            pump()
            XCTAssertEqual(
                trace("List", "Search", "Results", "Nav"),
                [
                    "⟨willDismiss⟩", "⟨update \"\" scope 0 active false⟩", "Search.dismiss(animated: true)",
                    "Search.viewWillDisappear(true)", "Results.viewWillDisappear(true)",
                    "Search.viewDidDisappear(true)", "Results.viewDidDisappear(true)", "⟨didDismiss⟩",
                ])
            search.isActive = false
            XCTAssertEqual(trace("List", "Search", "Results", "Nav").count, 8, "already inactive: nothing")
        }
    }

    /// The scope bar shows with the search, a tap on a segment tells the delegate and updates the
    /// results, and it goes with the search.
    func testScopeBar() {
        onMain {
            let (navigation, _, search, _, _, window) = makeSearch()
            let bar = search.searchBar
            bar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
            XCTAssertFalse(bar.showsScopeBar)
            XCTAssertTrue(bar.becomeFirstResponder())
            pump()
            XCTAssertTrue(bar.showsScopeBar)
            XCTAssertEqual(navigation.navigationBar.frame.height, 96, "the search row and the scope bar's")
            XCTAssertEqual(bar.frame.height, 96)
            XCTAssertFalse(bar.scopeBar.isHidden)
            LifecycleTrace.clear()
            let segment = CGPoint(x: bar.scopeBar.bounds.midX, y: bar.scopeBar.bounds.midY)
            tap(bar.scopeBar.convert(segment, to: window), in: window)
            XCTAssertEqual(
                trace("Search"), ["⟨scopeDidChange 1⟩", "⟨update \"\" scope 1 active true⟩"])
            XCTAssertEqual(bar.selectedScopeButtonIndex, 1)
            bar.selectedScopeButtonIndex = 2
            XCTAssertEqual(trace("Search").count, 2, "set in code: no delegate call")
            search.isActive = false
            pump()
            XCTAssertFalse(bar.showsScopeBar)
            XCTAssertEqual(navigation.navigationBar.frame.height, 96)
            XCTAssertEqual(bar.frame.height, 52)
        }
    }

    /// The older pattern: the search bar as a table's header view. The results show under the
    /// bar, over the list; a tap on the dimmed list ends the search.
    func testATableHeaderSearchBar() {
        onMain {
            let list = UITableViewController(style: .plain)
            LifecycleTrace.name(list, "List")
            list.definesPresentationContext = true
            let results = Probe("Results")
            let search = UISearchController(searchResultsController: results)
            LifecycleTrace.name(search, "Search")
            let listener = SearchListener()
            keptListeners.append(listener)
            search.delegate = listener
            search.searchResultsUpdater = listener
            search.automaticallyShowsSearchResultsController = false
            search.showsSearchResultsController = true
            search.searchBar.sizeToFit()
            list.tableView.tableHeaderView = search.searchBar
            let window = showInWindow(list)
            XCTAssertEqual(search.searchBar.frame.size, CGSize(width: 390, height: 64))
            XCTAssertTrue(search.searchBar.becomeFirstResponder())
            assertTrace(
                trace("List", "Search", "Results"),
                exact: [
                    "⟨willPresent⟩", "Search.loadView", "Search.viewDidLoad", "Results.loadView", "Results.viewDidLoad",
                    "List.present(Search, animated: true)", "Search.viewWillAppear(true)",
                    "Results.viewWillAppear(true)", "⟨update \"\" scope 0 active true⟩",
                ])
            pump()
            XCTAssertTrue(search.presentingViewController === list)
            let barBottom = search.searchBar.convert(CGPoint(x: 0, y: 64), to: search.view).y
            XCTAssertEqual(results.view.frame.minY, barBottom)
            search.obscuresBackgroundDuringPresentation = true
            search.showsSearchResultsController = false
            XCTAssertTrue(results.view.superview == nil)
            pump()
            LifecycleTrace.clear()
            tap(center(of: search.dimmingView, in: window), in: window)
            pump()
            XCTAssertEqual(
                trace("List", "Search", "Results"),
                [
                    "⟨willDismiss⟩", "⟨update \"\" scope 0 active false⟩", "Search.dismiss(animated: true)",
                    "Search.viewWillDisappear(true)", "Search.viewDidDisappear(true)", "⟨didDismiss⟩",
                ])
            XCTAssertFalse(search.isActive)
        }
    }

    /// A delegate that presents the search controller itself is asked to; nothing is presented otherwise.
    func testADelegateThatPresents() {
        onMain {
            let (_, _, search, _, _, window) = makeSearch()
            defer { withExtendedLifetime(window) {} }
            let presenter = SearchPresenter()
            keptListeners.append(presenter)
            search.delegate = presenter
            search.isActive = true
            XCTAssertEqual(presenter.asked, 1)
            XCTAssertTrue(search.isActive)
            XCTAssertNil(search.presentingViewController)
        }
    }

    /// A storyboard's table header search bar: decoded into the header, its outlet and delegate
    /// connected, and a search controller can take it as its bar's place; typing reaches the delegate.
    func testASearchBarInAStoryboardTableHeader() throws {
        try onMain {
            let storyboard = UIStoryboard(name: "SearchHeader", bundle: storyboardBundle)
            let list = try XCTUnwrap(storyboard.instantiateInitialViewController() as? SearchHeaderListController)
            let window = showInWindow(list)
            let bar = try XCTUnwrap(list.searchBar)
            XCTAssertTrue(list.tableView.tableHeaderView === bar)
            XCTAssertTrue(bar.delegate === list)
            XCTAssertEqual(bar.placeholder, "City")
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 390, height: 56))
            tap(center(of: bar.searchTextField, in: window), in: window)
            XCTAssertTrue(bar.searchTextField.isFirstResponder)
            bar.searchTextField.insertText("Os")
            XCTAssertEqual(list.typed, ["Os"])
            XCTAssertEqual(bar.text, "Os")
        }
    }
}
