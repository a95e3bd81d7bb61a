import TestSupport
import XCTest

@testable import OpenUIKit

/// The middle of `view` in its window's coordinates, where a person would tap it.
@MainActor
private func middle(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}

/// What a display host's clicks do to the built-in containers: the same as their controls
/// sending actions from code.
final class TappingThroughContainersTests: UIKitTestCase {
    func testTappingTheBackButtonPops() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a, delegate: delegate)
            nav.pushViewController(b, animated: false)
            pump()
            LifecycleTrace.clear()
            tap(middle(of: nav.navigationBar.backButton), in: window)
            pump()
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertEqual(
                trace("A", "B").filter { $0.contains("Appear") || $0.contains("Disappear") || $0.hasPrefix("⟨") },
                [
                    "⟨willShow A⟩",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                    "⟨didShow A⟩",
                ])
        }
    }

    func testTappingATabSelectsIt() {
        onMain {
            let v0 = Probe("V0"), v1 = Probe("V1")
            let tabs = UITabBarController()
            let delegate = TabDelegateProbe()
            tabs.delegate = delegate
            tabs.viewControllers = [v0, v1]
            let window = showInWindow(tabs)
            tap(middle(of: tabs.tabBar.itemButtons[1]), in: window)
            pump()
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(
                trace("V0", "V1").filter { $0.contains("ppear") || $0.hasPrefix("⟨") },
                [
                    "⟨shouldSelect V1⟩",
                    "V1.viewWillAppear(false)", "V0.viewWillDisappear(false)",
                    "V0.viewDidDisappear(false)", "V1.viewDidAppear(false)",
                    "⟨didSelect V1⟩",
                ])
        }
    }
}
