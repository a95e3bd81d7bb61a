import TestSupport
import XCTest

@testable import OpenUIKit

// Proxies live for the whole process, so each test styles classes of its own: a proxy for one of
// them reaches no view another test (or suite) makes.
private final class FirstLabel: UILabel {
    var colorInDidMoveToWindow: UIColor?
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { colorInDidMoveToWindow = textColor }
    }
}
private final class ExplicitLabel: UILabel {}
private final class LaterLabel: UILabel {}
private final class ContainedLabel: UILabel {}
private final class OuterContainer: UIView {}
private final class InnerContainer: UIView {}
private final class ControllerLabel: UILabel {}
private final class StyledController: UIViewController {}
private class BaseLabel: UILabel {}
private final class DerivedLabel: BaseLabel {}
private final class TraitLabel: UILabel {}
private final class ProxyBarButtonItem: UIBarButtonItem {}
private final class ProxyTabBarItem: UITabBarItem {}
private final class ProxyNavigationBar: UINavigationBar {}
private final class ProxySwitch: UISwitch {}

/// A phone-sized window, in no scene.
@MainActor
private func makeWindow() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
}

/// UIAppearance: a proxy's values reach an instance as it enters a window, before it hears of
/// it; the instance's own values win; containment and traits narrow a proxy; a proxy's later
/// changes reach only instances that enter a window afterwards.
final class AppearanceProxyTests: UIKitTestCase {
    func testTheProxyIsADetachedInstanceOfTheClassMadeOnce() {
        MainActor.assumeIsolated {
            let proxy = FirstLabel.appearance()
            XCTAssertTrue(proxy === FirstLabel.appearance())
            XCTAssertTrue(type(of: proxy) == FirstLabel.self)
            XCTAssertNil(proxy.window)
            XCTAssertFalse(proxy === FirstLabel.appearance(whenContainedInInstancesOf: [OuterContainer.self]))
            XCTAssertTrue(
                FirstLabel.appearance(whenContainedInInstancesOf: [OuterContainer.self])
                    === FirstLabel.appearance(whenContainedInInstancesOf: [OuterContainer.self]))
        }
    }

    func testValuesApplyOnEnteringAWindowBeforeDidMoveToWindow() {
        MainActor.assumeIsolated {
            FirstLabel.appearance().textColor = .systemRed
            FirstLabel.appearance().font = .systemFont(ofSize: 30)
            XCTAssertEqual(FirstLabel.appearance().textColor, .systemRed, "the proxy reads back what was set")
            let label = FirstLabel()
            XCTAssertEqual(label.textColor, .label, "not yet: the label is in no window")
            let holder = UIView()
            holder.addSubview(label)
            XCTAssertEqual(label.textColor, .label, "a superview out of any window changes nothing")
            makeWindow().addSubview(holder)
            XCTAssertEqual(label.textColor, .systemRed)
            XCTAssertEqual(label.font.pointSize, 30)
            XCTAssertEqual(label.colorInDidMoveToWindow, .systemRed, "applied before didMoveToWindow")
        }
    }

    func testAValueSetOnTheInstanceWins() {
        MainActor.assumeIsolated {
            ExplicitLabel.appearance().textColor = .systemRed
            ExplicitLabel.appearance().shadowColor = .systemGray
            let label = ExplicitLabel()
            label.textColor = .systemGreen
            makeWindow().addSubview(label)
            XCTAssertEqual(label.textColor, .systemGreen, "the instance's own colour")
            XCTAssertEqual(label.shadowColor, .systemGray, "what it did not set comes from the proxy")
        }
    }

    func testLaterProxyChangesReachOnlyViewsEnteringAWindowAfterwards() {
        MainActor.assumeIsolated {
            let window = makeWindow()
            LaterLabel.appearance().textColor = .systemRed
            let shown = LaterLabel()
            window.addSubview(shown)
            LaterLabel.appearance().textColor = .systemBlue
            XCTAssertEqual(shown.textColor, .systemRed, "already in a window")
            let next = LaterLabel()
            window.addSubview(next)
            XCTAssertEqual(next.textColor, .systemBlue)
            let other = UIView()
            window.addSubview(other)
            other.addSubview(shown)
            XCTAssertEqual(shown.textColor, .systemRed, "moved within the window: not entering one")
            shown.removeFromSuperview()
            window.addSubview(shown)
            XCTAssertEqual(shown.textColor, .systemBlue, "removed and added again, it takes the proxy's value")
        }
    }

