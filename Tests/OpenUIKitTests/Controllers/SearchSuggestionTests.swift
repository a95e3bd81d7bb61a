import TestSupport
import XCTest

@testable import OpenUIKit

/// A results updater that notes the suggestions chosen.
final class SuggestionUpdater: UISearchResultsUpdating {
    var chosen: [String] = []

    func updateSearchResults(for searchController: UISearchController) {}

    func updateSearchResults(
        for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
    ) {
        chosen.append(searchSuggestion.localizedSuggestion ?? "")
    }
}

/// A results updater that leaves choosing a suggestion to the default.
final class PlainUpdater: UISearchResultsUpdating {
    var updates: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
        updates.append(searchController.searchBar.text ?? "")
    }
}

/// Search suggestions (`UISearchController.searchSuggestions`): listed under the bar while the
/// search is active, a tap telling the results updater.
final class SearchSuggestionTests: UIKitTestCase {
    @MainActor
    private static func makeSearch(updater: any UISearchResultsUpdating) -> (UISearchController, UIWindow) {
        let list = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = updater
        list.navigationItem.searchController = search
        list.definesPresentationContext = true
        let window = showInWindow(UINavigationController(rootViewController: list))
        return (search, window)
    }

    func testSuggestionsShowWhileActiveAndATapChoosesOne() throws {
        try onMain {
            let updater = SuggestionUpdater()
            let (search, window) = SearchSuggestionTests.makeSearch(updater: updater)
            let pears = UISearchSuggestionItem(localizedSuggestion: "Pears", localizedDescription: "Fruit")
            pears.representedObject = 7
            search.searchSuggestions = [UISearchSuggestionItem(localizedSuggestion: "Apples"), pears]
            pump()
            XCTAssertTrue(search.suggestionsView.window == nil || search.suggestionsView.isHidden)

            search.isActive = true
            pump()
            let rows = search.suggestionsView.rows
            XCTAssertEqual(rows.count, 2)
            XCTAssertFalse(search.suggestionsView.isHidden)
            XCTAssertEqual(rows[1].title(for: .normal), "Pears\nFruit")
            let row = try XCTUnwrap(rows.last)
            let point = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window)
            UIEventInjector.shared.touchDown(at: point, in: window)
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertEqual(updater.chosen, ["Pears"])
            XCTAssertEqual(pears.representedObject as? Int, 7)

            search.searchSuggestions = nil
            pump()
            XCTAssertTrue(search.suggestionsView.isHidden)
        }
    }

    func testByDefaultChoosingASuggestionPutsItsTextInTheBar() {
        onMain {
            let updater = PlainUpdater()
            let (search, window) = SearchSuggestionTests.makeSearch(updater: updater)
            search.isActive = true
            pump()
            search.choose(UISearchSuggestionItem(localizedSuggestion: "Plums"))
            XCTAssertEqual(search.searchBar.text, "Plums")
            XCTAssertEqual(updater.updates.last, "Plums")
            withExtendedLifetime(window) {}
        }
    }
}
