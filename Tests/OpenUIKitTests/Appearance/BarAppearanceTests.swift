import TestSupport
import XCTest

@testable import OpenUIKit

/// A controller whose view is a tall scroll view, the content a navigation bar watches.
@MainActor
private final class ScrollingController: UIViewController {
    override func loadView() {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        view = scrollView
    }
    var scrollView: UIScrollView { view as! UIScrollView }
    func scroll(toTop atTop: Bool) {
        let top = -scrollView.adjustedContentInset.top
        scrollView.contentOffset = CGPoint(x: 0, y: atTop ? top : top + 200)
    }
}

/// Bar appearances (iOS 13+, and iOS 15's scroll edge rule): the configure methods, copies that
/// share nothing, which appearance a bar draws with at the scroll edge and away from it, and the
/// item's appearance winning over the bar's.
final class BarAppearanceTests: UIKitTestCase {
    func testTheThreeBackgrounds() {
        MainActor.assumeIsolated {
            let appearance = UINavigationBarAppearance()
            XCTAssertEqual(appearance.backgroundEffect?.style, .systemChromeMaterial, "the default: chrome")
            XCTAssertNil(appearance.backgroundColor)
            XCTAssertNotNil(appearance.shadowColor)
            appearance.backgroundImage = UIImage()
            appearance.configureWithOpaqueBackground()
            XCTAssertNil(appearance.backgroundEffect)
            XCTAssertEqual(appearance.backgroundColor, .systemBackground)
            XCTAssertNil(appearance.backgroundImage)
            XCTAssertNotNil(appearance.shadowColor)
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.configureWithTransparentBackground()
            XCTAssertNil(appearance.backgroundEffect)
            XCTAssertNil(appearance.backgroundColor)
            XCTAssertNil(appearance.shadowColor)
            XCTAssertNil(appearance.shadowImage)
            XCTAssertEqual(
                appearance.titleTextAttributes[.foregroundColor] as? UIColor, .white,
                "configuring a background leaves the titles alone")
            XCTAssertEqual(UIBarAppearance(idiom: .pad).idiom, .pad)
        }
    }

