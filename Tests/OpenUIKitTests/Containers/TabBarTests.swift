import TestSupport
import XCTest

@testable import OpenUIKit

/// Records a tab bar controller delegate's calls into the trace, vetoing when asked.
@MainActor
final class TabDelegateProbe: UITabBarControllerDelegate {
    var allows = true
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        LifecycleTrace.record("⟨shouldSelect \(LifecycleTrace.name(of: viewController))⟩")
        return allows
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        LifecycleTrace.record("⟨didSelect \(LifecycleTrace.name(of: viewController))⟩")
    }
}

/// UITabBarController: T-1 to T-5, TS-28.
final class TabBarTests: UIKitTestCase {
    /// TS-28 / T-2 to T-5: user taps ask the delegate, programmatic selection does not, and
    /// replacing the tabs keeps the selection where it can.
    func testTS28SelectionAndDelegate() {
        onMain {
            let v0 = Probe("V0"), v1 = Probe("V1"), v2 = Probe("V2")
            let tabs = UITabBarController()
            LifecycleTrace.name(tabs, "T")
            let delegate = TabDelegateProbe()
            tabs.delegate = delegate
            tabs.viewControllers = [v0, v1, v2]
            let window = showInWindow(tabs)
            XCTAssertTrue(tabs.selectedViewController === v0)
            XCTAssertTrue(v0.view.window === window)

            // 1: a tap vetoed by shouldSelect.
            delegate.allows = false
            tabs.tabBar.itemButtons[1].sendActions(for: .touchUpInside)
            pump()
            XCTAssertEqual(trace("V0", "V1", "V2"), ["⟨shouldSelect V1⟩"])
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertTrue(tabs.tabBar.selectedItem === v0.tabBarItem)

            // 2: an allowed tap.
            LifecycleTrace.clear()
            delegate.allows = true
            tabs.tabBar.itemButtons[1].sendActions(for: .touchUpInside)
            pump()
            XCTAssertEqual(
                trace("V0", "V1"),
                [
                    "⟨shouldSelect V1⟩",
                    "V1.loadView", "V1.viewDidLoad",
                    "V1.viewWillAppear(false)", "V0.viewWillDisappear(false)",
                    "V0.viewDidDisappear(false)", "V1.viewDidAppear(false)",
                    "⟨didSelect V1⟩",
                ])
            XCTAssertEqual(tabs.selectedIndex, 1)

            // 3: tapping the selected tab again still reports didSelect, with no appearance.
            LifecycleTrace.clear()
            tabs.tabBar.itemButtons[1].sendActions(for: .touchUpInside)
            XCTAssertEqual(trace("V0", "V1"), ["⟨shouldSelect V1⟩", "⟨didSelect V1⟩"])

            // 4: programmatic selection: appearance only.
            LifecycleTrace.clear()
            tabs.selectedIndex = 2
            XCTAssertEqual(
                trace("V1", "V2").filter { !$0.contains("oad") },
                [
                    "V2.viewWillAppear(false)", "V1.viewWillDisappear(false)", "V1.viewDidDisappear(false)",
                    "V2.viewDidAppear(false)",
                ])

            // 5: V2 survives the replacement and stays selected.
            let w = Probe("W")
            tabs.viewControllers = [v2, w]
            XCTAssertTrue(tabs.selectedViewController === v2)
            XCTAssertEqual(tabs.selectedIndex, 0)

            // 6: V2 goes; the same index is selected.
            let x = Probe("X"), y = Probe("Y")
            LifecycleTrace.clear()
            tabs.viewControllers = [x, y]
            XCTAssertTrue(tabs.selectedViewController === x)
            XCTAssertEqual(tabs.children, [x, y])
            XCTAssertEqual(
                trace("V2").filter { !$0.contains("Move") && !$0.contains("remove") },
                [
                    "V2.viewWillDisappear(false)", "V2.viewDidDisappear(false)",
                ])
            XCTAssertTrue(x.view.window === window)
            XCTAssertNil(v2.parent)
        }
    }

