import TestSupport
import XCTest

@testable import OpenUIKit

/// Large titles as iOS draws them: 52 points under the bar's row at rest, collapsing as the
/// content scrolls up under the bar, growing while it is pulled down, and the content inset by
/// the whole bar throughout.
final class LargeTitleTests: UIKitTestCase {
    /// A table of forty rows in a navigation controller that prefers large titles, on screen.
    @MainActor
    private struct Scene {
        let navigation: UINavigationController
        let list = UITableViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        private let source = RowSource(count: 40)

        var bar: UINavigationBar { navigation.navigationBar }
        var table: UITableView { list.tableView }

        init() {
            list.title = "Inbox"
            list.tableView.dataSource = source
            navigation = UINavigationController(rootViewController: list)
            navigation.navigationBar.prefersLargeTitles = true
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }

        /// Scrolls the content `distance` points up from where it rests under the whole bar
        /// (`top`, the inset at rest), then lays out.
        func scroll(_ distance: CGFloat, from top: CGFloat) {
            table.contentOffset = CGPoint(x: 0, y: -top + distance)
            window.layoutIfNeeded()
        }
    }

    func testTheTitleCollapsesAsTheContentScrollsUpAndGrowsWhenPulled() {
        onMain {
            let scene = Scene()
            defer { scene.window.isHidden = true }
            let bar = scene.bar, table = scene.table
            let top = table.adjustedContentInset.top
            XCTAssertEqual(bar.frame.height, 96, "44 + 52 at rest")
            XCTAssertEqual(table.contentOffset.y, -top, "the first row starts under the whole bar")
            XCTAssertEqual(top, bar.frame.maxY, "the content is inset by the whole bar")
            let heights = [30, 52, 200, -20].map { (scrolled: CGFloat) -> CGFloat in
                scene.scroll(scrolled, from: top)
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
            let scene = Scene()
            defer { scene.window.isHidden = true }
            let bar = scene.bar, table = scene.table
            let top = table.adjustedContentInset.top
            var layout = bar.contentLayout()
            XCTAssertTrue(layout.large)
            XCTAssertEqual(layout.largeTitleArea, CGRect(x: 0, y: 44, width: 390, height: 52))
            XCTAssertEqual(layout.midY, 22, "the row stays at the bar's top")
            scene.scroll(40, from: top)
            layout = bar.contentLayout()
            XCTAssertTrue(layout.large)
            XCTAssertEqual(layout.largeTitleArea, CGRect(x: 0, y: 44, width: 390, height: 12))
            XCTAssertEqual(bar.titlePlacement(in: layout)?.font.pointSize, 34)
            scene.scroll(60, from: top)
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
            let scene = Scene()
            defer { scene.window.isHidden = true }
            scene.list.navigationItem.largeTitleDisplayMode = .never
            scene.navigation.view.setNeedsLayout()
            scene.window.layoutIfNeeded()
            XCTAssertEqual(scene.bar.frame.height, 44)
            scene.table.contentOffset.y += 30
            scene.window.layoutIfNeeded()
            XCTAssertEqual(scene.bar.frame.height, 44)
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
