import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A controller ported from iOS the way the Storyboards and nibs article says: `@IBOutlet` became `@Outlet`, and the
/// class gained `@Connectable`.
@Connectable
class ConnectedController: UIViewController {
    @Outlet weak var header: UIView!
    @Outlet var buttons: [UIButton]!
    @Outlet var footer: UIView? {
        didSet { calls.append("footer didSet") }
    }

    var calls: [String] = []

    @IBAction func tap(_ sender: Any) { calls.append("tap: \(type(of: sender))") }
    @Action func done() { calls.append("done") }
    @IBAction func press(_ sender: UIButton) { calls.append("press: \(sender.tag)") }
    @IBAction func toggle(_ sender: UIButton?) { calls.append("toggle: \(sender.map { String($0.tag) } ?? "nil")") }
    @Action func tap(_ sender: UIButton, forEvent event: UIEvent) { calls.append("tap:forEvent: \(event.type)") }
    @IBAction func didTap(sender: Any?) { calls.append("didTapWithSender: \(sender == nil ? "nil" : "some")") }
    @IBAction func unwindToRoot(segue: UIStoryboardSegue) { calls.append("unwindToRootWithSegue:") }
    @IBAction func unwind(_ segue: UIStoryboardSegue) { calls.append("unwind:") }
    @IBAction private func hidden(_ sender: AnyObject) { calls.append("hidden:") }

    @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailController? {
        calls.append("makeDetail:")
        return DetailController(coder: coder)
    }

    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailController? {
        calls.append("makeDetail:sender:")
        return nil
    }

    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController {
        calls.append("makeDetail:sender:segueIdentifier: \(segueIdentifier ?? "nil")")
        return DetailController(coder: coder)!
    }

    @IBSegueAction func make(coder: NSCoder) -> DetailController? { DetailController(coder: coder) }
}

/// A subclass adds its own connections and overrides one of its superclass's actions.
@Connectable
final class MoreConnectedController: ConnectedController {
    @Outlet weak var extra: UIView!

    @IBAction func more(_ sender: Any) { calls.append("more:") }
    @Action override func done() { calls.append("done (sub)") }
}

/// Public classes get a public override.
@Connectable
public class PublicConnectedView: UIView {
    @Outlet weak var child: UIView!
}

final class DetailController: UIViewController {}

final class StoryboardConnectionsTests: UIKitTestCase {
    func testTablesNameEveryConnection() {
        onMain {
            let connections = ConnectedController.storyboardConnections
            XCTAssertEqual(Set(connections.outlets.keys), ["header", "buttons", "footer"])
            XCTAssertEqual(
                Set(connections.actions.keys),
                [
                    "tap:", "done", "press:", "toggle:", "tap:forEvent:", "didTapWithSender:",
                    "unwindToRootWithSegue:", "unwind:", "hidden:",
                ])
            XCTAssertEqual(
                Set(connections.segueActions.keys),
                [
                    "makeDetail:", "makeDetail:sender:", "makeDetail:sender:segueIdentifier:", "makeWithCoder:",
                ])
            XCTAssertEqual(PublicConnectedView.storyboardConnections.outlets.keys.sorted(), ["child"])
            XCTAssertTrue(UIViewController.storyboardConnections.outlets.isEmpty)
        }
    }

    func testSubclassAddsToItsSuperclassTable() {
        onMain {
            let connections = MoreConnectedController.storyboardConnections
            XCTAssertEqual(Set(connections.outlets.keys), ["header", "buttons", "footer", "extra"])
            XCTAssertEqual(connections.actions.count, ConnectedController.storyboardConnections.actions.count + 1)
            XCTAssertNotNil(connections.actions["more:"])
            XCTAssertEqual(connections.segueActions.count, 4)

            let controller = MoreConnectedController()
            connections.actions["done"]?(controller, nil, nil)
            connections.actions["tap:"]?(controller, nil, nil)
            XCTAssertEqual(controller.calls, ["done (sub)", "tap: Optional<Any>"])
            let view = UIView()
            XCTAssertTrue(connections.outlets["extra"]?(controller, view) ?? false)
            XCTAssertTrue(controller.extra === view)
        }
    }

