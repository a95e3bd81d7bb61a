import TestSupport
import XCTest

@testable @_spi(Testing) import OpenUIKit

/// The checks of state kept twice find a disagreement when there is one: they run after every
/// change in this suite (`TracedTest.begin()` turns them on), so one that could not fail would
/// hide the bugs they are there for.
final class InvariantCheckTests: UIKitTestCase {
    func testChecksAreOnInTheSuite() {
        onMain { XCTAssertTrue(InvariantChecks.isEnabled) }
    }

    func testANavigationStackOutOfStepWithItsChildrenIsFound() {
        onMain {
            let root = UIViewController(), top = UIViewController()
            let nav = UINavigationController(rootViewController: root)
            nav.pushViewController(top, animated: false)
            XCTAssertEqual(nav.stackInvariantViolations(), [])
            nav.stack.append(UIViewController())
            XCTAssertEqual(nav.stackInvariantViolations().count, 1, "on the stack without being a child")
            nav.stack.removeLast()
            nav.stack.removeLast()
            XCTAssertEqual(nav.stackInvariantViolations().count, 1, "a child neither on the stack nor being popped")
        }
    }

    func testALayoutSessionsOwnersOutOfStepWithItsInstalledConstraintsAreFound() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 40),
                child.heightAnchor.constraint(equalToConstant: 20),
            ])
            let session = LayoutSession(root: root)
            var reads: [LayoutEngine.InsetRead] = []
            session.update(mode: .fixed, reads: &reads)
            XCTAssertEqual(session.invariantViolations(), [])
            session.owners.removeAll()
            XCTAssertEqual(
                session.invariantViolations().count, 5, "four constraints without owners, and the counts differ")
        }
    }
}
