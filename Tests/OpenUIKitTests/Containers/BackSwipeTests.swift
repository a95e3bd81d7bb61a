import TestSupport
import XCTest

@testable import OpenUIKit

/// A controller whose view is covered by a view that traces its touches, named `<name>View`.
@MainActor
private func probeWithContent(_ name: String) -> Probe {
    let probe = Probe(name)
    probe.loadViewIfNeeded()
    let content = TouchLogView("\(name)View", frame: probe.view.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    probe.view.addSubview(content)
    return probe
}

/// A navigation controller on screen with A under B (both with traced content), settled, the
/// trace cleared.
@MainActor
private func showStackOfTwo(delegate: NavigationDelegateProbe) -> (UINavigationController, UIWindow, Probe, Probe) {
    let a = probeWithContent("A"), b = probeWithContent("B")
    let (nav, window) = showNavigation(a, delegate: delegate)
    nav.pushViewController(b, animated: false)
    pump()
    LifecycleTrace.clear()
    return (nav, window, a, b)
}

/// N-9 by touch: the navigation controller's edge pan, driven by real touches, pops through the
/// percent-driven transition, to completion or back.
final class BackSwipeTests: UIKitTestCase {
    func testEdgeSwipePastHalfwayPops() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let (nav, window, a, b) = showStackOfTwo(delegate: delegate)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 4, y: 400), in: window)
            elapse(1.0 / 60)
            input.touchMoved(to: CGPoint(x: 20, y: 400))
            XCTAssertEqual(
                trace("A", "B", "AView", "BView"),
                [
                    "BView.touchesBegan(1)",
                    "B.willMove(toParent: nil)", "⟨willShow A⟩",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "BView.touchesCancelled(1)",
                ], "the pop begins with the swipe; the swiped view loses its touch")
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertTrue(nav.transitionCoordinator?.isInteractive ?? false)
            elapse(1.0 / 60)
            input.touchMoved(to: CGPoint(x: 199, y: 400))
            elapse(1.0)
            XCTAssertEqual(
                b.view.layer.presentation()!.frame.minX, 195, accuracy: 0.001,
                "the view follows the finger however long it rests")
            input.touchMoved(to: CGPoint(x: 250, y: 400))
            elapse(0.1)
            input.touchUp()
            pump()
            XCTAssertEqual(
                trace("A", "B", "AView", "BView"),
                [
                    "BView.touchesBegan(1)",
                    "B.willMove(toParent: nil)", "⟨willShow A⟩",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "BView.touchesCancelled(1)",
                    "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                    "B.removeFromParent()", "B.didMove(toParent: nil)", "⟨didShow A⟩",
                ])
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertEqual(nav.children, [a])
            XCTAssertNil(b.view.window)
            XCTAssertEqual(a.view.frame, nav.view.bounds)
            XCTAssertNil(nav.transitionCoordinator)
        }
    }

    /// Let go short of halfway without a flick: the pop is undone (N-9's trace, no didShow).
    func testEdgeSwipeLetGoEarlyCancels() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let (nav, window, a, b) = showStackOfTwo(delegate: delegate)
            drag([CGPoint(x: 4, y: 400), CGPoint(x: 40, y: 400), CGPoint(x: 120, y: 400)], in: window, lift: false)
            elapse(0.5)
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertEqual(
                trace("A", "B", "AView", "BView").filter { !$0.contains("Move") && !$0.contains("Parent") },
                [
                    "BView.touchesBegan(1)",
                    "⟨willShow A⟩",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "BView.touchesCancelled(1)",
                    "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
                    "B.viewWillAppear(true)", "B.viewDidAppear(true)",
                ])
            XCTAssertEqual(
                trace("B").filter { $0.contains("Parent") }, ["B.willMove(toParent: nil)", "B.didMove(toParent: N)"])
            XCTAssertEqual(nav.viewControllers, [a, b])
            XCTAssertEqual(nav.children, [a, b])
            XCTAssertNil(a.view.window)
            XCTAssertTrue(b.view.window === window)
            XCTAssertEqual(b.view.frame, nav.view.bounds)
            XCTAssertTrue(nav.navigationBar.topItem === b.navigationItem)

            // A quick flick finishes the pop even short of halfway.
            LifecycleTrace.clear()
            elapse(1)
            drag(
                [CGPoint(x: 4, y: 400), CGPoint(x: 30, y: 400), CGPoint(x: 60, y: 400), CGPoint(x: 100, y: 400)],
                in: window)
            pump()
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertTrue(trace("A").contains("A.viewDidAppear(true)"))
        }
    }

    /// At the root, or away from the edge, the swipe does not begin and the touches stay with
    /// the content.
    func testNoSwipeAtTheRootOrAwayFromTheEdge() {
        onMain {
            let a = probeWithContent("A")
            let (nav, window) = showNavigation(a)
            drag([CGPoint(x: 4, y: 400), CGPoint(x: 200, y: 400)], in: window)
            pump()
            XCTAssertEqual(
                trace("A", "AView"), ["AView.touchesBegan(1)", "AView.touchesMoved(1)", "AView.touchesEnded(1)"])
            XCTAssertEqual(nav.interactivePopGestureRecognizer?.state, .possible)
            let b = probeWithContent("B")
            nav.pushViewController(b, animated: false)
            pump()
            LifecycleTrace.clear()
            elapse(1)
            drag([CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400)], in: window)
            pump()
            XCTAssertEqual(
                trace("A", "B", "BView"), ["BView.touchesBegan(1)", "BView.touchesMoved(1)", "BView.touchesEnded(1)"])
            XCTAssertEqual(nav.viewControllers, [a, b])
        }
    }
}
