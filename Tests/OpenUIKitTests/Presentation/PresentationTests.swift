import TestSupport
import XCTest

@testable import OpenUIKit

/// Presentation and dismissal: S-8 to S-10, P-3 to P-7, TS-07 to TS-10, TS-12.
final class PresentationTests: UIKitTestCase {
    /// TS-07 (programmatic variant): full-screen modal, animated.
    func testTS07FullScreenPresentAnimated() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            var checks: [String] = []
            b.hooks["viewWillAppear"] = { b in
                checks.append(
                    "willAppear presented=\(b.isBeingPresented) link=\(a.presentedViewController === b) presenting=\(b.presentingViewController === a)"
                )
            }
            b.hooks["viewDidAppear"] = { b in checks.append("didAppear presented=\(b.presentedViewController == nil)") }
            a.present(b, animated: true) {
                LifecycleTrace.record("⟨completion⟩")
                checks.append("completion isBeingPresented=\(b.isBeingPresented)")
            }
            pump()
            XCTAssertEqual(
                trace("A", "B"),
                [
                    "A.present(B, animated: true)",
                    "B.loadView",
                    "B.viewDidLoad",
                    "A.viewWillDisappear(true)",
                    "B.viewWillAppear(true)",
                    "B.viewDidAppear(true)",
                    "A.viewDidDisappear(true)",
                    "⟨completion⟩",
                ])
            XCTAssertEqual(
                checks,
                [
                    "willAppear presented=true link=true presenting=true",
                    "didAppear presented=true", "completion isBeingPresented=false",
                ])
            XCTAssertTrue(a.children.isEmpty)
            XCTAssertNil(b.parent)
            XCTAssertNil(a.view.superview, "full screen removes the presenter's view")
            XCTAssertTrue(b.view.window === window)
        }
    }

    /// L-2: one appearance delivers viewIsAppearing once, after viewWillAppear and before
    /// layout, with the view in the window; layout comes before viewDidAppear when animated.
    func testL2AppearanceSequenceAnimated() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            var inWindow = false
            b.hooks["viewIsAppearing"] = { b in inWindow = b.view.window === window }
            a.present(b, animated: true)
            pump()
            let events = trace("B", layout: true).filter {
                !$0.contains("SafeArea") && !$0.contains("updateViewConstraints")
            }
            XCTAssertEqual(Array(events.prefix(3)), ["B.loadView", "B.viewDidLoad", "B.viewWillAppear(true)"])
            XCTAssertEqual(events[3], "B.viewIsAppearing(true)")
            XCTAssertEqual(events[4], "B.viewWillLayoutSubviews")
            XCTAssertEqual(events[5], "B.viewDidLayoutSubviews")
            XCTAssertEqual(events.filter { $0.hasPrefix("B.viewIsAppearing") }.count, 1)
            XCTAssertTrue(events.firstIndex(of: "B.viewDidAppear(true)")! > 5)
            XCTAssertTrue(inWindow)
        }
    }

    /// TS-08: dismiss a full-screen presentation; the presented controller is freed.
    func testTS08DismissFullScreen() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            var b: Probe? = Probe("B")
            b!.modalPresentationStyle = .fullScreen
            a.present(b!, animated: true)
            pump()
            var checks: [String] = []
            b!.hooks["viewWillDisappear"] = { b in checks.append("B.willDisappear dismissed=\(b.isBeingDismissed)") }
            b!.hooks["viewDidDisappear"] = { b in
                checks.append(
                    "B.didDisappear presenting=\(b.presentingViewController == nil) dismissed=\(b.isBeingDismissed)")
            }
            a.hooks["viewDidAppear"] = { a in checks.append("A.didAppear presented=\(a.presentedViewController == nil)")
            }
            weak let weakB = b
            LifecycleTrace.clear()
            b!.dismiss(animated: true) { LifecycleTrace.record("⟨completion⟩") }
            b = nil
            pump()
            // The order of A's viewDidAppear and B's viewDidDisappear is [I]: either is accepted.
            let events = trace("A", "B")
            assertTrace(
                events,
                exact: [
                    "B.dismiss(animated: true)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "B.viewDidDisappear(true)", "⟨completion⟩", "B.deinit",
                ], soft: ["A.viewDidAppear(true)"])
            XCTAssertLessThan(
                events.firstIndex(of: "A.viewWillAppear(true)")!, events.firstIndex(of: "A.viewDidAppear(true)")!)
            XCTAssertLessThan(events.firstIndex(of: "A.viewDidAppear(true)")!, events.firstIndex(of: "⟨completion⟩")!)
            XCTAssertEqual(
                Set(checks),
                [
                    "B.willDisappear dismissed=true", "B.didDisappear presenting=true dismissed=true",
                    "A.didAppear presented=true",
                ])
            XCTAssertNil(weakB)
            XCTAssertTrue(a.view.window === window)
            XCTAssertNil(a.presentedViewController)
        }
    }

    /// TS-09: a sheet (the default `.automatic` on iOS 13+) keeps the presenter on screen in
    /// compact width; the presenter hears nothing.
    func testTS09SheetKeepsPresenter() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            XCTAssertEqual(window.traitCollection.horizontalSizeClass, .compact)
            let b = Probe("B")
            a.present(b, animated: true)
            pump()
            XCTAssertTrue(a.view.window === window, "the presenter's view stays")
            XCTAssertGreaterThan(b.view.convert(b.view.bounds, to: nil).minY, 0, "a sheet, not full screen")
            b.dismiss(animated: true)
            pump()
            XCTAssertEqual(
                trace("A", "B"),
                [
                    "A.present(B, animated: true)", "B.loadView", "B.viewDidLoad",
                    "B.viewWillAppear(true)", "B.viewDidAppear(true)", "B.dismiss(animated: true)",
                    "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
                ])
        }
    }

    /// S-10: every style that keeps the presenter's view sends it no appearance callbacks.
    func testS10StylesThatKeepThePresenter() {
        onMain {
            for style in [UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .popover, .automatic] {
                let a = Probe("A")
                let window = showInWindow(a)
                let b = Probe("B")
                b.modalPresentationStyle = style
                a.present(b, animated: false)
                pump()
                b.dismiss(animated: false)
                pump()
                XCTAssertEqual(trace("A"), ["A.present(B, animated: false)"], "style \(style)")
                XCTAssertTrue(a.view.window === window)
            }
        }
    }

    /// TS-10 / P-5: presenting while already presenting is dropped with UIKit's warning.
    func testTS10PresentWhileAlreadyPresenting() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            pump()
            LifecycleTrace.clear()
            let c = Probe("C")
            a.present(c, animated: true) { LifecycleTrace.record("⟨C done⟩") }
            pump()
            XCTAssertEqual(trace("C"), [])
            XCTAssertFalse(c.isViewLoaded)
            assertReported(
                "Warning", "Attempt to present <Probe: 0x", "on \(objectDescription(a))",
                "which is already presenting \(objectDescription(b))")
            XCTAssertTrue(a.presentedViewController === b)
            _ = window
        }
    }

    /// P-5: presenting from a controller whose view is not in a window is dropped.
    func testP5PresentFromOffscreenController() {
        onMain {
            let a = Probe("A")
            let b = Probe("B")
            a.present(b, animated: false)
            pump()
            XCTAssertNil(a.presentedViewController)
            assertReported("Warning", "whose view is not in the window hierarchy")
        }
    }

    /// P-5b: presenting an active controller raises NSInvalidArgumentException and changes nothing.
    func testP5bPresentActiveController() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let child = Probe("Child")
            a.addChild(child)
            a.present(child, animated: false)
            assertReported(
                "NSInvalidArgumentException",
                "Application tried to present modally an active controller \(objectDescription(child)).")
            a.present(a, animated: false)
            XCTAssertEqual(Reported.diagnostics.count, 2)
            XCTAssertNil(a.presentedViewController)
            XCTAssertTrue(child.parent === a)
            _ = window
        }
    }

    /// P-3 / P-4 / TS-11 with a custom container: a child's presentation is made by the
    /// controller that covers the screen, and the links read through ancestors.
    func testP3P4PresentationForwardedToFullScreenAncestor() {
        onMain {
            let container = Probe("K")
            let a = Probe("A")
            container.addChild(a)
            container.view.addSubview(a.view)
            a.didMove(toParent: container)
            let window = showInWindow(container)
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            pump()
            XCTAssertTrue(b.presentingViewController === container)
            XCTAssertTrue(container.presentedViewController === b)
            XCTAssertTrue(a.presentedViewController === b)
            XCTAssertNil(b.parent)
            let events = trace("K", "B")
            XCTAssertLessThan(
                events.firstIndex(of: "K.viewWillDisappear(false)")!, events.firstIndex(of: "B.viewWillAppear(false)")!)
            a.dismiss(animated: false)
            XCTAssertNil(container.presentedViewController)
            XCTAssertNil(a.presentedViewController)
            XCTAssertNil(b.presentingViewController)
            _ = window
        }
    }

    /// P-4: the links of a chain A → B → C.
    func testP4ChainLinks() {
        onMain {
            let a = Probe("A"), b = Probe("B"), c = Probe("C")
            let window = showInWindow(a)
            b.modalPresentationStyle = .fullScreen
            c.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            b.present(c, animated: false)
            pump()
            XCTAssertTrue(a.presentedViewController === b)
            XCTAssertTrue(b.presentingViewController === a)
            XCTAssertTrue(b.presentedViewController === c)
            XCTAssertTrue(c.presentingViewController === b)
            XCTAssertNil(c.presentedViewController)
            XCTAssertNil(a.presentingViewController)
            _ = window
        }
    }

    /// P-7: dismissing from the bottom of a stack removes everything above; only the top
    /// animates and hears callbacks, and the completion follows its viewDidDisappear.
    func testP7StackedDismissal() {
        onMain {
            let a = Probe("A"), b = Probe("B"), c = Probe("C"), d = Probe("D")
            let window = showInWindow(a)
            for vc in [b, c, d] { vc.modalPresentationStyle = .fullScreen }
            a.present(b, animated: false)
            b.present(c, animated: false)
            c.present(d, animated: false)
            pump()
            LifecycleTrace.clear()
            a.dismiss(animated: true) { LifecycleTrace.record("⟨completion⟩") }
            pump()
            let events = trace("A", "B", "C", "D")
            XCTAssertEqual(
                Array(events.prefix(3)),
                ["A.dismiss(animated: true)", "D.viewWillDisappear(true)", "A.viewWillAppear(true)"])
            XCTAssertEqual(Set(events[3...4]), ["A.viewDidAppear(true)", "D.viewDidDisappear(true)"])
            XCTAssertEqual(events.last, "⟨completion⟩")
            XCTAssertEqual(events.count, 6, "B and C go silently")
            XCTAssertNil(a.presentedViewController)
            XCTAssertNil(b.viewIfLoaded?.window)
            XCTAssertNil(c.viewIfLoaded?.window)
            XCTAssertTrue(window.subviews.allSatisfy { $0 === a.view }, "containers removed")
        }
    }

    /// P-7: a presented controller that presented nothing hands the dismissal to its presenter.
    func testP7DismissForwardedToPresenter() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let window = showInWindow(a)
            a.present(b, animated: false)
            b.dismiss(animated: false)
            XCTAssertNil(a.presentedViewController)
            XCTAssertNil(b.presentingViewController)
            _ = window
        }
    }

    /// TS-12 / P-6: current-context presentation in regular width uses the defining context.
    func testTS12DefinesPresentationContext() {
        onMain {
            for defines in [true, false] {
                let r = Probe("R"), l = Probe("L"), rt = Probe("Rt"), x = Probe("X")
                for (child, frame) in [
                    (l, CGRect(x: 0, y: 0, width: 400, height: 800)),
                    (rt, CGRect(x: 400, y: 0, width: 624, height: 800)),
                ] {
                    r.addChild(child)
                    child.view.frame = frame
                    child.view.autoresizingMask = []
                    r.view.addSubview(child.view)
                    child.didMove(toParent: r)
                }
                rt.addChild(x)
                rt.view.addSubview(x.view)
                x.didMove(toParent: rt)
                rt.definesPresentationContext = defines
                let window = showInWindow(r, size: CGSize(width: 1024, height: 800))
                XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
                let p = Probe("P")
                p.modalPresentationStyle = .currentContext
                let contextFrame = rt.view.convert(rt.view.bounds, to: nil)
                x.present(p, animated: false)
                pump()
                if defines {
                    XCTAssertTrue(p.presentingViewController === rt)
                    XCTAssertEqual(p.view.convert(p.view.bounds, to: nil), contextFrame)
                    XCTAssertNil(rt.view.superview, "current context removes the context's view")
                    XCTAssertTrue(l.view.window === window)
                    XCTAssertEqual(trace("L"), [])
                } else {
                    XCTAssertTrue(p.presentingViewController === r)
                }
                window.isHidden = true
                pump()
                LifecycleTrace.clear()
            }
        }
    }

    /// P-6: in compact width current-context styles cover the whole screen.
    func testP6CurrentContextAdaptsToFullScreenWhenCompact() {
        onMain {
            let r = Probe("R"), rt = Probe("Rt")
            r.addChild(rt)
            r.view.addSubview(rt.view)
            rt.didMove(toParent: r)
            rt.definesPresentationContext = true
            let window = showInWindow(r)
            let p = Probe("P")
            p.modalPresentationStyle = .currentContext
            rt.present(p, animated: false)
            XCTAssertTrue(p.presentingViewController === r)
            XCTAssertEqual(p.view.convert(p.view.bounds, to: nil), window.bounds)
        }
    }

    /// P-6: a context that provides its transition style imposes it.
    func testP6ProvidesPresentationContextTransitionStyle() {
        onMain {
            let a = Probe("A")
            a.modalTransitionStyle = .crossDissolve
            a.providesPresentationContextTransitionStyle = true
            let b = Probe("B")
            b.modalTransitionStyle = .coverVertical
            XCTAssertEqual(a.transitionStyle(for: b), .crossDissolve)
            a.providesPresentationContextTransitionStyle = false
            XCTAssertEqual(a.transitionStyle(for: b), .coverVertical)
        }
    }

    /// A presented controller's next responder is its presenter; the root's is the window;
    /// a child's is its view's superview.
    func testResponderChainThroughControllers() {
        onMain {
            let a = Probe("A"), c = Probe("C"), b = Probe("B")
            embed(c, in: a)
            let window = showInWindow(a)
            a.present(b, animated: false)
            XCTAssertTrue(b.next === a)
            XCTAssertTrue(a.next === window)
            XCTAssertTrue(c.next === a.view)
            XCTAssertTrue(c.view.next === c)
            XCTAssertTrue(window.next === UIApplication.shared)
            b.registerAction("backToA:") { _ in }
            a.registerAction("handledByA:") { _ in }
            XCTAssertTrue(b.view.target(forAction: "handledByA:", withSender: nil) as? UIViewController === a)
        }
    }
}