    func testContainmentAndTheMoreSpecificProxyWins() {
        MainActor.assumeIsolated {
            ContainedLabel.appearance().textColor = .systemRed
            ContainedLabel.appearance(whenContainedInInstancesOf: [OuterContainer.self]).textColor = .systemOrange
            ContainedLabel.appearance(whenContainedInInstancesOf: [InnerContainer.self, OuterContainer.self])
                .textColor = .systemPurple
            let window = makeWindow()
            let outer = OuterContainer(), inner = InnerContainer(), innerAlone = InnerContainer()
            outer.addSubview(inner)
            let plain = ContainedLabel(), inOuter = ContainedLabel(), inBoth = ContainedLabel()
            let inInnerOnly = ContainedLabel()
            outer.addSubview(inOuter)
            inner.addSubview(inBoth)
            innerAlone.addSubview(inInnerOnly)
            window.addSubview(plain)
            window.addSubview(outer)
            window.addSubview(innerAlone)
            XCTAssertEqual(plain.textColor, .systemRed)
            XCTAssertEqual(inOuter.textColor, .systemOrange)
            XCTAssertEqual(inBoth.textColor, .systemPurple, "the longer chain wins")
            XCTAssertEqual(inInnerOnly.textColor, .systemRed, "the inner container alone does not match the chain")
        }
    }

    func testAControllerContainsItsViews() {
        MainActor.assumeIsolated {
            ControllerLabel.appearance(whenContainedInInstancesOf: [StyledController.self]).textColor = .systemTeal
            let styled = StyledController(), plain = UIViewController()
            let inside = ControllerLabel(), outside = ControllerLabel()
            styled.view.addSubview(inside)
            plain.view.addSubview(outside)
            let navigation = UINavigationController(rootViewController: styled)
            let window = makeWindow()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
            window.addSubview(plain.view)
            XCTAssertEqual(inside.textColor, .systemTeal)
            XCTAssertEqual(outside.textColor, .label)
        }
    }

    func testASubclassProxyWinsOverItsSuperclasss() {
        MainActor.assumeIsolated {
            BaseLabel.appearance().textColor = .systemRed
            BaseLabel.appearance().shadowColor = .systemGray
            DerivedLabel.appearance().textColor = .systemBlue
            let window = makeWindow()
            let base = BaseLabel(), derived = DerivedLabel()
            window.addSubview(base)
            window.addSubview(derived)
            XCTAssertEqual(base.textColor, .systemRed)
            XCTAssertEqual(derived.textColor, .systemBlue)
            XCTAssertEqual(derived.shadowColor, .systemGray, "the superclass's proxy applies to subclasses too")
        }
    }

    func testATraitProxyAppliesToViewsWithTheTraits() {
        MainActor.assumeIsolated {
            TraitLabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
            let dark = makeWindow(), light = makeWindow()
            dark.overrideUserInterfaceStyle = .dark
            light.overrideUserInterfaceStyle = .light
            let inDark = TraitLabel(), inLight = TraitLabel()
            dark.addSubview(inDark)
            light.addSubview(inLight)
            XCTAssertEqual(inDark.textColor, .white)
            XCTAssertEqual(inLight.textColor, .label)
        }
    }

    func testBarItemsTakeTheirProxiesWhenABarInAWindowLaysThemOut() {
        MainActor.assumeIsolated {
            ProxyBarButtonItem.appearance().tintColor = .systemRed
            ProxyBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemGreen
            ProxyBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .normal)
            ProxyTabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .selected)
            ProxyTabBarItem.appearance().badgeColor = .systemOrange
            let controller = UIViewController()
            let inBar = ProxyBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let own = ProxyBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
            own.tintColor = .systemYellow
            controller.navigationItem.rightBarButtonItems = [inBar, own]
            let inToolbar = ProxyBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            controller.toolbarItems = [inToolbar]
            let navigation = UINavigationController(rootViewController: controller)
            navigation.isToolbarHidden = false
            let tab = ProxyTabBarItem(title: "Home", image: nil, tag: 0)
            navigation.tabBarItem = tab
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            XCTAssertNil(inBar.tintColor, "not yet shown")
            let window = makeWindow()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(inBar.tintColor, .systemRed)
            XCTAssertEqual(inBar.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemPink)
            XCTAssertEqual(own.tintColor, .systemYellow, "the item's own tint wins")
            XCTAssertEqual(inToolbar.tintColor, .systemGreen, "contained in a toolbar")
            XCTAssertEqual(tab.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .systemBrown)
            XCTAssertEqual(tab.badgeColor, .systemOrange)
        }
    }

    func testABarTakesACopyOfItsProxysBarAppearance() {
        MainActor.assumeIsolated {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            ProxyNavigationBar.appearance().standardAppearance = appearance
            ProxyNavigationBar.appearance().tintColor = .white
            ProxySwitch.appearance().onTintColor = .systemPink
            let bar = ProxyNavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            let toggle = ProxySwitch()
            let window = makeWindow()
            window.addSubview(bar)
            window.addSubview(toggle)
            XCTAssertEqual(bar.standardAppearance.backgroundColor, .systemIndigo)
            XCTAssertFalse(bar.standardAppearance === appearance, "a copy, as UIKit's @NSCopying property keeps")
            XCTAssertFalse(bar.standardAppearance === ProxyNavigationBar.appearance().standardAppearance)
            XCTAssertEqual(bar.tintColor, .white)
            XCTAssertEqual(toggle.onTintColor, .systemPink)
        }
    }
}
