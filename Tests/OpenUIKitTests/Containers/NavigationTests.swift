import TestSupport
import XCTest

@testable import OpenUIKit

/// Records a navigation delegate's calls into the trace.
@MainActor
final class NavigationDelegateProbe: UINavigationControllerDelegate {
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: UIPercentDrivenInteractiveTransition?
    var operations: [UINavigationController.Operation] = []

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        LifecycleTrace.record("⟨willShow \(LifecycleTrace.name(of: viewController))⟩")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        LifecycleTrace.record("⟨didShow \(LifecycleTrace.name(of: viewController))⟩")
    }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// UINavigationController: S-5 to S-7, N-1 to N-8, TS-02 to TS-04, TS-11, TS-26, TS-27, TS-29 (a).
final class NavigationTests: UIKitTestCase {
    /// A controller popped and pushed again before the pop's transition ran stays a child on
    /// the stack when the transition ends (the stack invariant checks it after every change).
    func testAControllerPushedAgainBeforeItsPopEndsStaysAChild() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a)
            defer { window.isHidden = true }
            nav.pushViewController(b, animated: false)
            pump()
            nav.popViewController(animated: false)
            nav.pushViewController(b, animated: false)
            pump()
            XCTAssertEqual(nav.viewControllers, [a, b])
            XCTAssertTrue(b.parent === nav)
            XCTAssertTrue(nav.children.contains(b))
            XCTAssertEqual(nav.stackInvariantViolations(), [])
        }
    }

    /// TS-02 / S-6 / N-2: the stack changes at once; the appearance waits for the run loop.
    func testTS02ProgrammaticPushIsDeferred() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a)
            nav.pushViewController(b, animated: false)
            XCTAssertEqual(nav.viewControllers, [a, b])
            XCTAssertTrue(nav.topViewController === b)
            XCTAssertTrue(b.parent === nav)
            XCTAssertTrue(b.navigationController === nav)
            XCTAssertEqual(trace("A", "B"), ["B.willMove(toParent: N)"])
            pump()
            XCTAssertEqual(
                trace("A", "B").filter { !$0.contains("load") && !$0.contains("Load") },
                [
                    "B.willMove(toParent: N)",
                    "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                    "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                    "B.didMove(toParent: N)",
                ])
            XCTAssertTrue(b.view.window === window)
            XCTAssertNil(a.view.window)
        }
    }

    /// S-5 / TS-29 (a): `show` from inside a navigation controller pushes, animated.
    func testS5ShowPushesAnimated() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a)
            var moving: [Bool] = []
            b.hooks["viewWillAppear"] = { b in moving.append(b.isMovingToParent) }
            XCTAssertTrue(a.targetViewController(forAction: UIViewController.showAction, sender: nil) === nav)
            a.show(b, sender: nil)
            XCTAssertEqual(nav.viewControllers, [a, b], "the stack is updated when show returns")
            UIApplication.shared.advance(by: 0.1)
            XCTAssertFalse(trace("B").contains("B.viewDidAppear(true)"))
            pump()
            XCTAssertEqual(
                trace("A", "B", "N"),
                [
                    "N.show(B)",
                    "N.pushViewController(B, animated: true)",
                    "N.addChild(B)",
                    "B.willMove(toParent: N)",
                    "B.loadView", "B.viewDidLoad",
                    "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                    "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                    "B.didMove(toParent: N)",
                ])
            let withLayout = trace("B", layout: true)
            XCTAssertLessThan(
                withLayout.firstIndex(of: "B.viewWillLayoutSubviews")!,
                withLayout.firstIndex(of: "B.viewDidAppear(true)")!)
            XCTAssertEqual(moving, [true])
            _ = window
        }
    }

    /// TS-03 / S-7 / L-5: pop, with the popped controller freed afterwards.
    func testTS03PopWithDeallocation() {
        onMain {
            let a = Probe("A")
            let (nav, window) = showNavigation(a)
            weak var weakB: UIViewController?
            var flags: [String] = []
            do {
                let b = Probe("B")
                weakB = b
                nav.pushViewController(b, animated: false)
                pump()
                b.hooks["viewWillDisappear"] = { b in flags.append("B moving from parent: \(b.isMovingFromParent)") }
                a.hooks["viewWillAppear"] = { a in flags.append("A moving to parent: \(a.isMovingToParent)") }
                LifecycleTrace.clear()
                let popped = nav.popViewController(animated: true)
                XCTAssertTrue(popped === b)
                XCTAssertEqual(nav.viewControllers, [a])
            }
            pump()
            XCTAssertEqual(
                trace("A", "B"),
                [
                    "B.willMove(toParent: nil)",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                    "B.removeFromParent()", "B.didMove(toParent: nil)",
                    "B.deinit",
                ])
            XCTAssertEqual(flags, ["B moving from parent: true", "A moving to parent: false"])
            XCTAssertEqual(nav.children, [a])
            XCTAssertNil(weakB)
            _ = window
        }
    }

    /// TS-04 / N-3: popping the root does nothing.
    func testTS04PopOnRootIsANoOp() {
        onMain {
            let a = Probe("A")
            let (nav, window) = showNavigation(a)
            XCTAssertNil(nav.popViewController(animated: true))
            pump()
            XCTAssertEqual(trace("A"), [])
            XCTAssertEqual(nav.viewControllers, [a])
            _ = window
        }
    }

    /// N-4: popToRoot returns the popped controllers bottom to top; only the top and the root
    /// hear appearance callbacks; every popped one moves out and is freed.
    func testN4PopToRoot() {
        onMain {
            let a = Probe("A")
            let (nav, window) = showNavigation(a)
            var weakPopped: [WeakBox<UIViewController>] = []
            do {
                let b = Probe("B"), c = Probe("C"), d = Probe("D")
                weakPopped = [b, c, d].map { WeakBox($0) }
                nav.setViewControllers([a, b, c, d], animated: false)
                pump()
                LifecycleTrace.clear()
                let popped = nav.popToRootViewController(animated: true)
                XCTAssertEqual(popped ?? [], [b, c, d])
                XCTAssertEqual(
                    trace("B", "C", "D").filter { $0.contains("willMove") },
                    [
                        "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "D.willMove(toParent: nil)",
                    ])
            }
            pump()
            XCTAssertEqual(
                trace("A", "B", "C", "D").filter { $0.contains("Appear") || $0.contains("Disappear") },
                [
                    "D.viewWillDisappear(true)", "A.viewWillAppear(true)", "D.viewDidDisappear(true)",
                    "A.viewDidAppear(true)",
                ])
            XCTAssertEqual(trace("B", "C", "D").filter { $0.contains("didMove") }.count, 3)
            XCTAssertTrue(weakPopped.allSatisfy { $0.value == nil })
            XCTAssertEqual(nav.children, [a])
            _ = window
        }
    }

    /// TS-26 / N-5 / N-1: setViewControllers picks one transition by the new top.
    func testTS26SetViewControllersTransitionSelection() {
        onMain {
            let a = Probe("A"), b = Probe("B"), d = Probe("D")
            let (nav, window) = showNavigation(a)
            weak var weakC: UIViewController?
            do {
                let c = Probe("C")
                weakC = c
                nav.setViewControllers([a, b, c], animated: false)
                pump()
                LifecycleTrace.clear()
                nav.setViewControllers([d, a, b], animated: true)
            }
            pump()
            XCTAssertEqual(
                trace("A", "B", "C", "D").filter { $0.contains("Appear") || $0.contains("Disappear") },
                [
                    "C.viewWillDisappear(true)", "B.viewWillAppear(true)", "C.viewDidDisappear(true)",
                    "B.viewDidAppear(true)",
                ])
            let moves = trace("C", "D").filter { $0.contains("Move(") }
            XCTAssertEqual(
                Set(moves),
                [
                    "C.willMove(toParent: nil)", "C.didMove(toParent: nil)", "D.willMove(toParent: N)",
                    "D.didMove(toParent: N)",
                ])
            XCTAssertEqual(nav.children, [d, a, b])
            XCTAssertNil(weakC)

            // The current top stays: no transition. A new top: a push.
            LifecycleTrace.clear()
            nav.viewControllers = [a, b]
            pump()
            XCTAssertEqual(trace("A", "B").filter { $0.contains("Appear") }, [])
            let e = Probe("E")
            nav.setViewControllers([a, e], animated: true)
            pump()
            XCTAssertEqual(
                trace("B", "E").filter { $0.contains("Appear") || $0.contains("Disappear") },
                [
                    "B.viewWillDisappear(true)", "E.viewWillAppear(true)", "B.viewDidDisappear(true)",
                    "E.viewDidAppear(true)",
                ])
            _ = window
        }
    }

    /// N-2 / N-5: several changes in one turn make one transition, to the final top.
    func testChangesInOneTurnMakeOneTransition() {
        onMain {
            let a = Probe("A"), b = Probe("B"), c = Probe("C")
            let (nav, window) = showNavigation(a)
            nav.pushViewController(b, animated: false)
            nav.pushViewController(c, animated: false)
            pump()
            XCTAssertEqual(
                trace("A", "B", "C").filter { $0.contains("Appear") || $0.contains("Disappear") },
                [
                    "A.viewWillDisappear(false)", "C.viewWillAppear(false)", "A.viewDidDisappear(false)",
                    "C.viewDidAppear(false)",
                ])
            XCTAssertEqual(
                trace("B").filter { $0.contains("Move") }, ["B.willMove(toParent: N)", "B.didMove(toParent: N)"])
            XCTAssertFalse(b.isViewLoaded, "a controller pushed past is not loaded")
            XCTAssertEqual(nav.children, [a, b, c])
            _ = window
        }
    }

    /// TS-27 / N-2 / N-4: misuse is refused with UIKit's reasons, the stack untouched.
    func testTS27NavigationMisuse() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a)
            nav.pushViewController(b, animated: false)
            pump()
            LifecycleTrace.clear()
            XCTAssertNil(nav.popToViewController(Probe("X"), animated: true))
            assertReported("NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist.")
            nav.pushViewController(a, animated: false)
            assertReported(
                "NSInvalidArgumentException",
                "Pushing the same view controller instance more than once is not supported (\(objectDescription(a)))")
            nav.pushViewController(UINavigationController(), animated: false)
            assertReported("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
            nav.pushViewController(UITabBarController(), animated: false)
            assertReported("NSInvalidArgumentException", "Pushing a tab bar controller is not supported")
            pump()
            XCTAssertEqual(nav.viewControllers, [a, b])
            XCTAssertEqual(trace("A", "B").filter { !$0.hasPrefix("N.") }, [])
            XCTAssertEqual(nav.popToRootViewController(animated: false), [b])
            pump()
            XCTAssertEqual(nav.viewControllers, [a])
            _ = window
        }
    }

    /// N-7: the delegate hears willShow before the new top appears and didShow after, for the
    /// root's first display too.
    func testN7DelegateCallbacks() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let a = Probe("A"), b = Probe("B")
            let navigation = UINavigationController(rootViewController: a)
            navigation.delegate = delegate
            LifecycleTrace.name(navigation, "N")
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            pump()
            XCTAssertEqual(
                trace("A").filter { !$0.contains("oad") && !$0.contains("Move") },
                [
                    "⟨willShow A⟩", "A.viewWillAppear(false)", "A.viewDidAppear(false)", "⟨didShow A⟩",
                ])
            LifecycleTrace.clear()
            navigation.pushViewController(b, animated: true)
            pump()
            let events = trace("A", "B")
            let willShow = events.firstIndex(of: "⟨willShow B⟩")!
            let didAppear = events.firstIndex(of: "B.viewDidAppear(true)")!
            let didShow = events.firstIndex(of: "⟨didShow B⟩")!
            XCTAssertTrue(willShow < didAppear && didAppear < didShow)
            XCTAssertLessThan(events.firstIndex(of: "B.viewDidLoad")!, willShow)
            XCTAssertEqual(events.filter { $0.hasPrefix("⟨") }, ["⟨willShow B⟩", "⟨didShow B⟩"])
            XCTAssertEqual(delegate.operations, [.push])
        }
    }

    /// N-6: each controller's item, the title link, and the back button that pops.
    func testN6NavigationItemsAndBackButton() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            a.title = "Inbox"
            XCTAssertEqual(a.navigationItem.title, "Inbox")
            a.navigationItem.title = "Mail"
            XCTAssertEqual(a.title, "Inbox", "the item's title does not set the controller's")
            let (nav, window) = showNavigation(a)
            nav.pushViewController(b, animated: false)
            pump()
            XCTAssertTrue(nav.navigationBar.topItem === b.navigationItem)
            XCTAssertTrue(nav.navigationBar.backItem === a.navigationItem)
            XCTAssertEqual(nav.navigationBar.backButtonTitle, "Mail")
            a.navigationItem.backButtonTitle = "Back to mail"
            XCTAssertEqual(nav.navigationBar.backButtonTitle, "Back to mail")
            a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
            XCTAssertEqual(nav.navigationBar.backButtonTitle, "Up")
            XCTAssertFalse(nav.navigationBar.backButton.isHidden)
            LifecycleTrace.clear()
            nav.navigationBar.backButton.sendActions(for: .touchUpInside)
            pump()
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertEqual(
                trace("A", "B").filter { $0.contains("Appear") || $0.contains("Disappear") },
                [
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)",
                    "A.viewDidAppear(true)",
                ])
            XCTAssertTrue(nav.navigationBar.backButton.isHidden, "no back button at the root")
            XCTAssertEqual(nav.navigationBar.items?.count, 1)
            _ = window
        }
    }

    /// The bars feed the children's safe area; hiding the bar gives it back.
    func testBarsFeedSafeArea() {
        onMain {
            let a = Probe("A")
            let (nav, window) = showNavigation(a)
            window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            pump()
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
            XCTAssertEqual(a.view.safeAreaInsets.top, 47 + 44)
            XCTAssertEqual(a.view.safeAreaInsets.bottom, 34)
            a.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
            nav.setToolbarHidden(false, animated: false)
            pump()
            XCTAssertFalse(nav.toolbar.isHidden)
            XCTAssertEqual(nav.toolbar.items?.count, 1)
            XCTAssertEqual(a.view.safeAreaInsets.bottom, 34 + 44)
            nav.setNavigationBarHidden(true, animated: false)
            pump()
            XCTAssertTrue(nav.isNavigationBarHidden)
            XCTAssertEqual(a.view.safeAreaInsets.top, 47)

            let b = Probe("B")
            b.hidesBottomBarWhenPushed = true
            nav.pushViewController(b, animated: false)
            pump()
            XCTAssertTrue(nav.toolbar.isHidden)
            XCTAssertEqual(b.view.safeAreaInsets.bottom, 34)
        }
    }

    /// TS-11 / P-3 / P-4 / N-1: a child's full-screen presentation is made by the navigation
    /// controller, and the visible controller is what it presents.
    func testTS11PresentationForwardedToNavigationController() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a)
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            pump()
            XCTAssertTrue(b.presentingViewController === nav)
            XCTAssertTrue(nav.presentedViewController === b)
            XCTAssertTrue(a.presentedViewController === b)
            XCTAssertNil(b.parent)
            XCTAssertTrue(nav.visibleViewController === b)
            let events = trace("N", "B")
            XCTAssertLessThan(
                events.firstIndex(of: "N.viewWillDisappear(false)")!, events.firstIndex(of: "B.viewWillAppear(false)")!)
            a.dismiss(animated: false)
            pump()
            XCTAssertNil(nav.presentedViewController)
            XCTAssertNil(a.presentedViewController)
            XCTAssertNil(b.presentingViewController)
            XCTAssertTrue(nav.visibleViewController === a)
            _ = window
        }
    }

    /// Custom push and pop animations from the delegate run on the clock.
    func testCustomAnimationFromDelegate() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let animator = SlideAnimator()
            delegate.animator = animator
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a, delegate: delegate)
            nav.pushViewController(b, animated: true)
            UIApplication.shared.advance(by: 0.45)
            XCTAssertFalse(trace("B").contains("B.viewDidAppear(true)"))
            UIApplication.shared.advance(by: 0.1)
            XCTAssertTrue(trace("B").contains("B.viewDidAppear(true)"))
            nav.popViewController(animated: true)
            pump()
            XCTAssertEqual(delegate.operations, [.push, .pop])
            XCTAssertEqual(
                animator.log.filter { $0.hasPrefix("animate") },
                ["animate A→B animated=true", "animate B→A animated=true"])
            _ = window
        }
    }

    /// Off screen the stack can change freely; the top shows when the navigation controller
    /// appears, with no callbacks for the ones passed over.
    func testOffscreenChangesThenDisplay() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let nav = UINavigationController(rootViewController: a)
            LifecycleTrace.name(nav, "N")
            nav.pushViewController(b, animated: true)
            pump()
            XCTAssertEqual(trace("A", "B").filter { $0.contains("Appear") }, [])
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            pump()
            XCTAssertEqual(
                trace("A", "B").filter { $0.contains("Appear") }, ["B.viewWillAppear(false)", "B.viewDidAppear(false)"])
            XCTAssertFalse(a.isViewLoaded)
        }
    }

    /// N-9 / N-7: a back swipe driven partway and cancelled reverses both appearances and
    /// leaves the stack as it was; no didShow follows the willShow.
    func testN9CancelledInteractivePop() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a, delegate: delegate)
            nav.pushViewController(b, animated: false)
            pump()
            LifecycleTrace.clear()
            let swipe = nav.interactivePopGestureRecognizer as! UIPanGestureRecognizer
            XCTAssertTrue(swipe.view === nav.view)
            swipe.drag(to: CGPoint(x: 10, y: 0), state: .began)
            swipe.drag(to: CGPoint(x: 120, y: 0), state: .changed)
            XCTAssertEqual(
                b.view.layer.presentation()!.frame.minX, 120, accuracy: 0.001, "the top view follows the finger")
            XCTAssertTrue(nav.transitionCoordinator?.isInteractive ?? false, "the swipe drives the pop transition")
            XCTAssertTrue(a.view.window === window, "the revealed view is on screen underneath")
            swipe.drag(to: CGPoint(x: 120, y: 0), state: .ended)
            pump()
            XCTAssertEqual(
                trace("A", "B").filter { $0.contains("Appear") || $0.contains("Disappear") || $0.hasPrefix("⟨") },
                [
                    "⟨willShow A⟩",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
                    "B.viewWillAppear(true)", "B.viewDidAppear(true)",
                ])
            XCTAssertEqual(nav.viewControllers, [a, b])
            XCTAssertEqual(nav.children, [a, b])
            XCTAssertTrue(b.parent === nav)
            XCTAssertNil(a.view.window)
            XCTAssertEqual(b.view.frame, nav.view.bounds)
            XCTAssertTrue(nav.navigationBar.topItem === b.navigationItem)

            // A swipe past halfway completes as a pop.
            LifecycleTrace.clear()
            swipe.drag(to: .zero, state: .began)
            swipe.drag(to: CGPoint(x: 300, y: 0), state: .changed)
            swipe.drag(to: CGPoint(x: 300, y: 0), state: .ended)
            pump()
            XCTAssertEqual(
                trace("A", "B").filter { !$0.contains("oad") },
                [
                    "B.willMove(toParent: nil)", "⟨willShow A⟩",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                    "B.removeFromParent()", "B.didMove(toParent: nil)", "⟨didShow A⟩",
                ])
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertNil(b.view.window)
        }
    }

    /// The back swipe does nothing at the root.
    func testInteractivePopAtRootDoesNothing() {
        onMain {
            let a = Probe("A")
            let (nav, window) = showNavigation(a)
            let swipe = nav.interactivePopGestureRecognizer as! UIPanGestureRecognizer
            swipe.drag(to: .zero, state: .began)
            swipe.drag(to: CGPoint(x: 300, y: 0), state: .ended)
            pump()
            XCTAssertEqual(trace("A"), [])
            XCTAssertEqual(nav.viewControllers, [a])
            _ = window
        }
    }

    /// A pop driven by the delegate's percent-driven interaction controller: held at a
    /// fraction, cancelled (N-9's reversal, stack restored), then finished.
    func testPercentDrivenInteractivePop() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a, delegate: delegate)
            nav.pushViewController(b, animated: false)
            pump()
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            LifecycleTrace.clear()
            nav.popViewController(animated: true)
            pump()
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertTrue(nav.transitionCoordinator?.isInteractive ?? false)
            interaction.update(0.4)
            UIApplication.shared.advance(by: 5)
            let x = b.view.layer.presentation()!.frame.minX
            XCTAssertGreaterThan(x, 0, "held partway however long the clock runs")
            XCTAssertLessThan(x, 390)
            XCTAssertFalse(trace("B").contains("B.viewDidDisappear(true)"))
            interaction.cancel()
            pump()
            XCTAssertEqual(
                appearance("A", "B"),
                [
                    "⟨willShow A⟩",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
                    "B.viewWillAppear(true)", "B.viewDidAppear(true)",
                ])
            XCTAssertEqual(nav.viewControllers, [a, b])
            XCTAssertTrue(b.parent === nav)
            XCTAssertEqual(b.view.layer.presentation()!.frame.minX, 0)
            XCTAssertTrue(b.view.window === window)

            LifecycleTrace.clear()
            nav.popViewController(animated: true)
            pump()
            interaction.update(0.7)
            interaction.finish()
            pump()
            XCTAssertEqual(
                appearance("A", "B"),
                [
                    "⟨willShow A⟩",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                    "⟨didShow A⟩",
                ])
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertNil(b.parent)
        }
    }

    /// A cancelled interactive push withdraws the pushed controller.
    func testCancelledInteractivePush() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            let a = Probe("A")
            let (nav, window) = showNavigation(a, delegate: delegate)
            weak var weakB: UIViewController?
            do {
                let b = Probe("B")
                weakB = b
                nav.pushViewController(b, animated: true)
                pump()
                interaction.update(0.2)
                interaction.cancel()
            }
            pump()
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertEqual(nav.children, [a])
            XCTAssertTrue(a.view.window === window)
            XCTAssertEqual(
                trace("B").filter { $0.contains("Move") },
                [
                    "B.willMove(toParent: N)", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
                ])
            XCTAssertNil(weakB)
        }
    }
}
