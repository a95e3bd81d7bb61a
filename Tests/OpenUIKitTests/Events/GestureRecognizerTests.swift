import TestSupport
import XCTest

@testable import OpenUIKit

/// Gesture recognizers: attachment, state changes that send actions, the delegate's veto.
final class GestureRecognizerTests: UIKitTestCase {
    func testStatesSendActionsToTargets() {
        onMain {
            final class Target: UIResponder {}
            let target = Target()
            var received: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer(target: target, action: "panned:")
            target.registerAction("panned:") { sender in received.append((sender as! UIGestureRecognizer).state) }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addGestureRecognizer(pan)
            XCTAssertTrue(pan.view === view)
            XCTAssertEqual(view.gestureRecognizers?.count, 1)
            pan.drag(to: CGPoint(x: 5, y: 0), state: .began)
            pan.drag(to: CGPoint(x: 25, y: 10), velocity: CGPoint(x: 100, y: 0), state: .changed)
            pan.drag(to: CGPoint(x: 30, y: 10), state: .ended)
            XCTAssertEqual(received, [.began, .changed, .ended])
            XCTAssertEqual(pan.translation(in: view), CGPoint(x: 30, y: 10))
            pan.state = .failed
            XCTAssertEqual(received.count, 3, "failing sends nothing")
            view.removeGestureRecognizer(pan)
            XCTAssertNil(pan.view)
            XCTAssertNil(view.gestureRecognizers)
        }
    }

    func testDelegateAndDisabledRecognizersFail() {
        onMain {
            final class Refuser: UIGestureRecognizerDelegate {
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
            }
            var calls = 0
            let recognizer = UIGestureRecognizer { _ in calls += 1 }
            let refuser = Refuser()
            recognizer.delegate = refuser
            recognizer.state = .began
            XCTAssertEqual(recognizer.state, .failed)
            recognizer.delegate = nil
            recognizer.isEnabled = false
            recognizer.state = .began
            XCTAssertEqual(recognizer.state, .failed)
            recognizer.isEnabled = true
            recognizer.state = .began
            XCTAssertEqual(calls, 1)
        }
    }

    func testARecognizerMadeWithoutATargetTakesOneLater() {
        onMain {
            final class Target: UIResponder {}
            /// An app's recognizer that overrides the designated initializer, as UIKit subclasses
            /// do: it still has `init()`.
            final class Custom: UITapGestureRecognizer {
                var made = false
                override init(target: Any?, action: Selector?) {
                    super.init(target: target, action: action)
                    made = true
                }
            }
            let custom = Custom()
            XCTAssertTrue(custom.made, "init() goes through init(target:action:)")
            let pan = UIPanGestureRecognizer()
            let target = Target()
            var received: [UIGestureRecognizer.State] = []
            target.registerAction("panned:") { sender in received.append((sender as! UIGestureRecognizer).state) }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addGestureRecognizer(pan)
            pan.drag(to: CGPoint(x: 5, y: 0), state: .began)
            XCTAssertEqual(received, [], "no target yet")
            pan.addTarget(target, action: "panned:")
            pan.drag(to: CGPoint(x: 9, y: 0), state: .changed)
            XCTAssertEqual(received, [.changed])
        }
    }
}
