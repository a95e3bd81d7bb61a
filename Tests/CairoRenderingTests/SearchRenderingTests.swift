import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// A list of fruit for the search pictures.
@MainActor
private final class FruitList: UITableViewController {
    let names = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

/// A navigation bar with a search bar under its title, and the active search: the title row
/// gone, the Cancel button beside the field and the list dimmed under the bar, light and dark.
final class SearchRenderingTests: UIKitTestCase {
    func testANavigationBarWithASearchBarAndAnActiveSearch() throws {
        try onMain {
            // The field's magnifying glass is drawn when the field is made: with Cairo's drawing.
            CairoRendering.install()
            for (style, name) in snapshotStyles {
                let list = FruitList(style: .plain)
                list.title = "Fruit"
                list.definesPresentationContext = true
                let search = UISearchController(searchResultsController: nil)
                list.navigationItem.searchController = search
                let navigation = UINavigationController(rootViewController: list)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
                window.overrideUserInterfaceStyle = style
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                UIApplication.shared.runUntilIdle()
                let bar = try XCTUnwrap(assertSnapshot(of: window, named: "search-bar-\(name)"))
                // The field's fill is a light grey on white, a dark one on black, under the title row.
                let field = bar.rgba(2 * 100, 2 * 70)
                if style == .light {
                    XCTAssertTrue(field.red < 245 && field.red > 200, "the field's fill: \(field)")
                } else {
                    XCTAssertTrue(field.red > 20 && field.red < 80, "the field's fill: \(field)")
                }

                search.isActive = true
                UIApplication.shared.runUntilIdle()
                XCTAssertEqual(navigation.navigationBar.frame.height, 52)
                let active = try XCTUnwrap(assertSnapshot(of: window, named: "search-active-\(name)"))
                // The list under the bar is dimmed: darker than the plain list's background.
                let dimmed = active.rgba(2 * 300, 2 * 200), plain = bar.rgba(2 * 300, 2 * 200)
                if style == .light { XCTAssertLessThan(dimmed.red, plain.red - 20, "\(dimmed) against \(plain)") }
                search.isActive = false
                UIApplication.shared.runUntilIdle()
                window.isHidden = true
            }
        }
    }
}
