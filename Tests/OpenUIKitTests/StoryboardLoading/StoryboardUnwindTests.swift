import TestSupport
import XCTest

@testable import OpenUIKit

/// The unwind-related lines of the trace, in order.
@MainActor private func unwindTrace() -> [String] {
    let markers = [
        "shouldPerformSegue", "allowedChildrenForUnwinding", "canPerformUnwindSegueAction", "forUnwindSegueAction",
        "segueForUnwinding", "prepare(for:", ".unwind:", "dismiss(animated", "unwind(for:towards",
        "popToViewController",
        "⟨",
    ]
    return LifecycleTrace.events.filter { line in markers.contains { line.contains($0) } }
}

@MainActor private func modal() -> Modal {
    let modal = segues().instantiateViewController(withIdentifier: "M") as! Modal
    modal.modalPresentationStyle = .fullScreen
    return modal
}

@MainActor private func tapDone(_ modal: Modal) {
    (modal.view.subviews.first as? UIControl)?.sendActions(for: .touchUpInside)
    pump()
}

/// Unwind segues fired from a storyboard button (the Modal scene's "u", action `unwind:`):
/// TS-20 to TS-25. The controllers around the source are made in code; the source is the
/// storyboard's Modal.
final class StoryboardUnwindTests: UIKitTestCase {
    /// TS-20 (U-9, U-10, U-11 a): push then present, unwound to the navigation root.
    func testTS20PushThenPresent() {
        onMain {
            weak var weakVC2: UIViewController?
            weak var weakModal: UIViewController?
            let vc1 = Probe("VC1")
            vc1.registerAction("unwind:") { _ in }
            let nav = UINavigationController(rootViewController: vc1)
            LifecycleTrace.name(nav, "N")
            let window = showInWindow(nav)
            do {
                let vc2 = Probe("VC2")
                nav.pushViewController(vc2, animated: false)
                pump()
                let source = modal()
                vc2.present(source, animated: false)
                pump()
                weakVC2 = vc2
                weakModal = source
                LifecycleTrace.clear()
                tapDone(source)
            }
            assertTrace(
                unwindTrace(),
                exact: [
                    "Modal.shouldPerformSegue(withIdentifier: u) → true",
                    "N.allowedChildrenForUnwinding(from:) → [VC1]",
                    "VC1.canPerformUnwindSegueAction(unwind:, from: Modal) → true",
                    "Modal.prepare(for: u → VC1)",
                    "VC1.unwind:",
                    "N.dismiss(animated: true)",
                    "N.unwind(for:towards: VC1)",
                    "N.popToViewController(VC1, animated: true)",
                ],
                soft: [
                    "Modal.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "VC2.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                ])
            XCTAssertFalse(unwindTrace().contains { $0.hasPrefix("N.canPerform") }, "N has eligible children")
            XCTAssertEqual(nav.viewControllers, [vc1])
            XCTAssertNil(nav.presentedViewController)
            XCTAssertNil(weakVC2, "VC2 deinits")
            XCTAssertNil(weakModal, "the source deinits")
            window.isHidden = true
        }
    }