    func testCopiesShareNothing() {
        MainActor.assumeIsolated {
            let original = UINavigationBarAppearance()
            original.backgroundColor = .systemRed
            original.titleTextAttributes = [.foregroundColor: UIColor.white]
            original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
            let copy = original.copy()
            XCTAssertTrue(type(of: copy) == UINavigationBarAppearance.self)
            XCTAssertFalse(copy === original)
            XCTAssertEqual(copy.backgroundColor, .systemRed)
            XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .white)
            original.backgroundColor = .systemBlue
            original.buttonAppearance.normal.titleTextAttributes = [:]
            XCTAssertEqual(copy.backgroundColor, .systemRed)
            XCTAssertEqual(
                copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .systemYellow,
                "the button appearance was copied too")

            let tab = UITabBarAppearance()
            tab.stackedLayoutAppearance.selected.iconColor = .systemOrange
            let tabCopy = tab.copy()
            tab.stackedLayoutAppearance.selected.iconColor = .systemGreen
            XCTAssertEqual(tabCopy.stackedLayoutAppearance.selected.iconColor, .systemOrange)

            let base = UINavigationBarAppearance(barAppearance: original)
            XCTAssertEqual(base.backgroundColor, .systemBlue)
            XCTAssertEqual(base.titleTextAttributes[.foregroundColor] as? UIColor, .white)
            let fromToolbar = UINavigationBarAppearance(barAppearance: UIToolbarAppearance())
            XCTAssertTrue(fromToolbar.titleTextAttributes.isEmpty, "a toolbar appearance has only the background")

            let bar = UINavigationBar(frame: .zero)
            bar.standardAppearance = original
            original.backgroundColor = .systemGreen
            XCTAssertEqual(bar.standardAppearance.backgroundColor, .systemBlue, "the bar kept a copy")
            let item = UINavigationItem(title: "Item")
            item.scrollEdgeAppearance = original
            original.backgroundColor = .systemPink
            XCTAssertEqual(item.scrollEdgeAppearance?.backgroundColor, .systemGreen, "so did the item")
        }
    }

    func testANavigationBarUsesItsScrollEdgeAppearanceAtTheTopAndStandardOnceScrolled() {
        MainActor.assumeIsolated {
            let content = ScrollingController()
            content.title = "Mail"
            let navigation = UINavigationController(rootViewController: content)
            let bar = navigation.navigationBar
            let standard = UINavigationBarAppearance()
            standard.configureWithOpaqueBackground()
            standard.backgroundColor = .systemRed
            standard.titleTextAttributes = [.foregroundColor: UIColor.white]
            bar.standardAppearance = standard
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()

            content.scroll(toTop: true)
            XCTAssertTrue(bar.isAtScrollEdge)
            XCTAssertNil(bar.currentAppearance.backgroundColor, "no scroll edge appearance: transparent")
            XCTAssertNil(bar.currentAppearance.backgroundEffect)
            XCTAssertNil(bar.currentAppearance.shadowColor)
            XCTAssertEqual(
                bar.currentAppearance.titleTextAttributes[.foregroundColor] as? UIColor, .white,
                "the standard appearance's titles, on a transparent background")

            content.scroll(toTop: false)
            XCTAssertFalse(bar.isAtScrollEdge)
            XCTAssertTrue(bar.currentAppearance === bar.standardAppearance)

            let edge = UINavigationBarAppearance()
            edge.configureWithOpaqueBackground()
            edge.backgroundColor = .systemGreen
            bar.scrollEdgeAppearance = edge
            content.scroll(toTop: true)
            XCTAssertEqual(bar.currentAppearance.backgroundColor, .systemGreen)

            // Drawn at the edge, a scroll away from it redraws the bar; one that stays away does not.
            bar.barBackground.layer.displayIfNeeded()
            bar.drawBarBackground(in: bar.barBackground)
            XCTAssertEqual(bar.drawnAtScrollEdge, true)
            XCTAssertFalse(bar.barBackground.layer.needsDisplay)
            content.scroll(toTop: false)
            XCTAssertTrue(bar.barBackground.layer.needsDisplay)
            bar.barBackground.layer.displayIfNeeded()
            bar.drawBarBackground(in: bar.barBackground)
            content.scrollView.contentOffset.y += 50
            XCTAssertFalse(bar.barBackground.layer.needsDisplay, "still away from the edge: not drawn again")
        }
    }

    func testTheTopItemsAppearanceWinsOverTheBars() {
        MainActor.assumeIsolated {
            let content = ScrollingController()
            let navigation = UINavigationController(rootViewController: content)
            let bar = navigation.navigationBar
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
            let barEdge = UINavigationBarAppearance()
            barEdge.backgroundColor = .systemGray
            bar.scrollEdgeAppearance = barEdge
            let itemStandard = UINavigationBarAppearance()
            itemStandard.backgroundColor = .systemBlue
            content.navigationItem.standardAppearance = itemStandard
            content.scroll(toTop: false)
            XCTAssertEqual(bar.currentAppearance.backgroundColor, .systemBlue)
            content.scroll(toTop: true)
            XCTAssertEqual(bar.currentAppearance.backgroundColor, .systemGray, "the item has no scroll edge one")
            let itemEdge = UINavigationBarAppearance()
            itemEdge.backgroundColor = .systemPurple
            content.navigationItem.scrollEdgeAppearance = itemEdge
            XCTAssertEqual(bar.currentAppearance.backgroundColor, .systemPurple)

            // The next controller's item has none: the bar's own apply again.
            let next = UIViewController()
            navigation.pushViewController(next, animated: false)
            UIApplication.shared.runUntilIdle()
            XCTAssertTrue(bar.isAtScrollEdge, "no scroll view: the content's edge always meets the bar")
            XCTAssertEqual(bar.currentAppearance.backgroundColor, .systemGray)
        }
    }

    func testABarNoNavigationControllerManagesUsesTheStandardAppearance() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            bar.setItems([UINavigationItem(title: "Alone")], animated: false)
            bar.scrollEdgeAppearance = UINavigationBarAppearance()
            XCTAssertFalse(bar.isAtScrollEdge)
            XCTAssertTrue(bar.currentAppearance === bar.standardAppearance)
        }
    }

    func testATabBarsSelectedItemAppearanceAndScrollEdgeAppearance() {
        MainActor.assumeIsolated {
            let first = ScrollingController(), second = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
            let bar = tabs.tabBar
            first.scroll(toTop: true)
            XCTAssertFalse(bar.isAtScrollEdge, "the content's bottom is far below")
            XCTAssertTrue(bar.currentAppearance === bar.standardAppearance)
            let edge = UITabBarAppearance()
            edge.configureWithTransparentBackground()
            bar.scrollEdgeAppearance = edge
            first.scrollView.contentOffset.y =
                3000 - first.scrollView.bounds.height
                + first.scrollView.adjustedContentInset.bottom
            XCTAssertTrue(bar.isAtScrollEdge)
            XCTAssertNil(bar.currentAppearance.backgroundEffect)
            let itemAppearance = UITabBarAppearance()
            itemAppearance.backgroundColor = .systemMint
            first.tabBarItem.standardAppearance = itemAppearance
            first.scroll(toTop: true)
            XCTAssertEqual(bar.currentAppearance.backgroundColor, .systemMint, "the selected item's wins")
            tabs.selectedIndex = 1
            XCTAssertTrue(bar.isAtScrollEdge, "no scroll view")
            XCTAssertTrue(bar.currentAppearance === bar.scrollEdgeAppearance)
        }
    }
}
