import TestSupport
import XCTest

@testable import OpenUIKit

/// L-1 to L-6: loading, the appearance sequence, the state machine, the why-flags and misuse.
final class LifecycleTests: UIKitTestCase {
    /// L-1: the view loads lazily on first access: loadView, then viewDidLoad.
    func testL1LazyViewLoading() {
        onMain {
            final class Custom: Probe {
                override func loadView() {
                    view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
                }
            }
            let vc = Custom("VC")
            XCTAssertFalse(vc.isViewLoaded)
            XCTAssertNil(vc.viewIfLoaded)
            XCTAssertEqual(trace("VC"), [])
            let view = vc.view
            XCTAssertTrue(vc.isViewLoaded)
            XCTAssertTrue(vc.viewIfLoaded === view)
            XCTAssertEqual(view?.frame.size, CGSize(width: 10, height: 20))
            _ = vc.view
            vc.loadViewIfNeeded()
            XCTAssertEqual(trace("VC"), ["VC.loadView", "VC.viewDidLoad"])

            let plain = Probe("Plain")
            plain.loadViewIfNeeded()
            XCTAssertEqual(plain.view.frame, UIScreen.main.bounds, "the default view fills the screen")
            XCTAssertEqual(trace("Plain"), ["Plain.loadView", "Plain.viewDidLoad"])
            XCTAssertTrue(plain.view.next === plain, "a root view's next responder is its controller")
        }
    }

    /// L-2: a window's root appears once, with viewIsAppearing between will and did.
    func testL2RootAppearance() {
        onMain {
            let a = Probe("A")
            let window = UIWindow(frame: UIScreen.main.bounds)
            var counts: [String: Int] = [:]
            a.hooks["viewIsAppearing"] = { a in
                counts["appearing", default: 0] += 1
                XCTAssertNotNil(a.view.window)
            }
            window.rootViewController = a
            XCTAssertEqual(trace("A"), [], "a hidden window shows nothing")
            window.makeKeyAndVisible()
            pump()
            let events = trace("A", layout: true).filter { !$0.contains("SafeArea") && !$0.contains("Constraints") }
            XCTAssertEqual(
                Array(events.prefix(4)),
                ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing(false)"])
            XCTAssertTrue(events.contains("A.viewDidAppear(false)"))
            XCTAssertTrue(events.contains("A.viewWillLayoutSubviews"))
            XCTAssertEqual(counts["appearing"], 1)
            XCTAssertTrue(window.isKeyWindow)
            XCTAssertTrue(UIApplication.shared.windows.contains(window))
        }
    }

    /// L-4: the state machine goes will → did; hiding the window runs the disappear half.
    func testL4AppearanceStateMachine() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            window.isHidden = true
            pump()
            window.isHidden = false
            pump()
            XCTAssertEqual(
                trace("A"),
                [
                    "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "A.viewWillAppear(false)",
                    "A.viewDidAppear(false)",
                ])
            XCTAssertTrue(Reported.diagnostics.isEmpty)
        }
    }

    /// L-5: the why-flags are true inside the matching callbacks only.
    func testL5WhyFlags() {
        onMain {
            let p = Probe("P")
            let window = showInWindow(p)
            let c = Probe("C")
            var seen: [String] = []
            c.hooks["viewWillAppear"] = { c in seen.append("willAppear moving=\(c.isMovingToParent)") }
            c.hooks["viewDidAppear"] = { c in seen.append("didAppear moving=\(c.isMovingToParent)") }
            c.hooks["viewWillDisappear"] = { c in seen.append("willDisappear moving=\(c.isMovingFromParent)") }
            c.hooks["viewDidDisappear"] = { c in seen.append("didDisappear moving=\(c.isMovingFromParent)") }
            embed(c, in: p)
            pump()
            XCTAssertFalse(c.isMovingToParent, "false outside the callbacks")
            // A second appearance while still a child is not a move.
            c.view.removeFromSuperview()
            p.view.addSubview(c.view)
            pump()
            c.willMove(toParent: nil)
            c.view.removeFromSuperview()
            c.removeFromParent()
            XCTAssertFalse(c.isMovingFromParent)
            XCTAssertEqual(
                seen,
                [
                    "willAppear moving=true", "didAppear moving=true",
                    "willDisappear moving=false", "didDisappear moving=false",
                    "willAppear moving=false", "didAppear moving=false",
                    "willDisappear moving=true", "didDisappear moving=true",
                ])

            // A presenter revealed by a dismissal is not being presented.
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            var revealed: [Bool] = []
            p.hooks["viewWillAppear"] = { p in revealed.append(p.isBeingPresented || p.isMovingToParent) }
            p.present(b, animated: false)
            b.dismiss(animated: false)
            pump()
            XCTAssertEqual(revealed, [false])
            _ = window
        }
    }

    /// L-6: calling an appearance method directly logs UIKit's message.
    func testL6DirectCallWarns() {
        onMain {
            let a = Probe("A")
            a.viewWillDisappear(true)
            XCTAssertEqual(
                Reported.diagnostics,
                [
                    UIKitDiagnostic(
                        name: "Warning",
                        reason:
                            "[ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger."
                    )
                ])
            XCTAssertEqual(trace("A"), [], "a direct call is not an appearance")
            Reported.diagnostics = []
            a.beginAppearanceTransition(true, animated: false)
            a.endAppearanceTransition()
            XCTAssertTrue(Reported.diagnostics.isEmpty, "the supported path does not warn")
        }
    }

    /// L-3: a non-animated appearance delivers everything by the time the run loop is idle.
    func testL3NonAnimatedCompletesWithoutTheClock() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            let start = UIApplication.shared.animationClock.now
            a.present(b, animated: false)
            XCTAssertTrue(trace("B").contains("B.viewDidAppear(false)"))
            pump()
            XCTAssertEqual(UIApplication.shared.animationClock.now, start, "no animation ran")
            _ = window
        }
    }
}