    /// TS-21 (U-11 b, P-7): push, push, present, present; one dismiss removes both presented
    /// controllers, then the stack pops to the root.
    func testTS21PushPushPresentPresent() {
        onMain {
            weak var weakVC2: UIViewController?, weakVC3: UIViewController?, weakVC4: UIViewController?,
                weakModal: UIViewController?
            let vc1 = Probe("VC1")
            vc1.registerAction("unwind:") { _ in }
            let nav = UINavigationController(rootViewController: vc1)
            LifecycleTrace.name(nav, "N")
            let window = showInWindow(nav)
            do {
                let vc2 = Probe("VC2"), vc3 = Probe("VC3"), vc4 = Probe("VC4")
                nav.pushViewController(vc2, animated: false)
                nav.pushViewController(vc3, animated: false)
                pump()
                vc4.modalPresentationStyle = .fullScreen
                vc3.present(vc4, animated: false)
                pump()
                let source = modal()
                vc4.present(source, animated: false)
                pump()
                (weakVC2, weakVC3, weakVC4, weakModal) = (vc2, vc3, vc4, source)
                LifecycleTrace.clear()
                tapDone(source)
            }
            assertTrace(
                unwindTrace(),
                exact: [
                    "Modal.shouldPerformSegue(withIdentifier: u) → true",
                    "N.allowedChildrenForUnwinding(from:) → [VC2, VC1]",
                    "VC2.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "VC1.canPerformUnwindSegueAction(unwind:, from: Modal) → true",
                    "Modal.prepare(for: u → VC1)",
                    "VC1.unwind:",
                    "N.dismiss(animated: true)",
                    "N.unwind(for:towards: VC1)",
                    "N.popToViewController(VC1, animated: true)",
                ],
                soft: [
                    "Modal.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "VC4.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "VC3.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                ])
            XCTAssertEqual(unwindTrace().filter { $0.contains("dismiss(") }.count, 1, "exactly one dismiss")
            XCTAssertEqual(nav.viewControllers, [vc1])
            XCTAssertNil(nav.presentedViewController)
            XCTAssertNil(weakVC2)
            XCTAssertNil(weakVC3)
            XCTAssertNil(weakVC4)
            XCTAssertNil(weakModal)
            window.isHidden = true
        }
    }

    /// TS-22 (U-11 c): a presented cascade; one dismiss on the destination, no container calls.
    func testTS22PresentedCascade() {
        onMain {
            let vc1 = Probe("VC1")
            vc1.registerAction("unwind:") { _ in }
            let window = showInWindow(vc1)
            let vc2 = Probe("VC2"), vc3 = Probe("VC3")
            vc2.modalPresentationStyle = .fullScreen
            vc3.modalPresentationStyle = .fullScreen
            vc1.present(vc2, animated: false)
            pump()
            vc2.present(vc3, animated: false)
            pump()
            let source = modal()
            vc3.present(source, animated: false)
            pump()
            LifecycleTrace.clear()
            tapDone(source)
            XCTAssertEqual(
                unwindTrace(),
                [
                    "Modal.shouldPerformSegue(withIdentifier: u) → true",
                    "Modal.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "VC3.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "VC2.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "VC1.canPerformUnwindSegueAction(unwind:, from: Modal) → true",
                    "Modal.prepare(for: u → VC1)",
                    "VC1.unwind:",
                    "VC1.dismiss(animated: true)",
                ])
            XCTAssertNil(vc1.presentedViewController)
            window.isHidden = true
        }
    }

    /// TS-23 (U-11 d, T-6): across tabs; the tab bar selects the tab, then the navigation
    /// controller pops.
    func testTS23UnwindAcrossTabs() {
        onMain {
            weak var weakPushed: UIViewController?
            let first = Probe("First")
            first.registerAction("unwind:") { _ in }
            let nav = UINavigationController(rootViewController: first)
            LifecycleTrace.name(nav, "N")
            let second = Probe("Second")
            let tabs = UITabBarController()
            LifecycleTrace.name(tabs, "T")
            tabs.viewControllers = [nav, second]
            let window = showInWindow(tabs)
            do {
                let pushed = Probe("Pushed")
                nav.pushViewController(pushed, animated: false)
                pump()
                weakPushed = pushed
            }
            tabs.selectedIndex = 1
            pump()
            let source = modal()
            second.present(source, animated: false)
            pump()
            LifecycleTrace.clear()
            tapDone(source)
            assertTrace(
                unwindTrace(),
                exact: [
                    "Modal.shouldPerformSegue(withIdentifier: u) → true",
                    "T.allowedChildrenForUnwinding(from:) → [N]",
                    "N.allowedChildrenForUnwinding(from:) → [Pushed, First]",
                    "First.canPerformUnwindSegueAction(unwind:, from: Modal) → true",
                    "Modal.prepare(for: u → First)",
                    "First.unwind:",
                    "T.dismiss(animated: true)",
                    "T.unwind(for:towards: N)",
                    "N.unwind(for:towards: First)",
                    "N.popToViewController(First, animated: true)",
                ],
                soft: [
                    "Modal.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "Second.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                    "Pushed.canPerformUnwindSegueAction(unwind:, from: Modal) → false",
                ])
            XCTAssertTrue(tabs.selectedViewController === nav)
            XCTAssertEqual(nav.viewControllers, [first])
            XCTAssertNil(weakPushed)
            window.isHidden = true
        }
    }

    /// TS-24: no destination, and the source's own action does not count (U-2, U-8).
    func testTS24NoDestinationAndSelfExclusion() {
        onMain {
            let vc1 = Probe("VC1")
            let nav = UINavigationController(rootViewController: vc1)
            let window = showInWindow(nav)
            let source = modal()
            source.registerAction("unwind:") { _ in XCTFail("the source is never its own destination") }
            vc1.present(source, animated: false)
            pump()
            LifecycleTrace.clear()
            tapDone(source)
            let lines = unwindTrace()
            XCTAssertTrue(lines.contains("Modal.canPerformUnwindSegueAction(unwind:, from: Modal) → false"))
            XCTAssertFalse(lines.contains { $0.contains("prepare") || $0.contains("dismiss") || $0.contains("popTo") })
            XCTAssertTrue(vc1.presentedViewController === source, "nothing changes")
            XCTAssertEqual(Reported.diagnostics, [])
            window.isHidden = true
        }
    }

    /// TS-25 (U-4 to U-7): a container that searches the iOS 6–8 way and makes the segue.
    func testTS25LegacyUnwindThroughACustomContainer() {
        onMain {
            let container = LegacyContainer()
            LifecycleTrace.name(container, "K")
            let x = Probe("X"), y = Probe("Y")
            x.registerAction("unwind:") { _ in }
            for child in [x, y] {
                container.addChild(child)
                container.view.addSubview(child.view)
                child.didMove(toParent: container)
            }
            let window = showInWindow(container)
            let source = modal()
            y.present(source, animated: false)
            pump()
            LifecycleTrace.clear()
            tapDone(source)
            XCTAssertEqual(
                unwindTrace(),
                [
                    "Modal.shouldPerformSegue(withIdentifier: u) → true",
                    "Y.forUnwindSegueAction(unwind:, from: Modal)",
                    "K.forUnwindSegueAction(unwind:, from: Modal)",
                    "K.segueForUnwinding(to: X, from: Modal)",
                    "Modal.prepare(for: u → X)",
                    "X.unwind:",
                    "⟨K's segue performs⟩",
                ])
            XCTAssertFalse(LifecycleTrace.events.contains { $0.contains("allowedChildrenForUnwinding") })
            window.isHidden = true
        }
    }
}

/// TS-25's container: it finds the destination among its children itself and makes the segue.
final class LegacyContainer: UIViewController, LegacyUnwindSearching {
    override func forUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any?
    ) -> UIViewController? {
        LifecycleTrace.record(
            self, "forUnwindSegueAction(\(action), from: \(LifecycleTrace.name(of: fromViewController)))")
        return children.first {
            $0.canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any)
        }
    }

    override func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? {
        UIStoryboardSegue(identifier: identifier, source: fromViewController, destination: toViewController) {
            LifecycleTrace.record("⟨K's segue performs⟩")
        }
    }
}
