import TestSupport
import XCTest

@testable import OpenUIKit

/// A search display delegate and results source that notes what it hears.
final class SearchDisplayListener: NSObject, UISearchDisplayDelegate, UITableViewDataSource {
    var searches: [String] = []
    var rowsAsked = 0

    func searchDisplayController(
        _ controller: UISearchDisplayController, shouldReloadTableForSearch searchString: String?
    )
        -> Bool
    {
        searches.append(searchString ?? "")
        return true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowsAsked += 1
        return searches.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// `UISearchDisplayController` over `UISearchController`: the app's search bar, the delegate's
/// begin and end, and the results table reloaded as the text changes.
final class SearchDisplayControllerTests: UIKitTestCase {
    func testASearchDisplayControllerSearchesWithTheAppsBarAndReloadsItsTable() {
        onMain {
            let contents = UIViewController()
            let window = showInWindow(contents)
            let bar = UISearchBar(frame: CGRect(x: 0, y: 60, width: 390, height: 56))
            contents.view.addSubview(bar)
            let display = UISearchDisplayController(searchBar: bar, contentsController: contents)
            let listener = SearchDisplayListener()
            display.delegate = listener
            display.searchResultsDataSource = listener
            XCTAssertTrue(contents.searchDisplayController === display)
            XCTAssertTrue(display.searchBar === bar)
            XCTAssertTrue(display.searchResultsTableView.dataSource === listener)
            XCTAssertTrue(bar.searchController != nil, "the bar is the search's own")

            display.setActive(true, animated: false)
            pump()
            XCTAssertTrue(display.isActive)
            bar.text = "ap"
            pump()
            XCTAssertEqual(listener.searches.last, "ap")
            XCTAssertGreaterThan(listener.rowsAsked, 0, "the table reloaded")

            display.isActive = false
            pump()
            XCTAssertFalse(display.isActive)
            XCTAssertEqual(
                trace("SearchDisplayListener"),
                [
                    "SearchDisplayListener.searchDisplayController(_:didLoadSearchResultsTableView:)",
                    "SearchDisplayListener.searchDisplayControllerWillBeginSearch",
                    "SearchDisplayListener.searchDisplayControllerDidBeginSearch",
                    "SearchDisplayListener.searchDisplayControllerWillEndSearch",
                    "SearchDisplayListener.searchDisplayControllerDidEndSearch",
                ])
            withExtendedLifetime(window) {}
        }
    }
}
