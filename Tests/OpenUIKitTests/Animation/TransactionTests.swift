import TestSupport
import XCTest

@testable import OpenUIKit

/// `CATransaction`: a completion block that waits for every view animation the transaction (and
/// the transactions inside it) added, on the manual clock. The run loop is drained without
/// `pump()`, which would run the animations to their end.
final class TransactionTests: UIKitTestCase {
    func testTheCompletionWaitsForTheTransactionsAnimations() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let log = EventLog()
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("transaction") }
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { _ in log.append("short") }
            CATransaction.begin()
            UIView.animate(withDuration: 2, animations: { view.frame.origin.x = 50 }) { _ in log.append("inner") }
            CATransaction.commit()
            CATransaction.commit()
            drain()
            XCTAssertEqual(log.lines, [], "nothing has ended yet")
            UIApplication.shared.advance(by: 1)
            drain()
            XCTAssertEqual(log.lines, ["short"])
            UIApplication.shared.advance(by: 1)
            drain()
            XCTAssertEqual(log.lines, ["short", "inner", "transaction"], "after the nested transaction's animation")
        }
    }

    func testAnAnimatedPushCompletesTheTransactionWhenItsTransitionEnds() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            pump()
            let log = EventLog()
            let detail = UIViewController()
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("pushed: \(navigation.topViewController === detail)") }
            navigation.pushViewController(detail, animated: true)
            CATransaction.commit()
            drain()
            XCTAssertEqual(log.lines, [], "the transition is still running")
            UIApplication.shared.advance(by: 1)
            drain()
            XCTAssertEqual(log.lines, ["pushed: true"])
        }
    }

    func testACompletionWithNothingToWaitForRunsOnTheNextTurnAndValuesStayWithTheTransaction() {
        onMain {
            let log = EventLog()
            CATransaction.begin()
            CATransaction.setValue(0.5, forKey: "duration")
            XCTAssertEqual(CATransaction.value(forKey: "duration") as? Double, 0.5)
            CATransaction.setCompletionBlock { log.append("done") }
            XCTAssertNotNil(CATransaction.completionBlock())
            CATransaction.commit()
            XCTAssertEqual(log.lines, [], "not inside commit")
            pump()
            XCTAssertEqual(log.lines, ["done"])
            XCTAssertNil(CATransaction.value(forKey: "duration"), "the transaction's values end with it")

            // The implicit transaction of this turn of the run loop.
            CATransaction.setCompletionBlock { log.append("implicit") }
            pump()
            XCTAssertEqual(log.lines, ["done", "implicit"])
            CATransaction.commit()
            pump()
            XCTAssertEqual(log.lines, ["done", "implicit"], "a commit with nothing begun does nothing")
        }
    }
}

@MainActor
private func drain() {
    _ = UIApplication.shared.runLoop.drain()
}
