import TestSupport
import XCTest

@testable import OpenUIKit

/// A responder that answers the actions it is told to and logs who sent them.
@MainActor
final class ActionReceiver: UIResponder {
    var received: [String] = []

    convenience init(_ name: String, answering selectors: Selector...) {
        self.init()
        LifecycleTrace.name(self, name)
        for selector in selectors { answer(selector) }
    }

    func answer(_ selector: Selector) {
        registerAction(selector) { [unowned self] sender in
            received.append("\(selector) from \(LifecycleTrace.name(of: sender as AnyObject?))")
        }
    }
}

/// A view that can be first responder and may refuse an action it implements.
@MainActor
private final class FocusView: UIView {
    var refused: Set<Selector> = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        !refused.contains(action) && super.canPerformAction(action, withSender: sender)
    }
}

/// Registers `selector` on `responder`, logging `name` into `log`.
@MainActor
private func answer(_ selector: Selector, on responder: UIResponder, as name: String, into log: EventLog) {
    responder.registerAction(selector) { sender in
        log.append("\(name).\(selector) from \(LifecycleTrace.name(of: sender as AnyObject?))")
    }
}

/// The responder chain, action dispatch by selector, and UIControl's targets and actions.
final class ResponderAndControlTests: UIKitTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { _ = UIResponder.firstResponder?.resignFirstResponder() }
        super.tearDown()
    }

    // MARK: The chain

    func testNextFollowsViewsControllersWindowAndApplication() {
        onMain {
            let root = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = root
            window.makeKeyAndVisible()
            pump()
            let container = UIView(), leaf = UIView()
            root.view.addSubview(container)
            container.addSubview(leaf)

            XCTAssertTrue(leaf.next === container, "a subview's next is its superview")
            XCTAssertTrue(container.next === root.view)
            XCTAssertTrue(root.view.next === root, "a root view's next is its controller")
            XCTAssertTrue(root.next === window, "the controller's next is its view's superview")
            XCTAssertTrue(window.next === UIApplication.shared)
            XCTAssertTrue(UIApplication.shared.next === (UIApplication.shared.delegate as? UIResponder))
            XCTAssertNil(UIResponder().next)

            var chain: [UIResponder] = []
            var responder: UIResponder? = leaf
            while let current = responder, chain.count < 10 {
                chain.append(current)
                responder = current.next
            }
            XCTAssertTrue(chain.count >= 6)
            XCTAssertTrue(
                zip(chain, [leaf, container, root.view, root, window, UIApplication.shared]).allSatisfy { $0 === $1 },
                "\(chain)")
        }
    }

    /// A child controller's view sits in its parent's view: the chain goes child view, child,
    /// then the view it was added to.
    func testChildControllerChain() {
        onMain {
            let parent = UIViewController(), child = UIViewController()
            let slot = UIView()
            parent.view.addSubview(slot)
            parent.addChild(child)
            slot.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertTrue(child.view.next === child)
            XCTAssertTrue(child.next === slot)
            XCTAssertTrue(slot.next === parent.view)
            XCTAssertTrue(parent.view.next === parent)
        }
    }

    // MARK: Actions by selector

    func testRegisterActionRespondsAndPerform() {
        onMain {
            let receiver = ActionReceiver("R", answering: "save:")
            let sender = ActionReceiver("S")
            XCTAssertTrue(receiver.responds(to: "save:"))
            XCTAssertFalse(receiver.responds(to: "load:"))
            XCTAssertTrue(receiver.perform("save:", with: sender))
            XCTAssertFalse(receiver.perform("load:", with: sender))
            XCTAssertTrue(receiver.perform(Selector("save:"), with: nil))
            XCTAssertEqual(receiver.received, ["save: from S", "save: from nil"])

            // Registering again replaces the handler.
            var replaced = false
            receiver.registerAction("save:") { _ in replaced = true }
            receiver.perform("save:", with: nil)
            XCTAssertTrue(replaced)
            XCTAssertEqual(receiver.received.count, 2)
        }
    }

    func testCanPerformActionDefaultsToResponds() {
        onMain {
            let receiver = ActionReceiver("R", answering: "copy:")
            XCTAssertTrue(receiver.canPerformAction("copy:", withSender: nil))
            XCTAssertFalse(receiver.canPerformAction("paste:", withSender: nil))
        }
    }

    func testTargetForActionWalksUpTheChain() {
        onMain {
            let controller = UIViewController()
            let middle = FocusView(), leaf = UIView()
            controller.view.addSubview(middle)
            middle.addSubview(leaf)
            controller.registerAction("save:") { _ in }
            middle.registerAction("copy:") { _ in }

            XCTAssertTrue(leaf.target(forAction: "save:", withSender: nil) as? UIResponder === controller)
            XCTAssertTrue(leaf.target(forAction: "copy:", withSender: nil) as? UIResponder === middle)
            XCTAssertTrue(
                middle.target(forAction: "copy:", withSender: nil) as? UIResponder === middle, "starts at the receiver")
            XCTAssertNil(leaf.target(forAction: "print:", withSender: nil))
            XCTAssertNil(controller.target(forAction: "copy:", withSender: nil), "only upwards")

            // A responder that declines (canPerformAction) is passed over.
            middle.refused = ["copy:"]
            controller.registerAction("copy:") { _ in }
            XCTAssertTrue(leaf.target(forAction: "copy:", withSender: nil) as? UIResponder === controller)
        }
    }

    func testApplicationSendAction() {
        onMain {
            let log = EventLog()
            let controller = UIViewController()
            LifecycleTrace.name(controller, "VC")
            let parentView = UIView(), sender = UIView()
            LifecycleTrace.name(parentView, "Parent")
            LifecycleTrace.name(sender, "Sender")
            controller.view.addSubview(parentView)
            parentView.addSubview(sender)
            answer("save:", on: controller, as: "VC", into: log)
            answer("copy:", on: parentView, as: "Parent", into: log)
            let app = UIApplication.shared

            XCTAssertTrue(
                app.sendAction("save:", to: nil, from: sender, for: nil), "nil target: up the chain from the sender")
            XCTAssertTrue(app.sendAction("copy:", to: nil, from: sender, for: nil))
            XCTAssertFalse(app.sendAction("print:", to: nil, from: sender, for: nil))
            XCTAssertEqual(log.lines, ["VC.save: from Sender", "Parent.copy: from Sender"])

            // An explicit target gets the action itself, or nobody does: no walking up from it.
            log.lines = []
            XCTAssertTrue(app.sendAction("copy:", to: parentView, from: sender, for: nil))
            XCTAssertFalse(
                app.sendAction("save:", to: parentView, from: sender, for: nil),
                "the target does not implement it; its controller is not asked")
            XCTAssertFalse(app.sendAction("save:", to: "not a responder", from: sender, for: nil))
            XCTAssertEqual(log.lines, ["Parent.copy: from Sender"])
        }
    }

    /// A nil-targeted action starts at the first responder when there is one.
    func testNilTargetedActionsStartAtTheFirstResponder() {
        onMain {
            let log = EventLog()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let left = UIView(), right = UIView(), field = FocusView(), button = UIControl()
            window.addSubview(left)
            window.addSubview(right)
            left.addSubview(field)
            right.addSubview(button)
            answer("paste:", on: left, as: "Left", into: log)
            answer("paste:", on: right, as: "Right", into: log)
            LifecycleTrace.name(button, "Button")
            button.addTarget(nil, action: "paste:", for: .touchUpInside)

            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(log.lines, ["Right.paste: from Button"], "no first responder: the sender's chain")

            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(field.isFirstResponder)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(log.lines, ["Right.paste: from Button", "Left.paste: from Button"])

            XCTAssertTrue(field.resignFirstResponder())
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertFalse(UIView().becomeFirstResponder(), "a plain view cannot become first responder")
        }
    }

    // MARK: UIControl targets

    func testAddTargetWithAnExplicitTarget() {
        onMain {
            let control = UIControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            LifecycleTrace.name(control, "Control")
            let target = ActionReceiver("T", answering: "tapped:", "changed:")
            control.addTarget(target, action: "tapped:", for: .touchUpInside)
            control.addTarget(target, action: "changed:", for: [.valueChanged, .editingChanged])

            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(target.received, ["tapped: from Control"])
            control.sendActions(for: .touchDown)
            XCTAssertEqual(target.received, ["tapped: from Control"], "no action for this event")
            control.sendActions(for: .editingChanged)
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(target.received, ["tapped: from Control", "changed: from Control", "changed: from Control"])

            // The same pair added again for another event is one pair with both events: sent once.
            target.received = []
            control.addTarget(target, action: "tapped:", for: .touchUpOutside)
            control.sendActions(for: [.touchUpInside, .touchUpOutside])
            XCTAssertEqual(target.received, ["tapped: from Control"])

            // Disabled controls still send actions asked for in code.
            control.isEnabled = false
            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(target.received.count, 2)
        }
    }

    func testAddTargetWithANilTargetUsesTheResponderChain() {
        onMain {
            let controller = UIViewController()
            let control = UIControl()
            LifecycleTrace.name(control, "Control")
            controller.view.addSubview(control)
            let log = EventLog()
            answer("done:", on: controller, as: "VC", into: log)
            control.addTarget(nil, action: "done:", for: .primaryActionTriggered)
            control.addTarget(nil, action: "unhandled:", for: .primaryActionTriggered)
            control.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(log.lines, ["VC.done: from Control"])
            XCTAssertEqual(
                control.actions(forTarget: nil, forControlEvent: .primaryActionTriggered), ["done:", "unhandled:"])
        }
    }

    func testRemoveTarget() {
        onMain {
            let control = UIControl()
            let a = ActionReceiver("A", answering: "one:", "two:"), b = ActionReceiver("B", answering: "one:")
            control.addTarget(a, action: "one:", for: [.touchUpInside, .valueChanged])
            control.addTarget(a, action: "two:", for: .touchUpInside)
            control.addTarget(b, action: "one:", for: .touchUpInside)

            control.removeTarget(a, action: "one:", for: .touchUpInside)
            XCTAssertEqual(control.actions(forTarget: a, forControlEvent: .touchUpInside), ["two:"])
            XCTAssertEqual(control.actions(forTarget: a, forControlEvent: .valueChanged), ["one:"], "other events stay")

            control.removeTarget(a, action: nil, for: .allEvents)
            XCTAssertNil(
                control.actions(forTarget: a, forControlEvent: .touchUpInside), "nil action: all of the target's")
            XCTAssertNil(control.actions(forTarget: a, forControlEvent: .valueChanged))
            XCTAssertEqual(control.actions(forTarget: b, forControlEvent: .touchUpInside), ["one:"])

            control.addTarget(a, action: "one:", for: .touchUpInside)
            control.removeTarget(nil, action: "one:", for: .touchUpInside)
            XCTAssertNil(control.actions(forTarget: a, forControlEvent: .touchUpInside), "nil target: every target's")
            XCTAssertNil(control.actions(forTarget: b, forControlEvent: .touchUpInside))
            XCTAssertEqual(control.allTargets.count, 0)

            control.sendActions(for: .allEvents)
            XCTAssertEqual(a.received + b.received, [])
        }
    }

    func testAllTargetsAllControlEventsAndActionsForTarget() {
        onMain {
            let control = UIControl()
            let a = ActionReceiver("A"), b = ActionReceiver("B")
            XCTAssertEqual(control.allTargets, [])
            XCTAssertEqual(control.allControlEvents, [])
            control.addTarget(a, action: "one:", for: .touchUpInside)
            control.addTarget(a, action: "two:", for: .touchUpInside)
            control.addTarget(b, action: "one:", for: .valueChanged)
            control.addTarget(nil, action: "chain:", for: .editingDidEnd)
            control.addAction(UIAction { _ in }, for: .menuActionTriggered)

            // The targets themselves, and NSNull for the responder chain. (Looked up by type: on
            // Linux an NSObject's hash inside AnyHashable is not stable enough for Set lookups.)
            control.addTarget(nil, action: "chain2:", for: .editingDidEnd)
            let targets = control.allTargets
            XCTAssertEqual(targets.count, 3, "\(targets)")
            XCTAssertTrue(targets.contains(AnyHashable(a)))
            XCTAssertTrue(targets.contains(b))
            XCTAssertEqual(targets.filter { $0.base is NSNull }.count, 1)
            XCTAssertEqual(
                control.allControlEvents, [.touchUpInside, .valueChanged, .editingDidEnd, .menuActionTriggered])
            XCTAssertEqual(control.actions(forTarget: a, forControlEvent: .touchUpInside), ["one:", "two:"])
            XCTAssertNil(control.actions(forTarget: a, forControlEvent: .valueChanged))
            XCTAssertEqual(control.actions(forTarget: b, forControlEvent: .valueChanged), ["one:"])
            XCTAssertEqual(control.actions(forTarget: nil, forControlEvent: .editingDidEnd), ["chain:", "chain2:"])
            XCTAssertNil(control.actions(forTarget: ActionReceiver(), forControlEvent: .touchUpInside))
        }
    }

    func testTargetsAreHeldWeakly() {
        onMain {
            let control = UIControl()
            weak var weakTarget: ActionReceiver?
            do {
                let target = ActionReceiver("T", answering: "tap:")
                control.addTarget(target, action: "tap:", for: .touchUpInside)
                weakTarget = target
                XCTAssertEqual(control.allTargets.count, 1)
            }
            XCTAssertNil(weakTarget, "the control does not keep its target alive")
            XCTAssertEqual(control.allTargets.count, 0)
            control.sendActions(for: .touchUpInside)  // Nothing to send to, and no crash.
        }
    }

    // MARK: UIControl actions

    func testUIActionsRunForMatchingEventsWithTheControlAsSender() {
        onMain {
            let control = UIControl()
            LifecycleTrace.name(control, "Control")
            let log = EventLog()
            let tap = UIAction(title: "Tap") { action in
                log.append("\(action.title) from \(LifecycleTrace.name(of: action.sender as AnyObject?))")
            }
            let change = UIAction(title: "Change", identifier: UIAction.Identifier("change")) { action in
                log.append("\(action.title) from \(LifecycleTrace.name(of: action.sender as AnyObject?))")
            }
            control.addAction(tap, for: .touchUpInside)
            control.addAction(change, for: [.valueChanged, .editingChanged])
            XCTAssertNil(tap.sender, "no sender outside a send")

            control.sendActions(for: .touchUpInside)
            control.sendActions(for: .valueChanged)
            control.sendActions(for: .touchDown)
            XCTAssertEqual(log.lines, ["Tap from Control", "Change from Control"])
            XCTAssertNil(tap.sender, "the sender is set only while the handler runs")

            control.removeAction(change, for: .valueChanged)
            control.sendActions(for: .valueChanged)
            control.sendActions(for: .editingChanged)
            XCTAssertEqual(log.lines, ["Tap from Control", "Change from Control", "Change from Control"])

            control.removeAction(identifiedBy: UIAction.Identifier("change"), for: .editingChanged)
            control.sendActions(for: .editingChanged)
            XCTAssertEqual(log.lines.count, 3)
            XCTAssertEqual(control.allControlEvents, .touchUpInside)

            control.removeAction(tap, for: .touchUpInside)
            control.sendActions(for: .allEvents)
            XCTAssertEqual(log.lines.count, 3)
            XCTAssertEqual(control.allControlEvents, [])
        }
    }

    func testSendActionsRunsActionsAndTargetActionsForTheEvent() {
        onMain {
            let control = UIControl()
            LifecycleTrace.name(control, "Control")
            let log = EventLog()
            let target = ActionReceiver("T", answering: "first:", "second:")
            control.addAction(UIAction(title: "A1") { _ in log.append("A1") }, for: .touchUpInside)
            control.addTarget(target, action: "first:", for: .touchUpInside)
            control.addAction(UIAction(title: "A2") { _ in log.append("A2") }, for: .touchUpInside)
            control.addTarget(target, action: "second:", for: .touchUpInside)
            control.addAction(UIAction(title: "Other") { _ in log.append("Other") }, for: .valueChanged)

            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(log.lines, ["A1", "A2"], "UIActions in the order added")
            XCTAssertEqual(
                target.received, ["first: from Control", "second: from Control"], "targets in the order added")
        }
    }

    func testInitWithPrimaryAction() {
        onMain {
            let log = EventLog()
            let control = UIControl(
                frame: CGRect(x: 1, y: 2, width: 3, height: 4),
                primaryAction: UIAction(title: "Go") { action in
                    log.append("\(action.title) \(action.sender is UIControl)")
                })
            XCTAssertEqual(control.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
            XCTAssertEqual(control.allControlEvents, .primaryActionTriggered)
            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(log.lines, [])
            control.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(log.lines, ["Go true"])
            XCTAssertEqual(UIControl(frame: .zero, primaryAction: nil).allControlEvents, [])
        }
    }

    func testControlState() {
        onMain {
            let control = UIControl()
            XCTAssertEqual(control.state, .normal)
            control.isHighlighted = true
            control.isSelected = true
            XCTAssertEqual(control.state, [.highlighted, .selected])
            control.isEnabled = false
            XCTAssertEqual(control.state, [.highlighted, .selected, .disabled])
        }
    }

    // MARK: Selector

    func testSelectorFromAStringLiteral() {
        let literal: Selector = "backToA:"
        XCTAssertEqual(literal.description, "backToA:")
        XCTAssertEqual(literal, Selector("backToA:"))
        XCTAssertEqual(NSStringFromSelector(literal), "backToA:")
        XCTAssertEqual(NSSelectorFromString("backToA:"), literal)
        XCTAssertNotEqual(literal, Selector("backToA"))
        XCTAssertEqual(Set<Selector>(["a:", "a:", "b"]).count, 2)
        XCTAssertEqual("\(literal)", "backToA:")
    }
}
