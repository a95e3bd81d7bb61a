import TestSupport
import XCTest

@testable import OpenUIKit

/// A receiver of `.valueChanged` that counts the events.
@MainActor
private final class RefreshTarget {
    var refreshes = 0
    func refresh(_ sender: UIRefreshControl) { refreshes += 1 }
}

/// Pull to refresh as UIKit does it: a pull past the trigger begins refreshing and sends
/// `.valueChanged` once, the content rests below the control while it refreshes, and
/// `endRefreshing()` gives the room back.
final class RefreshControlTests: UIKitTestCase {
    func testAPullPastTheTriggerRefreshesOnceAndTheContentRestsBelowTheControl() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let table = UITableView(frame: window.bounds)
            window.addSubview(table)
            window.isHidden = false
            let control = UIRefreshControl()
            let target = RefreshTarget()
            control.addTarget(target, action: Selector("refresh:", RefreshTarget.refresh(_:)), for: .valueChanged)
            table.refreshControl = control
            XCTAssertTrue(table.subviews.first === control, "the scroll view's first subview")
            XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 320, height: 60), "above the content")
            XCTAssertEqual(table.alwaysBounceVertical || table.contentSize.height > 480, table.bounces)

            // A short pull does nothing.
            drag(from: CGPoint(x: 160, y: 100), step: CGPoint(x: 0, y: 10), steps: 8)
            UIApplication.shared.runUntilIdle()
            XCTAssertFalse(control.isRefreshing)
            XCTAssertEqual(table.contentOffset.y, 0)

            // A long one: past the trigger while the finger is down, one event however far.
            drag(from: CGPoint(x: 160, y: 100), step: CGPoint(x: 0, y: 10), steps: 30, lift: false)
            XCTAssertTrue(control.isRefreshing)
            XCTAssertEqual(target.refreshes, 1)
            drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: 5), steps: 4, lift: false)
            UIEventInjector.shared.touchUp()
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(target.refreshes, 1)
            XCTAssertEqual(table.adjustedContentInset.top, 60, "room for the control")
            XCTAssertEqual(table.contentOffset.y, -60, "the content rests below it")
            XCTAssertTrue(control.indicator.isAnimating)

            control.endRefreshing()
            UIApplication.shared.runUntilIdle()
            XCTAssertFalse(control.isRefreshing)
            XCTAssertEqual(table.adjustedContentInset.top, 0)
            XCTAssertEqual(table.contentOffset.y, 0, "the content slides back up")
            window.isHidden = true
        }
    }

    func testBeginningFromCodeSendsNoEventAndATableControllerForwardsItsControl() {
        onMain {
            let controller = UITableViewController(style: .plain)
            let window = showInWindow(controller, size: CGSize(width: 320, height: 480))
            let control = UIRefreshControl()
            control.attributedTitle = NSAttributedString(string: "Pull to refresh")
            let target = RefreshTarget()
            control.addTarget(target, action: Selector("refresh:", RefreshTarget.refresh(_:)), for: .valueChanged)
            controller.refreshControl = control
            XCTAssertTrue(controller.tableView.refreshControl === control)
            control.beginRefreshing()
            XCTAssertTrue(control.isRefreshing)
            XCTAssertEqual(target.refreshes, 0, "beginRefreshing() sends no event")
            control.layoutIfNeeded()
            XCTAssertEqual(control.titleLabel.text, "Pull to refresh")
            XCTAssertFalse(control.titleLabel.isHidden)
            XCTAssertLessThan(control.indicator.frame.maxY, control.titleLabel.frame.minY, "the title under the wheel")
            control.endRefreshing()
            controller.refreshControl = nil
            XCTAssertNil(control.superview)
            window.isHidden = true
        }
    }
}
