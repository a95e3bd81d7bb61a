import TestSupport
import XCTest

@testable import OpenUIKit

/// The containers' part of unwinding (U-8, U-10, T-6): what they offer the search and how they
/// reveal the destination. The search itself belongs to the storyboard runtime.
final class UnwindPiecesTests: UIKitTestCase {
    /// TS-21's hierarchy: the navigation controller offers its stack top-down without the
    /// controller holding the source, and unwinding pops to the destination.
    func testNavigationAllowedChildrenAndUnwind() {
        onMain {
            let vc1 = Probe("VC1"), vc2 = Probe("VC2"), vc3 = Probe("VC3"), vc4 = Probe("VC4"), vc5 = Probe("VC5")
            let (nav, window) = showNavigation(vc1)
            nav.setViewControllers([vc1, vc2, vc3], animated: false)
            pump()
            vc4.modalPresentationStyle = .fullScreen
            vc5.modalPresentationStyle = .fullScreen
            vc3.present(vc4, animated: false)
            vc4.present(vc5, animated: false)
            pump()
            let source = UIStoryboardUnwindSegueSource(source: vc5, unwindAction: "unwind:", sender: nil)
            XCTAssertTrue(nav.childContaining(source) === vc3)
            XCTAssertEqual(nav.allowedChildrenForUnwinding(from: source), [vc2, vc1])
            XCTAssertEqual(vc2.allowedChildrenForUnwinding(from: source), [])
            vc1.registerAction("unwind:") { _ in }
            vc5.registerAction("unwind:") { _ in }
            XCTAssertTrue(vc1.canPerformUnwindSegueAction("unwind:", from: vc5, sender: nil))
            XCTAssertFalse(vc2.canPerformUnwindSegueAction("unwind:", from: vc5, sender: nil))
            XCTAssertFalse(
                vc5.canPerformUnwindSegueAction("unwind:", from: vc5, sender: nil), "not the source itself (TS-24 b)")

            LifecycleTrace.clear()
            let segue = UIStoryboardSegue(identifier: "u", source: vc5, destination: vc1)
            nav.dismiss(animated: true)
            nav.unwind(for: segue, towards: vc1)
            pump()
            XCTAssertEqual(
                trace("N").filter { !$0.contains("Appear") && !$0.contains("Disappear") },
                [
                    "N.dismiss(animated: true)", "N.unwind(for:towards: VC1)",
                    "N.popToViewController(VC1, animated: true)",
                ])
            XCTAssertEqual(nav.viewControllers, [vc1])
            XCTAssertNil(nav.presentedViewController)
            XCTAssertTrue(vc1.view.window === window)
        }
    }

    /// T-6: a tab bar controller unwinds by selecting the tab; a plain controller does nothing.
    func testTabBarUnwindSelectsTheTab() {
        onMain {
            let first = Probe("First"), second = Probe("Second")
            let tabs = UITabBarController()
            LifecycleTrace.name(tabs, "T")
            tabs.viewControllers = [first, second]
            tabs.selectedIndex = 1
            let window = showInWindow(tabs)
            let segue = UIStoryboardSegue(identifier: nil, source: second, destination: first)
            tabs.unwind(for: segue, towards: first)
            XCTAssertTrue(tabs.selectedViewController === first)
            XCTAssertEqual(trace("T"), ["T.unwind(for:towards: First)"])
            let plain = Probe("Plain")
            plain.unwind(for: segue, towards: first)
            XCTAssertEqual(trace("Plain"), [])
            var performed = false
            UIStoryboardSegue(identifier: "x", source: first, destination: second) { performed = true }.perform()
            XCTAssertTrue(performed)
            _ = window
        }
    }
}
