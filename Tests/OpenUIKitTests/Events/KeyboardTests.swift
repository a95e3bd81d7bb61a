import TestSupport
import XCTest

@testable import OpenUIKit

/// A view that can be first responder, traces becoming and resigning, and may refuse to resign.
@MainActor
private class FocusableView: UIView {
    var resigns = true

    convenience init(_ name: String) {
        self.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        LifecycleTrace.name(self, name)
    }

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { resigns }

    override func becomeFirstResponder() -> Bool {
        LifecycleTrace.record(self, "becomeFirstResponder")
        return super.becomeFirstResponder()
    }
    override func resignFirstResponder() -> Bool {
        LifecycleTrace.record(self, "resignFirstResponder")
        return super.resignFirstResponder()
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        LifecycleTrace.record(self, "pressesBegan(\(describe(presses)))")
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        LifecycleTrace.record(self, "pressesEnded(\(describe(presses)))")
        super.pressesEnded(presses, with: event)
    }
}

/// A first responder that takes typed text.
@MainActor
private final class TextView: FocusableView, UIKeyInput {
    var text = ""
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

/// A controller with key commands whose actions it traces.
@MainActor
private final class CommandController: UIViewController {
    var commands: [UIKeyCommand] = []

    convenience init(_ name: String) {
        self.init(nibName: nil, bundle: nil)
        LifecycleTrace.name(self, name)
        for selector: Selector in ["save:", "moveUp:", "typeA:"] {
            registerAction(selector) { [unowned self] sender in
                let command = sender as? UIKeyCommand
                LifecycleTrace.record(self, "\(selector)(\(command?.input ?? "?"))")
            }
        }
    }

    override var keyCommands: [UIKeyCommand]? { commands + (super.keyCommands ?? []) }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        LifecycleTrace.record(self, "pressesBegan(\(describe(presses)))")
        super.pressesBegan(presses, with: event)
    }
}

/// First responders, key presses, key commands and typed text.
final class KeyboardTests: UIKitTestCase {
    func testFirstResponderChanges() {
        onMain {
            let (window, root) = eventWindow()
            let first = FocusableView("F1"), second = FocusableView("F2")
            root.addSubview(first)
            root.addSubview(second)
            XCTAssertFalse(UIView().becomeFirstResponder(), "a plain view cannot")
            XCTAssertFalse(FocusableView("Loose").becomeFirstResponder(), "nor one outside a window")

            XCTAssertTrue(first.becomeFirstResponder())
            XCTAssertTrue(first.isFirstResponder)
            XCTAssertTrue(first.becomeFirstResponder(), "already first responder")
            XCTAssertTrue(second.becomeFirstResponder())
            XCTAssertFalse(first.isFirstResponder)
            XCTAssertTrue(second.isFirstResponder)
            XCTAssertTrue(window.firstResponderStorage === second)

            second.resigns = false
            XCTAssertFalse(first.becomeFirstResponder(), "the first responder will not resign")
            XCTAssertTrue(second.isFirstResponder)
            second.resigns = true

            // Leaving the window resigns.
            second.removeFromSuperview()
            XCTAssertFalse(second.isFirstResponder)
            XCTAssertNil(window.firstResponderStorage)
            XCTAssertEqual(
                trace("F1", "F2", "Loose"),
                [
                    "Loose.becomeFirstResponder",
                    "F1.becomeFirstResponder", "F1.becomeFirstResponder",
                    "F2.becomeFirstResponder", "F1.resignFirstResponder",
                    "F1.becomeFirstResponder", "F2.resignFirstResponder",
                ], "a first responder that will not resign is not asked to")
        }
    }

    /// Each window keeps its own first responder; the key window's gets the keys.
    func testFirstResponderPerWindow() {
        onMain {
            let (window, root) = eventWindow()
            let here = FocusableView("Here")
            root.addSubview(here)
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let there = FocusableView("There")
            other.addSubview(there)
            XCTAssertTrue(here.becomeFirstResponder())
            XCTAssertTrue(there.becomeFirstResponder())
            XCTAssertTrue(here.isFirstResponder)
            XCTAssertTrue(there.isFirstResponder)
            XCTAssertTrue(UIResponder.firstResponder === here, "the key window's")
            UIEventInjector.shared.keyDown(.keyboardX)
            UIEventInjector.shared.keyUp(.keyboardX)
            XCTAssertEqual(
                trace("Here", "There").filter { $0.contains("presses") },
                ["Here.pressesBegan(x)", "Here.pressesEnded(x)"])
            _ = window
        }
    }

    /// Presses start at the first responder and travel up the chain; the key says what it types
    /// with and without its modifiers.
    func testPressesTravelUpTheChain() {
        onMain {
            let controller = CommandController("VC")
            let window = showInWindow(controller)
            let field = FocusableView("Field")
            controller.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            let input = UIEventInjector.shared
            input.keyDown(.keyboardLeftShift)
            input.keyDown(.keyboardA)
            input.keyUp(.keyboardA)
            input.keyUp(.keyboardLeftShift)
            input.keyDown(.keyboardUpArrow)
            input.keyUp(.keyboardUpArrow)
            XCTAssertEqual(
                trace("Field", "VC").filter { !$0.contains("Responder") },
                [
                    "Field.pressesBegan( ⇧)", "VC.pressesBegan( ⇧)",
                    "Field.pressesBegan(A/a ⇧)", "VC.pressesBegan(A/a ⇧)",
                    "Field.pressesEnded(A/a ⇧)", "Field.pressesEnded( ⇧)",
                    "Field.pressesBegan(UIKeyInputUpArrow)", "VC.pressesBegan(UIKeyInputUpArrow)",
                    "Field.pressesEnded(UIKeyInputUpArrow)",
                ])

            // What a press and its event say.
            var keys: [String] = []
            let catcher = TextlessCatcher()
            controller.view.addSubview(catcher)
            XCTAssertTrue(catcher.becomeFirstResponder())
            catcher.onPress = { [unowned catcher] press, event in
                let key = press.key!
                keys.append(
                    "\(key.keyCode) \(key.characters) \(key.modifierFlags.rawValue) \(press.phase) \(press.type) "
                        + "\(event?.allPresses.count ?? 0) \(event?.type == .presses) \(press.responder === catcher)")
            }
            input.keyDown(.keyboardReturnOrEnter)
            input.keyUp(.keyboardReturnOrEnter)
            XCTAssertEqual(keys, ["keyboardReturnOrEnter \r 0 began select 1 true true"])
            _ = window
        }
    }

