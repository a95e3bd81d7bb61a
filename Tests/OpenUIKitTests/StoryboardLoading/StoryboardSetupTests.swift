import TestSupport
import XCTest

@testable import OpenUIKit

// The setups the project was started from, each a scene of Setups.storyboard with its trace.

/// The form's presenter: Done on the form's last page unwinds here.
@Connectable
final class FormStart: UIViewController {
    @Outlet weak var statusLabel: UILabel!
    private(set) var completions = 0

    @IBAction func formCompleted(_ segue: UIStoryboardSegue) {
        completions += 1
        statusLabel.text = "Sent from \(LifecycleTrace.name(of: segue.source))"
    }
}

/// The form's first page: Clear on the last page unwinds here.
@Connectable
final class FormPageOne: UIViewController {
    @Outlet var nameButtons: [UIButton]!
    private(set) var picked: [Int] = []
    private(set) var clears = 0

    @IBAction func pickName(_ sender: UIButton) { picked.append(sender.tag) }
    @IBAction func clearForm(_ segue: UIStoryboardSegue) {
        clears += 1
        picked = []
    }
}

final class FormPageTwo: UIViewController {}

final class SwapParent: UIViewController {}
final class RedChild: UIViewController {}
final class BlueChild: UIViewController {}
final class Leaf: UIViewController {}

/// Makes its child by identifier when it first appears, and never twice.
final class ByIdentifierContainer: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard children.isEmpty, let storyboard else { return }
        let leaf = storyboard.instantiateViewController(withIdentifier: "Leaf")
        addChild(leaf)
        leaf.view.frame = view.bounds
        view.addSubview(leaf.view)
        leaf.didMove(toParent: self)
    }
}

/// A scene without a view: the class builds it.
final class CodeViewController: UIViewController {
    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.tag = 42
        self.view = view
    }
}

@MainActor
private func setups() -> UIStoryboard { UIStoryboard(name: "Setups", bundle: storyboardBundle) }

@MainActor
private func tap(_ view: UIView?) {
    (view as? UIControl)?.sendActions(for: .touchUpInside)
    pump()
}

final class StoryboardSetupTests: UIKitTestCase {
    /// The multi-page form: presented from the start page, two pages pushed; Clear unwinds to
    /// the first page (a pop), Done unwinds to the presenter (a dismiss). Actions and outlets
    /// are the classes' own @IBAction and @Outlet members.
    func testMultiPageFormUnwindsToThePresenterAndToTheFirstPage() throws {
        try onMain {
            weak var weakForm: UIViewController?
            let nav = try XCTUnwrap(setups().instantiateInitialViewController() as? UINavigationController)
            let window = showInWindow(nav)
            let start = try XCTUnwrap(nav.topViewController as? FormStart)
            XCTAssertEqual(start.statusLabel.text, "Not sent")
            XCTAssertEqual(start.statusLabel.font, .boldSystemFont(ofSize: 20))
            XCTAssertEqual(start.statusLabel.textAlignment, .center)
            XCTAssertEqual(start.statusLabel.numberOfLines, 2)
            tap(start.view.subviews[1])
            do {
                let form = try XCTUnwrap(start.presentedViewController as? UINavigationController)
                weakForm = form
                let page1 = try XCTUnwrap(form.topViewController as? FormPageOne)
                XCTAssertEqual(page1.nameButtons.map(\.tag), [1, 2], "an outlet collection, in document order")
                tap(page1.nameButtons[1])
                tap(page1.nameButtons[0])
                XCTAssertEqual(page1.picked, [2, 1])
                tap(page1.view.subviews[0])
                let page2 = try XCTUnwrap(form.topViewController as? FormPageTwo)
                // Clear: back to page one, inside the presented form.
                LifecycleTrace.clear()
                tap(page2.view.subviews[1])
                XCTAssertEqual(page1.clears, 1)
                XCTAssertEqual(page1.picked, [])
                XCTAssertTrue(form.topViewController === page1)
                XCTAssertTrue(start.presentedViewController === form, "Clear does not dismiss")
                XCTAssertTrue(
                    LifecycleTrace.events.contains(
                        "UINavigationController.popToViewController(FormPageOne, animated: true)"))
                // Done: from page two again, out of the form.
                tap(page1.view.subviews[0])
                let again = try XCTUnwrap(form.topViewController as? FormPageTwo)
                tap(again.view.subviews[0])
            }
            XCTAssertEqual(start.completions, 1)
            XCTAssertEqual(start.statusLabel.text, "Sent from FormPageTwo")
            XCTAssertNil(start.presentedViewController)
            XCTAssertNil(weakForm, "the dismissed form deinits")
            window.isHidden = true
        }
    }

