import TestSupport
import XCTest

@testable import OpenUIKit

@MainActor
private func makeTabs() -> (UITabBarController, [UITab], () -> Int) {
    var made = 0
    func provider(_ name: String) -> (UITab) -> UIViewController {
        { _ in
            made += 1
            return Probe(name)
        }
    }
    let tabs: [UITab] = [
        UITab(title: "Home", image: nil, identifier: "home", viewControllerProvider: provider("Home")),
        UITabGroup(
            title: "Library", image: nil, identifier: "library",
            children: [
                UITab(title: "Albums", image: nil, identifier: "albums", viewControllerProvider: provider("Albums")),
                UITab(title: "Songs", image: nil, identifier: "songs", viewControllerProvider: provider("Songs")),
            ]),
        UISearchTab(viewControllerProvider: provider("Search")),
    ]
    let hidden = UITab(title: "Hidden", image: nil, identifier: "hidden", viewControllerProvider: provider("Hidden"))
    hidden.isHidden = true
    return (UITabBarController(tabs: tabs + [hidden]), tabs, { made })
}

/// The iOS 18 tab API: UITab, UISearchTab, UITabGroup, UITabBarController(tabs:) and its modes.
final class TabAPITests: UIKitTestCase {
    func testTabsMakeControllers() {
        onMain {
            let (controller, tabs, made) = makeTabs()
            XCTAssertEqual(controller.viewControllers?.count, 3, "the hidden tab has no tab")
            XCTAssertEqual(made(), 3, "Home, the group's first child, Search")
            _ = tabs[0].viewController
            XCTAssertEqual(made(), 3, "made once")
            XCTAssertTrue(controller.selectedTab === tabs[0])
            XCTAssertTrue(controller.tab(forIdentifier: "songs")?.parent === tabs[1])
            XCTAssertEqual(tabs[2].title, "Search")
            let group = tabs[1] as! UITabGroup
            XCTAssertTrue(group.viewController is UINavigationController)
            XCTAssertEqual(LifecycleTrace.name(of: group.managingNavigationController?.topViewController), "Albums")
            controller.selectedTab = tabs[2]
            XCTAssertEqual(controller.selectedIndex, 2)
            tabs[0].badgeValue = "3"
            XCTAssertEqual(tabs[0].viewController?.tabBarItem.badgeValue, "3")
        }
    }

    /// `.tabSidebar` shows a sidebar beside the content in regular width and a tab bar in
    /// compact width; a tap on a sidebar row is a user selection.
    func testSidebarMode() {
        onMain {
            final class Delegate: UITabBarControllerDelegate {
                var log: [String] = []
                func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
                    log.append("shouldSelectTab \(tab.identifier)")
                    return true
                }
                func tabBarController(
                    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
                ) {
                    log.append("didSelectTab \(selectedTab.identifier) from \(previousTab?.identifier ?? "nil")")
                }
            }
            let (controller, _, _) = makeTabs()
            let delegate = Delegate()
            controller.delegate = delegate
            controller.mode = .tabSidebar
            let window = showInWindow(controller, size: CGSize(width: 1024, height: 768))
            XCTAssertTrue(controller.isShowingSidebar)
            XCTAssertTrue(controller.tabBar.isHidden)
            XCTAssertTrue(controller.sidebar.view.window === window)
            let home = controller.selectedViewController!
            XCTAssertEqual(home.view.convert(home.view.bounds, to: nil).minX, 320)
            controller.sidebar.itemButtons[2].sendActions(for: .touchUpInside)
            XCTAssertEqual(delegate.log, ["shouldSelectTab UISearchTab", "didSelectTab UISearchTab from home"])
            XCTAssertEqual(controller.selectedIndex, 2)

            controller.sidebar.isHidden = true
            XCTAssertFalse(controller.isShowingSidebar)
            XCTAssertFalse(controller.tabBar.isHidden)
            XCTAssertTrue(controller.isTabBarAtTop, "regular width: the tab bar is at the top")
            controller.sidebar.isHidden = false
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            pump()
            XCTAssertFalse(controller.isShowingSidebar, "compact width: a tab bar")
            XCTAssertFalse(controller.isTabBarAtTop)
            XCTAssertNil(controller.sidebar.view.window)
            controller.isTabBarHidden = true
            XCTAssertTrue(controller.tabBar.isHidden)
        }
    }
}