    /// A key command on a responder up the chain sends its action with the command as sender;
    /// the presses it takes are not delivered.
    func testKeyCommands() {
        onMain {
            let controller = CommandController("VC")
            controller.commands = [
                UIKeyCommand(input: "s", modifierFlags: .command, action: "save:"),
                UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: "moveUp:"),
                UIKeyCommand(input: "p", modifierFlags: .command, action: "print:"),
            ]
            let window = showInWindow(controller)
            let field = FocusableView("Field")
            controller.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            let input = UIEventInjector.shared
            input.keyDown(.keyboardS, modifierFlags: .command)
            input.keyUp(.keyboardS)
            input.keyDown(.keyboardS)  // no Command: no command
            input.keyUp(.keyboardS)
            input.keyDown(.keyboardLeftGUI)
            input.keyDown(.keyboardS)  // Command held as a key
            input.keyDown(.keyboardS, isRepeat: true)
            input.keyUp(.keyboardS)
            input.keyDown(.keyboardP)  // nobody performs print:
            input.keyUp(.keyboardP)
            input.keyUp(.keyboardLeftGUI)
            input.keyDown(.keyboardUpArrow)
            input.keyUp(.keyboardUpArrow)
            XCTAssertEqual(
                trace("Field", "VC").filter { !$0.contains("Responder") },
                [
                    "VC.save:(s)",
                    "Field.pressesBegan(s)", "VC.pressesBegan(s)", "Field.pressesEnded(s)",
                    "Field.pressesBegan( ⌘)", "VC.pressesBegan( ⌘)",
                    "VC.save:(s)", "VC.save:(s)",
                    "Field.pressesBegan(p ⌘)", "VC.pressesBegan(p ⌘)", "Field.pressesEnded(p ⌘)",
                    "Field.pressesEnded( ⌘)",
                    "VC.moveUp:(UIKeyInputUpArrow)",
                ])

            // addKeyCommand(_:) on a controller.
            LifecycleTrace.clear()
            let print = UIKeyCommand(input: "p", modifierFlags: .command, action: "save:")
            controller.addKeyCommand(print)
            input.keyDown(.keyboardP, modifierFlags: .command)
            input.keyUp(.keyboardP)
            controller.removeKeyCommand(print)
            input.keyDown(.keyboardP, modifierFlags: .command)
            input.keyUp(.keyboardP)
            XCTAssertEqual(trace("VC"), ["VC.save:(p)", "VC.pressesBegan(p ⌘)"])
            _ = window
        }
    }

    /// A first responder that takes text gets typing before key commands do (iOS 15's order),
    /// unless a command asks for priority; delete and return are editing keys.
    func testTextInput() {
        onMain {
            let controller = CommandController("VC")
            let typeA = UIKeyCommand(input: "a", modifierFlags: [], action: "typeA:")
            controller.commands = [typeA, UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")]
            let window = showInWindow(controller)
            let textView = TextView("Text")
            controller.view.addSubview(textView)
            XCTAssertTrue(textView.becomeFirstResponder())
            XCTAssertFalse(textView.hasText)
            let input = UIEventInjector.shared
            input.type("Hi, a!")
            XCTAssertEqual(textView.text, "Hi, a!")
            XCTAssertTrue(textView.hasText)
            input.type("\u{8}\u{8}\n")
            XCTAssertEqual(textView.text, "Hi, \n")
            input.keyDown(.keyboardS, modifierFlags: .command)
            input.keyUp(.keyboardS)
            input.keyDown(.keyboardEscape)
            input.keyUp(.keyboardEscape)
            input.insertText("é")
            XCTAssertEqual(textView.text, "Hi, \né")
            XCTAssertEqual(
                trace("Text", "VC").filter { !$0.contains("Responder") && !$0.contains("⇧") },
                [
                    "VC.save:(s)",
                    "Text.pressesBegan(UIKeyInputEscape)", "VC.pressesBegan(UIKeyInputEscape)",
                    "Text.pressesEnded(UIKeyInputEscape)",
                ], "typing reached neither the key command nor pressesBegan")

            // With priority, the command takes the key and its text is not typed.
            LifecycleTrace.clear()
            typeA.wantsPriorityOverSystemBehavior = true
            input.type("bab")
            XCTAssertEqual(textView.text, "Hi, \nébb")
            XCTAssertEqual(trace("VC"), ["VC.typeA:(a)"])

            // Without a text-taking first responder, text goes nowhere.
            textView.removeFromSuperview()
            input.insertText("lost")
            XCTAssertEqual(textView.text, "Hi, \nébb")
            _ = window
        }
    }
}

/// A first responder that hands its presses to a closure.
@MainActor
private final class TextlessCatcher: UIView {
    var onPress: ((UIPress, UIPressesEvent?) -> Void)?
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { onPress?(press, event) }
    }
}
