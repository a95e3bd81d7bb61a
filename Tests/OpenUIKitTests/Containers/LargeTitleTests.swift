import TestSupport
import XCTest

@testable import OpenUIKit

/// Large titles as iOS draws them: 52 points under the bar's row at rest, collapsing as the
/// content scrolls up under the bar, growing while it is pulled down, and the content inset by
/// the whole bar throughout.
final class LargeTitleTests: UIKitTestCase {
    /// A table of forty rows in a navigation controller that prefers large titles, on screen.
    @MainActor
    private static func makeList() -> (UINavigationController, UITableViewController, UIWindow) {
        let list = UITableViewController(style: .plain)
        list.title = "Inbox"
        let source = RowSource(count: 40)
        list.tableView.dataSource = source
        objc_setAssociatedObject(list, "source", source, .OBJC_ASSOCIATION_RETAIN)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (navigation, list, window)
    }

    func testTheTitleCollapsesAsTheContentScrollsUpAndGrowsWhenPulled() {
        onMain {
            let (navigation, list, window) = Self.makeList()
            defer { window.isHidden = true }
            let bar = navigation.navigationBar
            let table: UITableView = list.tableView
            let top = table.adjustedContentInset.top
            XCTAssertEqual(bar.frame.height, 96, "44 + 52 at rest")
            XCTAssertEqual(table.contentOffset.y, -top, "the first row starts under the whole bar")
            XCTAssertEqual(top, bar.frame.maxY, "the content is inset by the whole bar")
            let heights = [30, 52, 200, -20].map { (scrolled: CGFloat) -> CGFloat in
                table.contentOffset = CGPoint(x: 0, y: -top + scrolled)
                window.layoutIfNeeded()
                return bar.frame.height
            }
            XCTAssertEqual(heights, [66, 44, 44, 116])
            XCTAssertEqual(table.adjustedContentInset.top, top, "a collapse never moves the content it follows")
        }
    }

    /// The large title shows in its area under the row, clipped as it collapses; once gone the
    /// standard title is centred on the row.
    func testTheStandardTitleTakesOverOnceTheLargeOneIsGone() {
        onMain {
            let (navigation, list, window) = Self.makeList()
            defer { window.isHidden = true }
            let bar = navigation.navigationBar
            let table: UITableView = list.tableView
            let top = table.adjustedContentInset.top
            var layout = bar.contentLayout()
            XCTAssertTrue(layout.large)
            XCTAssertEqual(layout.largeTitleArea, CGRect(x: 0, y: 44, width: 390, height: 52))
            XCTAssertEqual(layout.midY, 22, "the row stays at the bar's top")
            table.contentOffset = CGPoint(x: 0, y: -top + 40)
            window.layoutIfNeeded()
            layout = bar.contentLayout()
            XCTAssertTrue(layout.large)
            XCTAssertEqual(layout.largeTitleArea, CGRect(x: 0, y: 44, width: 390, height: 12))
            XCTAssertEqual(bar.titlePlacement(in: layout)?.font.pointSize, 34)
            table.contentOffset = CGPoint(x: 0, y: -top + 60)
            window.layoutIfNeeded()
            layout = bar.contentLayout()
            XCTAssertFalse(layout.large)
            let title = bar.titlePlacement(in: layout)
            XCTAssertEqual(title?.font.pointSize, 17)
            XCTAssertEqual(title.map { $0.frame.midX } ?? 0, 195, accuracy: 0.5)
        }
    }

    /// `.never` keeps the standard title, and a bar that does not prefer large titles never changes height.
    func testNeverAndNoPreferenceKeepTheStandardBar() {
        onMain {
            let (navigation, list, window) = Self.makeList()
            defer { window.isHidden = true }
            list.navigationItem.largeTitleDisplayMode = .never
            navigation.view.setNeedsLayout()
            window.layoutIfNeeded()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44)
            list.tableView.contentOffset.y += 30
            window.layoutIfNeeded()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        }
    }
}

/// Rows titled by their number.
private final class RowSource: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