    /// A parent swaps its container view's child with ContainerSwapSegue (C-5's trace);
    /// CachingContainerSwapSegue reuses the destination it made before.
    func testParentDrivenSwapInAContainerView() throws {
        try onMain {
            let parent = try XCTUnwrap(setups().instantiateViewController(withIdentifier: "Swap") as? SwapParent)
            let window = showInWindow(parent)
            let red = try XCTUnwrap(parent.children.first as? RedChild)
            let container = try XCTUnwrap(red.view.superview)
            parent.performSegue(withIdentifier: "toBlue", sender: nil)
            pump()
            let blue = try XCTUnwrap(parent.children.first as? BlueChild)
            assertTrace(
                trace("SwapParent", "RedChild", "BlueChild"),
                exact: [
                    "BlueChild.init(coder:)", "BlueChild.awakeFromNib",
                    "SwapParent.prepare(for: toBlue → BlueChild)",
                    "SwapParent.addChild(BlueChild)", "BlueChild.willMove(toParent: SwapParent)",
                    "RedChild.willMove(toParent: nil)",
                    "BlueChild.loadView", "BlueChild.viewDidLoad",
                    "RedChild.viewWillDisappear(true)", "BlueChild.viewWillAppear(true)",
                    "BlueChild.viewDidAppear(true)", "RedChild.viewDidDisappear(true)",
                    "BlueChild.didMove(toParent: SwapParent)",
                    "RedChild.removeFromParent()", "RedChild.didMove(toParent: nil)",
                ])
            XCTAssertEqual(parent.children.count, 1)
            XCTAssertTrue(blue.view.superview === container)
            XCTAssertNil(red.view.superview)
            // A plain swap makes a new instance each time; a caching one keeps what it made.
            parent.performSegue(withIdentifier: "keepBlue", sender: nil)
            pump()
            let kept = try XCTUnwrap(parent.children.first as? BlueChild)
            XCTAssertFalse(kept === blue)
            parent.performSegue(withIdentifier: "toRed", sender: nil)
            pump()
            XCTAssertTrue(parent.children.first is RedChild)
            LifecycleTrace.clear()
            parent.performSegue(withIdentifier: "keepBlue", sender: nil)
            pump()
            XCTAssertTrue(parent.children.first === kept)
            XCTAssertFalse(trace("BlueChild").contains("BlueChild.init(coder:)"), "no new instance")
            window.isHidden = true
        }
    }

    /// A container makes its child by identifier when it first appears and guards against a
    /// second time.
    func testContainerMakingItsChildByIdentifierOnce() throws {
        try onMain {
            let container = try XCTUnwrap(
                setups().instantiateViewController(withIdentifier: "ByIdentifier") as? ByIdentifierContainer)
            let window = showInWindow(container)
            XCTAssertEqual(container.children.count, 1)
            let leaf = try XCTUnwrap(container.children.first as? Leaf)
            XCTAssertTrue(leaf.storyboard === container.storyboard)
            window.isHidden = true
            pump()
            window.isHidden = false
            pump()
            XCTAssertEqual(container.children.count, 1, "the second appearance makes nothing")
            XCTAssertEqual(
                trace("Leaf").filter { $0 == "Leaf.init(coder:)" }.count, 0, "made once, before the trace was cleared")
            window.isHidden = true
        }
    }

    /// A scene with no view: the class's loadView builds it.
    func testSceneWithoutAViewUsesLoadView() throws {
        try onMain {
            let controller = try XCTUnwrap(
                setups().instantiateViewController(withIdentifier: "CodeView") as? CodeViewController)
            XCTAssertEqual(controller.view.tag, 42)
            XCTAssertEqual(
                trace("CodeViewController"),
                [
                    "CodeViewController.init(coder:)", "CodeViewController.awakeFromNib",
                    "CodeViewController.loadView", "CodeViewController.viewDidLoad",
                ])
        }
    }
}
