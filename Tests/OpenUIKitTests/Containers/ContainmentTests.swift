import TestSupport
import XCTest

@testable import OpenUIKit

/// A container that forwards appearance by hand (C-7), optionally not at all.
@MainActor
final class ManualContainer: Probe {
    var forwards = true
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if forwards { children.forEach { $0.beginAppearanceTransition(true, animated: animated) } }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if forwards { children.forEach { $0.endAppearanceTransition() } }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if forwards { children.forEach { $0.beginAppearanceTransition(false, animated: animated) } }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if forwards { children.forEach { $0.endAppearanceTransition() } }
    }
}

/// Containment: C-1 to C-9, TS-13 to TS-18, and the seeds' container scenarios.
final class ContainmentTests: UIKitTestCase {
    /// TS-13 / C-1 / C-3 / C-6: adding a child to an on-screen container.
    func testTS13ManualAddOfAChild() {
        onMain {
            let p = Probe("P")
            let window = showInWindow(p)
            let c = Probe("C")
            var parentDuringWillMove: UIViewController?
            var loadedDuringWillMove = true
            c.hooks["viewWillAppear"] = { c in
                parentDuringWillMove = c.parent
                loadedDuringWillMove = c.isViewLoaded
            }
            p.addChild(c)
            XCTAssertTrue(c.parent === p)
            XCTAssertEqual(trace("C"), ["C.willMove(toParent: P)"], "willMove inside addChild, before the view loads")
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
            pump()
            assertTrace(
                trace("P", "C"),
                exact: [
                    "P.addChild(C)",
                    "C.willMove(toParent: P)",
                    "C.loadView",
                    "C.viewDidLoad",
                    "C.didMove(toParent: P)",
                ], soft: ["C.viewWillAppear(false)", "C.viewDidAppear(false)"])
            XCTAssertTrue(p.children == [c])
            XCTAssertTrue(parentDuringWillMove === p)
            XCTAssertTrue(loadedDuringWillMove)
            parentDuringWillMove = nil  // the child's hook holds this variable
            _ = window
        }
    }

