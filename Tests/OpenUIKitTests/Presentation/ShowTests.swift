import TestSupport
import XCTest

@testable import OpenUIKit

/// A custom container that handles `show` (and says so through canPerformAction).
@MainActor
final class ShowingContainer: Probe {
    var shown: [UIViewController] = []
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == UIViewController.showAction || super.canPerformAction(action, withSender: sender)
    }
    override func show(_ vc: UIViewController, sender: Any?) {
        LifecycleTrace.record(self, "show(\(LifecycleTrace.name(of: vc)))")
        shown.append(vc)
    }
}

/// A container that answers true for `show` without overriding it (TS-29 d).
@MainActor
final class ClaimingContainer: Probe {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == UIViewController.showAction || super.canPerformAction(action, withSender: sender)
    }
}

/// A container that opts out of `show` (TS-29 c's M).
@MainActor
final class DecliningContainer: Probe {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}

/// P-1, P-2 and TS-29 (b, c, d).
final class ShowTests: UIKitTestCase {
    /// TS-29 (b): a root with no container presents.
    func testTS29bShowFromRootPresents() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            XCTAssertNil(a.targetViewController(forAction: UIViewController.showAction, sender: nil))
            a.show(b, sender: nil)
            pump()
            XCTAssertEqual(
                trace("A", "B"),
                [
                    "A.present(B, animated: true)", "B.loadView", "B.viewDidLoad",
                    "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
                    "A.viewDidDisappear(true)",
                ])
            XCTAssertTrue(b.presentingViewController === a)
            _ = window
        }
    }

    /// TS-29 (c): a container that declines is passed over for the one above that handles it.
    func testTS29cDecliningContainerIsPassedOver() {
        onMain {
            let k = ShowingContainer("K"), m = DecliningContainer("M"), a = Probe("A"), b = Probe("B")
            embed(m, in: k)
            embed(a, in: m)
            let window = showInWindow(k)
            XCTAssertTrue(a.targetViewController(forAction: UIViewController.showAction, sender: nil) === k)
            a.show(b, sender: nil)
            XCTAssertEqual(trace("K"), ["K.show(B)"])
            XCTAssertTrue(k.shown == [b])
            _ = window
        }
    }

    /// TS-29 (d): a controller that claims `show` without overriding it does not handle it;
    /// the request goes on as if it had been skipped.
    func testTS29dClaimWithoutOverrideIsSkipped() {
        onMain {
            let root = ShowingContainer("Root"), k = ClaimingContainer("K"), a = Probe("A"), b = Probe("B")
            embed(k, in: root)
            embed(a, in: k)
            let window = showInWindow(root)
            a.show(b, sender: nil)
            XCTAssertEqual(trace("Root"), ["Root.show(B)"], "K is skipped; Root handles the show")
            XCTAssertNil(k.presentedViewController)

            // With nobody above, the skipped claim ends in a presentation, as with no target.
            let lone = ClaimingContainer("Lone"), inner = Probe("Inner"), c = Probe("C")
            embed(inner, in: lone)
            let window2 = showInWindow(lone)
            inner.show(c, sender: nil)
            XCTAssertTrue(c.presentingViewController === lone)
            _ = (window, window2)
        }
    }

    /// P-2: showDetailViewController with no target presents too.
    func testP2ShowDetailWithoutTargetPresents() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let window = showInWindow(a)
            XCTAssertNil(a.targetViewController(forAction: UIViewController.showDetailAction, sender: nil))
            a.showDetailViewController(b, sender: nil)
            XCTAssertTrue(a.presentedViewController === b)
            _ = window
        }
    }

    /// TS-29 (c) as the spec words it: a navigation controller subclass that declines `show`,
    /// inside a custom container that handles it.
    func testTS29cNavigationSubclassDeclines() {
        onMain {
            final class DecliningNavigation: UINavigationController {
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    action == UIViewController.showAction ? false : super.canPerformAction(action, withSender: sender)
                }
            }
            let k = ShowingContainer("K"), a = Probe("A"), b = Probe("B")
            let m = DecliningNavigation(rootViewController: a)
            embed(m, in: k)
            let window = showInWindow(k)
            XCTAssertTrue(a.targetViewController(forAction: UIViewController.showAction, sender: nil) === k)
            a.show(b, sender: nil)
            pump()
            XCTAssertTrue(k.shown == [b])
            XCTAssertEqual(m.viewControllers, [a], "the navigation controller did not push")
            _ = window
        }
    }
}