    func testSettingOutlets() {
        onMain {
            let controller = ConnectedController()
            let outlets = ConnectedController.storyboardConnections.outlets
            let header = UIView()
            XCTAssertEqual(outlets["header"]?(controller, header), true)
            XCTAssertTrue(controller.header === header)

            // A weak outlet stays weak.
            do {
                let transient = UIView()
                XCTAssertEqual(outlets["header"]?(controller, transient), true)
            }
            XCTAssertNil(controller.header)

            // The wrong type is refused and leaves the outlet as it was.
            XCTAssertEqual(outlets["header"]?(controller, header), true)
            XCTAssertEqual(outlets["header"]?(controller, "a string"), false)
            XCTAssertTrue(controller.header === header)
            XCTAssertEqual(outlets["header"]?(DetailController(), header), false, "another class's object")

            // Collections take arrays whose every element fits.
            let first = UIButton(), second = UIButton()
            XCTAssertEqual(outlets["buttons"]?(controller, [first, second] as [UIView]), true)
            XCTAssertEqual(
                controller.buttons.map(ObjectIdentifier.init), [ObjectIdentifier(first), ObjectIdentifier(second)])
            XCTAssertEqual(outlets["buttons"]?(controller, [second] as [AnyObject]), true)
            XCTAssertEqual(controller.buttons.count, 1)
            XCTAssertEqual(outlets["buttons"]?(controller, [first, second] as [AnyObject]), true)
            XCTAssertEqual(outlets["buttons"]?(controller, [first, UIView()] as [UIView]), false)
            XCTAssertEqual(outlets["buttons"]?(controller, first), false)
            XCTAssertEqual(controller.buttons.count, 2)

            // Observers run; nil clears an optional outlet.
            XCTAssertEqual(outlets["footer"]?(controller, header), true)
            XCTAssertEqual(outlets["footer"]?(controller, nil), true)
            XCTAssertNil(controller.footer)
            XCTAssertEqual(controller.calls, ["footer didSet", "footer didSet"])
            XCTAssertNil(outlets["nothing"])
        }
    }

    func testActionsOfEachForm() {
        onMain {
            let controller = ConnectedController()
            let actions = ConnectedController.storyboardConnections.actions
            let button = UIButton()
            button.tag = 7
            let event = UIEvent(type: .presses)
            actions["tap:"]?(controller, button, nil)
            actions["done"]?(controller, button, nil)
            actions["press:"]?(controller, button, nil)
            actions["toggle:"]?(controller, nil, nil)
            actions["tap:forEvent:"]?(controller, button, event)
            actions["tap:forEvent:"]?(controller, button, nil)
            actions["didTapWithSender:"]?(controller, nil, nil)
            actions["unwindToRootWithSegue:"]?(
                controller, UIStoryboardSegue(identifier: nil, source: controller, destination: controller), nil)
            actions["hidden:"]?(controller, button, nil)
            XCTAssertEqual(
                controller.calls,
                [
                    "tap: UIButton", "done", "press: 7", "toggle: nil", "tap:forEvent: presses",
                    "tap:forEvent: touches",
                    "didTapWithSender: nil", "unwindToRootWithSegue:", "hidden:",
                ])
            XCTAssertTrue(Reported.diagnostics.isEmpty)
        }
    }

    func testSenderOfTheWrongTypeIsReportedAndNotSent() {
        onMain {
            let controller = ConnectedController()
            let actions = ConnectedController.storyboardConnections.actions
            let view = UIView()
            actions["press:"]?(controller, view, nil)
            actions["toggle:"]?(controller, "text", nil)
            XCTAssertEqual(controller.calls, [])
            XCTAssertEqual(Reported.diagnostics.count, 2)
            assertReported(
                UIKitDiagnostic.invalidArgument, "-[ConnectedController press:]", "<UIView: 0x", "is not a UIButton")
            assertReported(UIKitDiagnostic.invalidArgument, "-[ConnectedController toggle:]", "text")
        }
    }