    /// TS-14 / C-2: removing a child with the documented idiom, and `removeFromParent` alone.
    func testTS14ManualRemovalOfAChild() {
        onMain {
            let p = Probe("P")
            let window = showInWindow(p)
            let c = Probe("C")
            embed(c, in: p)
            pump()
            LifecycleTrace.clear()
            c.willMove(toParent: nil)
            c.view.removeFromSuperview()
            c.removeFromParent()
            pump()
            assertTrace(
                trace("P", "C"),
                exact: [
                    "C.willMove(toParent: nil)",
                    "C.removeFromParent()",
                    "C.didMove(toParent: nil)",
                ], soft: ["C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
            XCTAssertNil(c.parent)
            XCTAssertTrue(p.children.isEmpty)

            // Variant: removeFromParent alone leaves the view where it is.
            let d = Probe("D")
            embed(d, in: p)
            pump()
            LifecycleTrace.clear()
            d.removeFromParent()
            XCTAssertEqual(trace("D"), ["D.removeFromParent()", "D.didMove(toParent: nil)"])
            XCTAssertNil(d.parent)
            XCTAssertTrue(d.view.superview === p.view)
            _ = window
        }
    }

    /// TS-15 / C-1: addChild on a child of another parent removes it from that parent first.
    func testTS15ReparentingByAddChild() {
        onMain {
            let p1 = Probe("P1"), p2 = Probe("P2"), c = Probe("C")
            p1.addChild(c)
            LifecycleTrace.clear()
            p2.addChild(c)
            let moves = trace("C").filter { $0.contains("Move(") }
            XCTAssertEqual(Set(moves), ["C.didMove(toParent: nil)", "C.willMove(toParent: P2)"])
            XCTAssertEqual(moves.count, 2)
            XCTAssertTrue(c.parent === p2)
            XCTAssertFalse(p1.children.contains(c))
            XCTAssertTrue(p2.children.contains(c))
        }
    }

    /// TS-16 / C-4 / C-5: the canonical animated swap, with the layout of the incoming child
    /// inside its appearance.
    func testTS16TransitionCanonicalSwap() {
        onMain {
            let p = Probe("P")
            let window = showInWindow(p)
            let c1 = Probe("C1")
            embed(c1, in: p)
            pump()
            let container = c1.view.superview
            let c2 = Probe("C2")
            LifecycleTrace.clear()
            p.addChild(c2)
            c1.willMove(toParent: nil)
            p.transition(from: c1, to: c2, duration: 0.3, options: [], animations: nil) { _ in
                LifecycleTrace.record("⟨completion⟩")
                c2.didMove(toParent: p)
                c1.removeFromParent()
            }
            XCTAssertEqual(trace("C1").last, "C1.viewWillDisappear(true)", "the transition begins at once")
            UIApplication.shared.advance(by: 0.29)
            XCTAssertFalse(trace("C2").contains("C2.viewDidAppear(true)"), "not before the animation ends")
            pump()
            XCTAssertEqual(
                trace("P", "C1", "C2"),
                [
                    "P.addChild(C2)",
                    "C2.willMove(toParent: P)",
                    "C1.willMove(toParent: nil)",
                    "C2.loadView",
                    "C2.viewDidLoad",
                    "C1.viewWillDisappear(true)",
                    "C2.viewWillAppear(true)",
                    "C2.viewDidAppear(true)",
                    "C1.viewDidDisappear(true)",
                    "⟨completion⟩",
                    "C2.didMove(toParent: P)",
                    "C1.removeFromParent()",
                    "C1.didMove(toParent: nil)",
                ])
            let withLayout = trace("C2", layout: true)
            let willAppear = withLayout.firstIndex(of: "C2.viewWillAppear(true)")!
            let didAppear = withLayout.firstIndex(of: "C2.viewDidAppear(true)")!
            let layout = withLayout.firstIndex(of: "C2.viewWillLayoutSubviews")!
            XCTAssertTrue(willAppear < layout && layout < didAppear, "C2.layout+ inside the appearance (C-5)")
            XCTAssertTrue(withLayout.contains("C2.updateViewConstraints"))
            XCTAssertNil(c1.view.superview)
            XCTAssertTrue(c2.view.superview === container)
            XCTAssertTrue(p.children == [c2])
            _ = window
        }
    }

    /// TS-17 / C-9 row 1 / C-7: transition(from:to:) misuse is refused with no events.
    func testTS17TransitionMisuse() {
        onMain {
            let p = Probe("P"), q = Probe("Q")
            let window = showInWindow(p)
            let c1 = Probe("C1"), c2 = Probe("C2")
            embed(c1, in: p)
            q.addChild(c2)
            pump()
            LifecycleTrace.clear()
            p.transition(from: c1, to: c2, duration: 0.3, options: [], animations: nil, completion: nil)
            pump()
            assertReported(
                "NSInvalidArgumentException",
                "Children view controllers \(objectDescription(c1)) and \(objectDescription(c2)) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
            XCTAssertEqual(trace("C1", "C2"), [])
            XCTAssertTrue(c1.view.superview === p.view)
            XCTAssertNil(c2.viewIfLoaded?.superview)

            // (b) a container that forwards by hand cannot use it.
            let m = ManualContainer("M")
            let m1 = Probe("M1"), m2 = Probe("M2")
            embed(m1, in: m)
            m.addChild(m2)
            LifecycleTrace.clear()
            Reported.diagnostics = []
            m.transition(from: m1, to: m2, duration: 0, options: [], animations: nil, completion: nil)
            pump()
            XCTAssertEqual(Reported.diagnostics.map(\.name), ["NSInvalidArgumentException"])
            XCTAssertEqual(trace("M1", "M2"), [])
            XCTAssertNil(m2.viewIfLoaded?.superview)
            _ = window
        }
    }

    /// TS-18 / C-7 / C-8: manual forwarding, and unbalanced calls.
    func testTS18ManualAppearanceForwarding() {
        onMain {
            let p = ManualContainer("P")
            let c = Probe("C")
            embed(c, in: p)
            LifecycleTrace.clear()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = p
            window.makeKeyAndVisible()
            pump()
            XCTAssertEqual(
                trace("P", "C"),
                [
                    "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewDidAppear(false)",
                    "C.viewDidAppear(false)",
                ])
            LifecycleTrace.clear()
            c.beginAppearanceTransition(false, animated: false)
            c.endAppearanceTransition()
            XCTAssertEqual(trace("C"), ["C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
            LifecycleTrace.clear()
            c.endAppearanceTransition()
            XCTAssertEqual(trace("C"), [])
            assertReported(
                "Warning", "Unbalanced calls to begin/end appearance transitions for \(objectDescription(c)).")
        }
    }

    /// TS-18 check: with the forwarding code removed, the child hears nothing.
    func testTS18WithoutForwardingTheChildHearsNothing() {
        onMain {
            let p = ManualContainer("P")
            p.forwards = false
            let c = Probe("C")
            embed(c, in: p)
            LifecycleTrace.clear()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = p
            window.makeKeyAndVisible()
            pump()
            XCTAssertEqual(trace("P", "C"), ["P.viewWillAppear(false)", "P.viewDidAppear(false)"])
        }
    }

    /// C-6: a container displayed with a child already embedded forwards its appearance.
    func testC6InitialDisplayWithEmbeddedChild() {
        onMain {
            let p = Probe("P"), c = Probe("C")
            embed(c, in: p)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = p
            window.makeKeyAndVisible()
            pump()
            XCTAssertEqual(
                trace("C"),
                [
                    "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.didMove(toParent: P)",
                    "C.viewWillAppear(false)", "C.viewDidAppear(false)",
                ])
            let withLayout = trace("C", layout: true)
            XCTAssertTrue(withLayout.contains("C.viewWillLayoutSubviews"))
            XCTAssertEqual(
                trace("P").filter { $0.contains("Appear") }, ["P.viewWillAppear(false)", "P.viewDidAppear(false)"])
        }
    }

    /// C-7 / L-4: begin/end nest, and a reversed begin cancels an appearance.
    func testC7NestingAndCancelledAppearance() {
        onMain {
            let c = Probe("C")
            c.beginAppearanceTransition(true, animated: true)
            c.beginAppearanceTransition(true, animated: true)
            c.endAppearanceTransition()
            XCTAssertEqual(trace("C"), ["C.viewWillAppear(true)"], "did comes with the final end")
            c.endAppearanceTransition()
            XCTAssertEqual(trace("C"), ["C.viewWillAppear(true)", "C.viewDidAppear(true)"])
            LifecycleTrace.clear()
            c.beginAppearanceTransition(false, animated: true)
            c.beginAppearanceTransition(true, animated: true)
            c.endAppearanceTransition()
            c.endAppearanceTransition()
            XCTAssertEqual(
                trace("C"), ["C.viewWillDisappear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)"])
            let d = Probe("D")
            d.beginAppearanceTransition(true, animated: true)
            d.beginAppearanceTransition(false, animated: true)
            d.endAppearanceTransition()
            d.endAppearanceTransition()
            XCTAssertEqual(
                trace("D"), ["D.viewWillAppear(true)", "D.viewWillDisappear(true)", "D.viewDidDisappear(true)"])
            XCTAssertTrue(Reported.diagnostics.isEmpty)
        }
    }

    /// C-7: begin/end reach the descendants of an automatically forwarding child.
    func testC7BeginEndReachDescendants() {
        onMain {
            let c = Probe("C"), g = Probe("G")
            embed(g, in: c)
            LifecycleTrace.clear()
            c.beginAppearanceTransition(true, animated: false)
            c.endAppearanceTransition()
            XCTAssertEqual(
                trace("C", "G"),
                [
                    "C.viewWillAppear(false)", "G.viewWillAppear(false)", "C.viewDidAppear(false)",
                    "G.viewDidAppear(false)",
                ])
        }
    }

    /// C-8: a transition to a child whose view was added by hand warns of unbalanced calls.
    func testC8TransitionToAChildAlreadyOnScreenWarns() {
        onMain {
            let p = Probe("P")
            let window = showInWindow(p)
            let c1 = Probe("C1"), c2 = Probe("C2")
            embed(c1, in: p)
            embed(c2, in: p)
            pump()
            p.transition(from: c1, to: c2, duration: 0, options: [], animations: nil, completion: nil)
            pump()
            assertReported(
                "Warning", "Unbalanced calls to begin/end appearance transitions for \(objectDescription(c2)).")
            _ = window
        }
    }

    /// C-9 row 2: a child's view under a controller view that is not its parent's is refused.
    func testC9HierarchyInconsistency() {
        onMain {
            let p = Probe("P"), q = Probe("Q"), c = Probe("C")
            let window = showInWindow(q)
            p.addChild(c)
            LifecycleTrace.clear()
            q.view.addSubview(c.view)
            assertReported(
                "UIViewControllerHierarchyInconsistency",
                "child view controller:\(objectDescription(c)) should have parent view controller:\(objectDescription(p)) but actual parent is:\(objectDescription(q))"
            )
            XCTAssertNil(c.view.superview)
            XCTAssertTrue(q.view.subviews.isEmpty)
            XCTAssertEqual(trace("C").filter { $0.contains("Appear") }, [])
            // addChild makes the same check against where the child's view already is.
            let r = Probe("R"), d = Probe("D")
            p.view.addSubview(d.view)
            r.addChild(d)
            assertReported(
                "UIViewControllerHierarchyInconsistency",
                "child view controller:\(objectDescription(d)) should have parent view controller:\(objectDescription(p)) but requested parent is:\(objectDescription(r))"
            )
            XCTAssertNil(d.parent)
            XCTAssertTrue(r.children.isEmpty)
            // A plain view of the right parent is fine, at any depth.
            let holder = UIView()
            p.view.addSubview(holder)
            holder.addSubview(c.view)
            XCTAssertTrue(c.view.superview === holder)
            _ = window
        }
    }

    /// Seed: a child created with a frame, added, shown and removed with the full sequence.
    func testSeedChildWithFrameAddedShownRemoved() {
        onMain {
            let parent = Probe("Parent")
            let window = showInWindow(parent)
            let child = Probe("Child")
            let frame = CGRect(x: 20, y: 100, width: 200, height: 120)
            child.view.frame = frame
            LifecycleTrace.clear()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            pump()
            XCTAssertEqual(child.view.frame, frame)
            XCTAssertTrue(child.view.window === window)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            pump()
            XCTAssertEqual(
                trace("Child"),
                [
                    "Child.willMove(toParent: Parent)",
                    "Child.viewWillAppear(false)", "Child.viewDidAppear(false)",
                    "Child.didMove(toParent: Parent)",
                    "Child.willMove(toParent: nil)",
                    "Child.viewWillDisappear(false)", "Child.viewDidDisappear(false)",
                    "Child.removeFromParent()",
                    "Child.didMove(toParent: nil)",
                ])
        }
    }

    /// Seed: a parent that lazily creates two children once, and never twice across repeated
    /// view loads.
    func testSeedLazyChildrenCreatedOnce() {
        onMain {
            final class TrayParent: Probe {
                var made = 0
                lazy var tray: UIViewController = {
                    made += 1
                    return Probe("Tray")
                }()
                lazy var content: UIViewController = {
                    made += 1
                    return Probe("Content")
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for child in [content, tray] where child.parent !== self {
                        embed(child, in: self)
                    }
                    for child in [content, tray] where child.view.superview !== view {
                        view.addSubview(child.view)
                    }
                }
            }
            let parent = TrayParent("Parent")
            _ = parent.view
            XCTAssertEqual(parent.made, 2)
            parent.view = nil
            _ = parent.view
            parent.view = nil
            parent.loadViewIfNeeded()
            XCTAssertEqual(parent.made, 2, "created once")
            XCTAssertEqual(parent.children.count, 2, "added once")
            XCTAssertTrue(parent.tray.view.superview === parent.view)
            XCTAssertEqual(
                trace("Tray").filter { $0.contains("Move") },
                ["Tray.willMove(toParent: Parent)", "Tray.didMove(toParent: Parent)"])
            XCTAssertEqual(trace("Parent").filter { $0 == "Parent.viewDidLoad" }.count, 3)
        }
    }

    /// Seed: a parent that swaps its child with an animated transition(from:to:) (C-5).
    func testSeedParentSwapsChildren() {
        onMain {
            final class Swapper: Probe {
                let first = Probe("First"), second = Probe("Second")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    embed(first, in: self)
                }
                func swap() {
                    let (from, to) = children.first === first ? (first, second) : (second, first)
                    addChild(to)
                    to.view.frame = view.bounds
                    from.willMove(toParent: nil)
                    transition(
                        from: from, to: to, duration: 0.25, options: .transitionCrossDissolve,
                        animations: {
                            to.view.alpha = 1
                        }
                    ) { _ in
                        to.didMove(toParent: self)
                        from.removeFromParent()
                    }
                }
            }
            let swapper = Swapper("Parent")
            let window = showInWindow(swapper)
            swapper.swap()
            pump()
            swapper.swap()
            pump()
            XCTAssertEqual(
                trace("First", "Second"),
                [
                    "Second.willMove(toParent: Parent)", "Second.loadView", "Second.viewDidLoad",
                    "First.willMove(toParent: nil)",
                    "First.viewWillDisappear(true)", "Second.viewWillAppear(true)",
                    "Second.viewDidAppear(true)", "First.viewDidDisappear(true)",
                    "Second.didMove(toParent: Parent)", "First.removeFromParent()", "First.didMove(toParent: nil)",
                    "First.willMove(toParent: Parent)", "Second.willMove(toParent: nil)",
                    "Second.viewWillDisappear(true)", "First.viewWillAppear(true)",
                    "First.viewDidAppear(true)", "Second.viewDidDisappear(true)",
                    "First.didMove(toParent: Parent)", "Second.removeFromParent()", "Second.didMove(toParent: nil)",
                ])
            XCTAssertTrue(swapper.children == [swapper.first])
            XCTAssertTrue(swapper.first.view.window === window)
            XCTAssertNil(swapper.second.view.superview)
        }
    }
}
