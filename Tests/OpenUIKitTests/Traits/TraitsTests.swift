import TestSupport
import XCTest

@testable import OpenUIKit

/// A parent that logs the size questions of TR-4 and can pin a child's size.
@MainActor
final class SizingParent: Probe {
    var pinChildSize = false
    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        if pinChildSize, let child = container as? UIViewController { return child.view.bounds.size }
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        hooks["preferredContentSizeDidChange"]?(self)
    }
}

/// TR-1 to TR-4, SA-1, CS-1, SB-1 and TS-30.
final class TraitsTests: UIKitTestCase {
    /// The window's traits come from its size: regular from 600 points, per axis.
    func testWindowTraitsFromSize() {
        onMain {
            let cases: [(CGSize, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = [
                (CGSize(width: 390, height: 844), .compact, .regular),
                (CGSize(width: 844, height: 390), .regular, .compact),
                (CGSize(width: 599, height: 599), .compact, .compact),
                (CGSize(width: 600, height: 600), .regular, .regular),
            ]
            for (size, horizontal, vertical) in cases {
                let window = UIWindow(frame: CGRect(origin: .zero, size: size))
                XCTAssertEqual(window.traitCollection.horizontalSizeClass, horizontal, "\(size)")
                XCTAssertEqual(window.traitCollection.verticalSizeClass, vertical, "\(size)")
                XCTAssertEqual(window.traitCollection.displayScale, UIScreen.main.scale)
            }
        }
    }

    /// TR-1: traits flow down to children, views and presented controllers unmodified.
    func testTR1TraitsFlowDown() {
        onMain {
            let p = Probe("P"), c = Probe("C"), b = Probe("B")
            embed(c, in: p)
            let window = showInWindow(p, size: CGSize(width: 1024, height: 768))
            p.present(b, animated: false)
            for environment in [p.traitCollection, c.traitCollection, c.view.traitCollection, b.traitCollection] {
                XCTAssertEqual(environment.horizontalSizeClass, .regular)
                XCTAssertEqual(environment.verticalSizeClass, .regular)
            }
            XCTAssertEqual(UIView().traitCollection.displayScale, UIScreen.main.scale)
            _ = window
        }
    }

    /// TS-30 (a) / TR-2: a parent's override reaches the child only, once.
    func testTS30aOverrideTraitCollectionForChild() {
        onMain {
            let p = SizingParent("P"), c = Probe("C"), g = Probe("G")
            embed(c, in: p)
            embed(g, in: c)
            let window = showInWindow(p)
            p.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: c)
            pump()
            XCTAssertEqual(c.traitCollection.horizontalSizeClass, .regular)
            XCTAssertEqual(g.traitCollection.horizontalSizeClass, .regular, "and the child's descendants")
            XCTAssertEqual(p.traitCollection.horizontalSizeClass, .compact)
            XCTAssertEqual(trace("P", "C").filter { $0.contains("trait") }, ["C.traitCollectionDidChange"])
            XCTAssertEqual(p.overrideTraitCollection(forChild: c)?.horizontalSizeClass, .regular)
            // The iOS 17 form on the child itself.
            LifecycleTrace.clear()
            c.traitOverrides.verticalSizeClass = .compact
            XCTAssertEqual(c.traitCollection.verticalSizeClass, .compact)
            XCTAssertEqual(g.traitCollection.verticalSizeClass, .compact)
            XCTAssertEqual(
                trace("P", "C", "G").filter { $0.contains("trait") },
                ["C.traitCollectionDidChange", "G.traitCollectionDidChange"])
            _ = window
        }
    }

    /// TS-30 (b) / TR-3: a change at the window reaches the parent first, while the child still
    /// reports the old traits; nothing is sent when nothing changed.
    func testTS30bTopDownTraitChange() {
        onMain {
            let p = Probe("P"), c = Probe("C")
            embed(c, in: p)
            let window = showInWindow(p)
            var childStyleSeenByParent: UIUserInterfaceStyle?
            p.hooks["traitCollectionDidChange"] = { _ in childStyleSeenByParent = c.traitCollection.userInterfaceStyle }
            window.overrideUserInterfaceStyle = .dark
            pump()
            XCTAssertEqual(
                trace("P", "C").filter { $0.contains("trait") },
                ["P.traitCollectionDidChange", "C.traitCollectionDidChange"])
            XCTAssertEqual(childStyleSeenByParent, .light)
            XCTAssertEqual(c.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(c.view.traitCollection.userInterfaceStyle, .dark)
            LifecycleTrace.clear()
            window.overrideUserInterfaceStyle = .dark
            window.traitOverrides.displayScale = UIScreen.main.scale
            XCTAssertEqual(trace("P", "C"), [], "no callback without a change")
            // overrideUserInterfaceStyle on a controller applies to its children.
            p.overrideUserInterfaceStyle = .light
            XCTAssertEqual(c.traitCollection.userInterfaceStyle, .light)
        }
    }

    /// TS-30 (c) / TR-4: a window resize is a size transition from the root down.
    func testTS30cSizeTransition() {
        onMain {
            let p = SizingParent("P"), c = Probe("C")
            embed(c, in: p)
            c.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let window = showInWindow(p)
            var alongside = 0, completed = 0
            p.hooks["traitCollectionDidChange"] = { p in
                p.transitionCoordinator?.animate(
                    alongsideTransition: { _ in alongside += 1 }, completion: { _ in completed += 1 })
            }
            window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            pump()
            XCTAssertEqual(
                trace("P", "C").filter { !$0.contains("Appear") },
                [
                    "P.willTransition(to: regular/compact/light)",
                    "C.willTransition(to: regular/compact/light)",
                    "P.viewWillTransition(to: (844, 390))",
                    "C.viewWillTransition(to: (844, 390))",
                    "P.traitCollectionDidChange",
                    "C.traitCollectionDidChange",
                ])
            XCTAssertEqual(c.view.bounds.size, CGSize(width: 844, height: 390))
            XCTAssertEqual(p.traitCollection.horizontalSizeClass, .regular)
            XCTAssertEqual(alongside, 1)
            XCTAssertEqual(completed, 1)

            // Same traits: no willTransition(to:with:); a pinned child size: no viewWillTransition.
            LifecycleTrace.clear()
            p.pinChildSize = true
            window.frame = CGRect(x: 0, y: 0, width: 900, height: 390)
            XCTAssertEqual(trace("P", "C"), ["P.viewWillTransition(to: (900, 390))"])
        }
    }

    /// TS-30 (d) / SA-1: additional insets reach the container's children; a detached view has
    /// none.
    func testTS30dSafeArea() {
        onMain {
            let p = Probe("P"), c = Probe("C")
            embed(c, in: p)
            c.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let window = showInWindow(p)
            window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            pump()
            XCTAssertEqual(p.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            LifecycleTrace.clear()
            p.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            pump()
            XCTAssertEqual(
                trace("P", "C", layout: true).filter { $0.contains("SafeArea") },
                ["P.viewSafeAreaInsetsDidChange", "C.viewSafeAreaInsetsDidChange"])
            XCTAssertEqual(p.view.safeAreaInsets.top, 67)
            XCTAssertGreaterThanOrEqual(c.view.safeAreaInsets.top, p.view.safeAreaInsets.top)
            c.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            pump()
            XCTAssertEqual(c.view.safeAreaInsets.top, 72)
            // A child that covers only part of the parent gets only the covered part.
            let half = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
            c.view.addSubview(half)
            XCTAssertEqual(half.safeAreaInsets.top, 0)
            XCTAssertEqual(half.safeAreaInsets.bottom, 34)
            XCTAssertEqual(UIViewController().view.safeAreaInsets, .zero)
            XCTAssertEqual(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets, .zero)
        }
    }

    /// L-2 / SA-1: during an appearance, safe-area changes come before viewIsAppearing and layout.
    func testSafeAreaBeforeViewIsAppearing() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            window.systemSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            pump()
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            LifecycleTrace.clear()
            a.present(b, animated: true)
            pump()
            let events = trace("B", layout: true)
            let safe = events.firstIndex(of: "B.viewSafeAreaInsetsDidChange")!
            XCTAssertLessThan(events.firstIndex(of: "B.viewWillAppear(true)")!, safe)
            XCTAssertLessThan(safe, events.firstIndex(of: "B.viewWillLayoutSubviews")!)
        }
    }

    /// TS-30 (e) / CS-1: a child's preferred content size reaches its parent once, at once.
    func testTS30ePreferredContentSize() {
        onMain {
            let p = SizingParent("P"), c = Probe("C")
            embed(c, in: p, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            var calls = 0
            LifecycleTrace.clear()
            p.hooks["preferredContentSizeDidChange"] = { _ in calls += 1 }
            c.preferredContentSize = CGSize(width: 100, height: 50)
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(trace("P"), ["P.preferredContentSizeDidChange(forChildContentContainer: C)"])
            c.preferredContentSize = CGSize(width: 100, height: 50)
            XCTAssertEqual(calls, 1, "no call when the value does not change")
            XCTAssertEqual(c.view.frame.size, CGSize(width: 200, height: 200), "no automatic resize")
        }
    }

    /// SB-1: status bar appearance follows childFor… links from the root and full-screen
    /// presentations.
    func testSB1StatusBarChain() {
        onMain {
            final class Delegating: Probe {
                weak var delegateChild: UIViewController?
                override var childForStatusBarStyle: UIViewController? { delegateChild }
                override var childForStatusBarHidden: UIViewController? { delegateChild }
                override var childForHomeIndicatorAutoHidden: UIViewController? { delegateChild }
                override var childForScreenEdgesDeferringSystemGestures: UIViewController? { delegateChild }
            }
            final class Styled: Probe {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            let root = Delegating("Root"), middle = Delegating("Middle"), leaf = Styled("Leaf")
            embed(middle, in: root)
            embed(leaf, in: middle)
            let window = showInWindow(root)
            XCTAssertTrue(window.viewControllerForStatusBarStyle === root)
            root.delegateChild = middle
            middle.delegateChild = leaf
            root.setNeedsStatusBarAppearanceUpdate()
            XCTAssertTrue(window.statusBarAppearanceNeedsUpdate)
            XCTAssertTrue(window.viewControllerForStatusBarStyle === leaf)
            XCTAssertEqual(window.viewControllerForStatusBarStyle?.preferredStatusBarStyle, .lightContent)
            XCTAssertTrue(window.viewControllerForStatusBarHidden === leaf)
            XCTAssertTrue(window.viewControllerForHomeIndicatorAutoHidden === leaf)
            XCTAssertTrue(window.viewControllerForScreenEdgesDeferringSystemGestures === leaf)
            let sheet = Probe("Sheet")
            root.present(sheet, animated: false)
            XCTAssertTrue(window.viewControllerForStatusBarStyle === leaf, "a sheet does not capture the status bar")
            sheet.dismiss(animated: false)
            let cover = Probe("Cover")
            cover.modalPresentationStyle = .fullScreen
            root.present(cover, animated: false)
            XCTAssertTrue(window.viewControllerForStatusBarStyle === cover)
        }
    }
}