    func testSegueActions() {
        onMain {
            let controller = ConnectedController()
            let segueActions = ConnectedController.storyboardConnections.segueActions
            let coder = NSCoder()
            XCTAssertTrue(segueActions["makeDetail:"]?(controller, coder, nil, "show") is DetailController)
            XCTAssertNil(segueActions["makeDetail:sender:"]?(controller, coder, controller, "show") ?? nil)
            XCTAssertTrue(
                segueActions["makeDetail:sender:segueIdentifier:"]?(controller, coder, nil, "show") is DetailController)
            XCTAssertTrue(segueActions["makeWithCoder:"]?(controller, coder, nil, nil) is DetailController)
            XCTAssertNil(
                segueActions["makeDetail:"]?(DetailController(), coder, nil, nil) ?? nil, "another class's object")
            XCTAssertEqual(
                controller.calls, ["makeDetail:", "makeDetail:sender:", "makeDetail:sender:segueIdentifier: show"])
        }
    }

    func testRespondsToAndPerform() {
        onMain {
            let controller = MoreConnectedController()
            XCTAssertTrue(controller.responds(to: "done"))
            XCTAssertTrue(controller.responds(to: "tap:"))
            XCTAssertTrue(controller.responds(to: "more:"))
            XCTAssertTrue(controller.responds(to: NSSelectorFromString("unwindToRootWithSegue:")))
            XCTAssertFalse(controller.responds(to: "unwindToRoot:"))
            XCTAssertFalse(controller.responds(to: "makeDetail:"), "segue actions are not actions")
            XCTAssertFalse(ConnectedController().responds(to: "more:"))
            XCTAssertTrue(controller.canPerformAction("done", withSender: nil))

            XCTAssertTrue(controller.perform("more:", with: nil))
            XCTAssertTrue(controller.perform("press:", with: UIButton()))
            XCTAssertFalse(controller.perform("nothing:", with: nil))

            // A registered handler answers first.
            controller.registerAction("done") { [unowned controller] _ in controller.calls.append("registered done") }
            XCTAssertTrue(controller.perform("done", with: nil))
            XCTAssertEqual(controller.calls, ["more:", "press: 0", "registered done"])
        }
    }

    func testUnwindSearchFindsTheAction() {
        onMain {
            let root = ConnectedController()
            let source = DetailController()
            XCTAssertTrue(root.canPerformUnwindSegueAction("unwind:", from: source, sender: nil))
            XCTAssertFalse(root.canPerformUnwindSegueAction("unwindToDetail:", from: source, sender: nil))
            XCTAssertFalse(root.canPerformUnwindSegueAction("unwind:", from: root, sender: nil))
        }
    }

    func testControlTargetActionReachesAnAction() {
        onMain {
            let controller = ConnectedController()
            let button = UIButton()
            button.tag = 3
            button.addTarget(controller, action: "press:", for: .touchUpInside)
            button.addTarget(controller, action: "tap:forEvent:", for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(controller.calls, ["press: 3", "tap:forEvent: touches"])

            // Up the responder chain: the button in the controller's view, no explicit target.
            let window = showInWindow(controller)
            controller.view.addSubview(button)
            button.removeTarget(nil, action: nil, for: .allEvents)
            button.addTarget(nil, action: "done", for: .touchUpInside)
            controller.calls = []
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(controller.calls, ["done"])
            XCTAssertTrue(UIApplication.shared.sendAction("didTapWithSender:", to: nil, from: button, for: nil))
            XCTAssertEqual(controller.calls, ["done", "didTapWithSender: some"])
            window.isHidden = true
        }
    }
}