    /// T-1: every tab is a child; switching sends no move callbacks.
    func testT1AllTabsAreChildren() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let tabs = UITabBarController()
            tabs.setViewControllers([a, b], animated: false)
            XCTAssertEqual(tabs.children, [a, b])
            XCTAssertTrue(b.tabBarController === tabs)
            let window = showInWindow(tabs)
            tabs.selectedViewController = b
            XCTAssertEqual(trace("A", "B").filter { $0.contains("Move") }, [])
            XCTAssertEqual(tabs.tabBar.items?.count, 2)
            XCTAssertTrue(tabs.tabBar.items?[1] === b.tabBarItem)
            _ = window
        }
    }

    /// T-3: selecting something that is not a tab is ignored; selectedIndex is NSNotFound with
    /// no tabs.
    func testT3SelectionProperties() {
        onMain {
            let tabs = UITabBarController()
            XCTAssertEqual(tabs.selectedIndex, NSNotFound)
            XCTAssertNil(tabs.viewControllers)
            let a = Probe("A"), b = Probe("B")
            tabs.viewControllers = [a, b]
            tabs.selectedViewController = Probe("Stranger")
            XCTAssertTrue(tabs.selectedViewController === a)
            tabs.selectedIndex = 7
            XCTAssertEqual(tabs.selectedIndex, 0)
            a.title = "Alpha"
            XCTAssertEqual(a.tabBarItem.title, "Alpha")
        }
    }

    /// The bar is at the bottom in compact width and at the top in regular width, and the
    /// children's safe area leaves it room.
    func testTabBarPlacementAndSafeArea() {
        onMain {
            let a = Probe("A")
            let tabs = UITabBarController()
            tabs.viewControllers = [a]
            let window = showInWindow(tabs)
            window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            pump()
            XCTAssertFalse(tabs.isTabBarAtTop)
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 49))
            XCTAssertEqual(a.view.safeAreaInsets.bottom, 34 + 49)
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            pump()
            XCTAssertTrue(tabs.isTabBarAtTop)
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 47, width: 1024, height: 50))
            XCTAssertEqual(a.view.safeAreaInsets.top, 47 + 50)
            XCTAssertEqual(a.view.safeAreaInsets.bottom, 34)
        }
    }

    /// Nested: a navigation controller in each tab.
    func testNavigationControllerInEachTab() {
        onMain {
            let a = Probe("A"), b = Probe("B"), pushed = Probe("Pushed")
            let first = UINavigationController(rootViewController: a)
            let second = UINavigationController(rootViewController: b)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let window = showInWindow(tabs)
            first.pushViewController(pushed, animated: true)
            pump()
            XCTAssertTrue(pushed.view.window === window)
            XCTAssertTrue(pushed.tabBarController === tabs)
            XCTAssertTrue(pushed.navigationController === first)
            LifecycleTrace.clear()
            tabs.selectedIndex = 1
            XCTAssertEqual(
                trace("Pushed", "B").filter { !$0.contains("oad") },
                [
                    "B.viewWillAppear(false)", "Pushed.viewWillDisappear(false)", "Pushed.viewDidDisappear(false)",
                    "B.viewDidAppear(false)",
                ])
        }
    }

    /// A navigation controller given no tab bar item shows its root controller's (configured in
    /// code before the navigation controller was made), and a tap on it selects the navigation
    /// controller; one given its own keeps it.
    func testNavigationControllerTabShowsItsRootsItem() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            a.tabBarItem.title = "Cases"
            a.tabBarItem.image = UIImage(systemName: "chart.bar")
            b.title = "News"
            let first = UINavigationController(rootViewController: a)
            let second = UINavigationController(rootViewController: b)
            let third = UINavigationController(rootViewController: Probe("C"))
            third.tabBarItem = UITabBarItem(title: "Own", image: nil, tag: 3)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second, third]
            _ = showInWindow(tabs)
            XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Cases", "News", "Own"])
            XCTAssertTrue(tabs.tabBar.items?.first === a.tabBarItem)
            XCTAssertNotNil(tabs.tabBar.items?.first?.image)
            tabs.tabBar.itemButtons[1].sendActions(for: .touchUpInside)
            pump()
            XCTAssertTrue(tabs.selectedViewController === second)
        }
    }

    /// Removed tabs are freed.
    func testRemovedTabsAreFreed() {
        onMain {
            let tabs = UITabBarController()
            let window = showInWindow(tabs)
            weak var weakOld: UIViewController?
            do {
                let old = Probe("Old")
                weakOld = old
                tabs.viewControllers = [old, Probe("Other")]
                pump()
                tabs.viewControllers = [Probe("New")]
            }
            pump()
            XCTAssertNil(weakOld)
            _ = window
        }
    }

    /// Nested: a tab bar controller presented modally over a navigation stack.
    func testTabBarControllerPresentedOverNavigationStack() {
        onMain {
            let a = Probe("A"), b = Probe("B"), t0 = Probe("T0"), t1 = Probe("T1")
            let (nav, window) = showNavigation(a)
            nav.pushViewController(b, animated: false)
            pump()
            let tabs = UITabBarController()
            tabs.viewControllers = [t0, t1]
            tabs.modalPresentationStyle = .fullScreen
            LifecycleTrace.clear()
            b.present(tabs, animated: true)
            pump()
            XCTAssertTrue(tabs.presentingViewController === nav)
            XCTAssertTrue(t0.view.window === window)
            XCTAssertEqual(
                appearance("B", "T0"),
                [
                    "B.viewWillDisappear(true)", "T0.viewWillAppear(true)", "T0.viewDidAppear(true)",
                    "B.viewDidDisappear(true)",
                ])
            tabs.selectedIndex = 1
            LifecycleTrace.clear()
            tabs.dismiss(animated: true)
            pump()
            XCTAssertEqual(
                appearance("B", "T1"),
                [
                    "T1.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
                    "T1.viewDidDisappear(true)",
                ])
            XCTAssertEqual(nav.viewControllers, [a, b])
            XCTAssertTrue(b.view.window === window)
        }
    }

    /// T-1 / T-3: past five tabs in compact width, four items and More; a tab past the bar
    /// shows inside the More navigation controller, stays there while another tab is chosen,
    /// and comes back when the overflow ends.
    func testMoreNavigationController() {
        onMain {
            let pages = (0..<7).map { Probe("V\($0)") }
            let tabs = UITabBarController()
            let delegate = TabDelegateProbe()
            tabs.delegate = delegate
            tabs.viewControllers = pages
            let window = showInWindow(tabs)
            let more = tabs.moreNavigationController
            XCTAssertEqual(tabs.tabBar.items?.count, 5)
            XCTAssertTrue(tabs.tabBar.items?.last === tabs.moreTabBarItem)
            XCTAssertTrue(more.parent === tabs)
            XCTAssertFalse(tabs.viewControllers!.contains(more))

            tabs.tabBar.itemButtons[4].sendActions(for: .touchUpInside)
            XCTAssertTrue(trace().contains("⟨shouldSelect UINavigationController⟩"))
            XCTAssertTrue(tabs.selectedViewController === more)
            XCTAssertEqual(tabs.selectedIndex, NSNotFound)
            XCTAssertTrue(more.view.window === window)
            (more.viewControllers.first as! MoreListController).selectRow(2)
            pump()
            XCTAssertTrue(tabs.selectedViewController === pages[6])
            XCTAssertEqual(tabs.selectedIndex, 6)
            XCTAssertTrue(pages[6].navigationController === more)
            XCTAssertTrue(pages[6].view.window === window)

            tabs.selectedIndex = 1
            pump()
            XCTAssertTrue(pages[1].view.window === window)
            XCTAssertNil(pages[6].view.window)
            XCTAssertTrue(pages[6].parent === more, "More keeps its stack")
            tabs.tabBar.itemButtons[4].sendActions(for: .touchUpInside)
            XCTAssertTrue(tabs.selectedViewController === pages[6])

            // Regular width: every tab in the bar, no More.
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            pump()
            XCTAssertEqual(tabs.tabBar.items?.count, 7)
            XCTAssertNil(more.parent)
            XCTAssertTrue(pages[6].parent === tabs, "taken back from More")
            XCTAssertEqual(tabs.children, pages)
            tabs.selectedIndex = 6
            XCTAssertTrue(pages[6].parent === tabs)
            XCTAssertTrue(pages[6].view.window === window)
        }
    }

    /// A tab switch the delegate animates keeps T-5's order and ends with the animation.
    func testAnimatedTabSwitchFromDelegate() {
        onMain {
            final class Animating: UITabBarControllerDelegate {
                let animator = SlideAnimator()
                func tabBarController(
                    _ tabBarController: UITabBarController,
                    animationControllerForTransitionFrom fromVC: UIViewController,
                    to toVC: UIViewController
                ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
            }
            let v0 = Probe("V0"), v1 = Probe("V1")
            let tabs = UITabBarController()
            let delegate = Animating()
            tabs.delegate = delegate
            tabs.viewControllers = [v0, v1]
            let window = showInWindow(tabs)
            tabs.selectedIndex = 1
            XCTAssertEqual(tabs.selectedIndex, 1, "the selection changes at once")
            UIApplication.shared.advance(by: 0.2)
            XCTAssertFalse(trace("V1").contains("V1.viewDidAppear(true)"))
            pump()
            XCTAssertEqual(
                appearance("V0", "V1"),
                [
                    "V1.viewWillAppear(true)", "V0.viewWillDisappear(true)", "V0.viewDidDisappear(true)",
                    "V1.viewDidAppear(true)",
                ])
            XCTAssertNil(v0.view.superview)
            XCTAssertTrue(v1.view.window === window)
            XCTAssertEqual(delegate.animator.log.first, "animate V0→V1 animated=true")
        }
    }
}
