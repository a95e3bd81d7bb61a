import TestSupport
import XCTest
import XcodeFrames

@_spi(Tooling) @testable import OpenUIKit

/// `XcodeFrameComparison` on a prototype table: the first cell made from each prototype is held
/// against the views Xcode saved in the prototype, and what the app changed in the cell since
/// it was made is listed apart instead of counted as ours to fix.
final class XcodeFrameComparisonTests: UIKitTestCase {
    func testAPrototypeCellsFirstInstanceIsComparedWithThePrototype() throws {
        try onMain {
            let (list, window) = try Self.fruitList()
            defer { window.isHidden = true }
            let result = XcodeFrameComparison.compare(list)
            XCTAssertEqual(result.compared, 1, "the content view; the cell itself sits where its row is")
            XCTAssertEqual(
                result.matched, result.compared, result.mismatches.map { "\($0.id) \($0.ours) \($0.xcode)" }.joined())
            XCTAssertEqual(result.apart["fruit-name"], .content, "the label's width is its text's")
        }
    }

    func testAnAccessoryTheAppChangedListsTheContentViewApart() throws {
        try onMain {
            let (list, window) = try Self.fruitList()
            defer { window.isHidden = true }
            let apple = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            apple.accessoryType = .none
            window.layoutIfNeeded()
            let result = XcodeFrameComparison.compare(list)
            XCTAssertEqual(result.compared, 0)
            XCTAssertEqual(result.apart["fruit-content"], .changedByApp)
            XCTAssertEqual(result.apart["fruit-name"], .changedByApp)
        }
    }

    func testEditingTheTableListsTheContentViewApart() throws {
        try onMain {
            let (list, window) = try Self.fruitList()
            defer { window.isHidden = true }
            list.setEditing(true, animated: false)
            window.layoutIfNeeded()
            let result = XcodeFrameComparison.compare(list)
            XCTAssertEqual(result.compared, 0, "the content moved over for the delete control")
            XCTAssertEqual(result.apart["fruit-content"], .changedByApp)
            list.setEditing(false, animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(XcodeFrameComparison.compare(list).matched, 1, "back where Xcode saved it")
        }
    }

    func testARowHeightTheAppSetListsTheCellApart() throws {
        try onMain {
            let (list, window) = try Self.fruitList()
            defer { window.isHidden = true }
            list.tableView.rowHeight = 64
            list.tableView.reloadData()
            window.layoutIfNeeded()
            let result = XcodeFrameComparison.compare(list)
            XCTAssertEqual(result.compared, 0)
            XCTAssertEqual(result.apart["fruit-cell"], .changedByApp)
            XCTAssertEqual(result.apart["fruit-content"], .changedByApp)
        }
    }

    /// Tables.storyboard's fruit list on the 414-point screen it was saved for.
    @MainActor
    private static func fruitList() throws -> (UITableViewController, UIWindow) {
        let nav = try XCTUnwrap(
            UIStoryboard(name: "Tables", bundle: storyboardBundle).instantiateInitialViewController()
                as? UINavigationController)
        let window = showInWindow(nav, size: CGSize(width: 414, height: 896))
        let list = try XCTUnwrap(nav.topViewController as? UITableViewController)
        window.layoutIfNeeded()
        return (list, window)
    }
}
