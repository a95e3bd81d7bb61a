import TestSupport
import XCTest

@testable import OpenUIKit

/// Headless, each character of a 17-point field is 8.5 points wide (the estimate's half the
/// point size), so a point for any caret offset can be computed: a rounded field's text starts
/// 7 points in.
@MainActor
private func point(ofOffset offset: Int, in field: UITextField, window: UIWindow) -> CGPoint {
    field.convert(CGPoint(x: 7 + 8.5 * CGFloat(offset) + 1, y: field.bounds.midY), to: window)
}

/// A window whose root view holds rounded fields named F, G, … one under another, each with a
/// tracing delegate, and the trace cleared.
@MainActor
private func fields(_ count: Int = 1) -> (UIWindow, [UITextField], [TracingFieldDelegate]) {
    let root = UIViewController()
    let window = showInWindow(root)
    var made: [UITextField] = [], delegates: [TracingFieldDelegate] = []
    for index in 0..<count {
        let field = UITextField(frame: CGRect(x: 20, y: 100 + CGFloat(index) * 50, width: 240, height: 34))
        field.borderStyle = .roundedRect
        LifecycleTrace.name(field, ["F", "G", "H"][index])
        let delegate = TracingFieldDelegate()
        field.delegate = delegate
        traceEditingEvents(of: field)
        root.view.addSubview(field)
        made.append(field)
        delegates.append(delegate)
    }
    pump()
    LifecycleTrace.clear()
    keptWindow = window
    keptObjects = delegates
    return (window, made, delegates)
}

/// UITextField editing: first responder and the delegate's calls in UIKit's order, typing
/// through the keyboard, selection by keys and by the pointer, the pasteboard, return, the
/// clear button, secure entry, the text input protocol and the caret's blinking.
final class TextFieldTests: UIKitTestCase {
    /// Each test starts with the headless clipboard, empty.
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SystemClipboards.clipboard = InProcessClipboard() }
    }

    override func tearDown() {
        MainActor.assumeIsolated { SystemClipboards.clipboard = InProcessClipboard() }
        super.tearDown()
    }

    /// A tap focuses the field (the delegate first, then the control event); typed keys reach it
    /// as text, each character asked of the delegate, the selection callback before
    /// `.editingChanged`.
    func testTappingAndTypingInUIKitsOrder() {
        onMain {
            let (window, fields, _) = fields()
            let field = fields[0]
            XCTAssertFalse(field.isEditing)
            tap(at: CGPoint(x: 100, y: 117), in: window)
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertTrue(field.isEditing)
            UIEventInjector.shared.type("Hi")
            XCTAssertEqual(field.text, "Hi")
            XCTAssertEqual(
                trace("F"),
                [
                    "F.shouldBeginEditing", "F.didBeginEditing", "F.editingDidBegin",
                    "F.shouldChange(0,0,\"H\")", "F.didChangeSelection(1,0)", "F.editingChanged",
                    "F.shouldChange(1,0,\"i\")", "F.didChangeSelection(2,0)", "F.editingChanged",
                ])
        }
    }

    /// Moving to another field ends the first one's editing before the second begins; the
    /// second is asked first, as UIKit asks it before the first resigns.
    func testFirstResponderMovesBetweenFields() {
        onMain {
            let (_, fields, delegates) = fields(2)
            let (f, g) = (fields[0], fields[1])
            XCTAssertTrue(f.becomeFirstResponder())
            LifecycleTrace.clear()
            XCTAssertTrue(g.becomeFirstResponder())
            XCTAssertEqual(
                trace("F", "G"),
                [
                    "G.shouldBeginEditing", "F.shouldEndEditing", "F.didEndEditing(committed)", "F.editingDidEnd",
                    "G.didBeginEditing", "G.editingDidBegin",
                ])
            XCTAssertFalse(f.isEditing)
            XCTAssertTrue(g.isEditing)

            // G will not end editing: F cannot take over.
            delegates[1].allowsEnding = false
            LifecycleTrace.clear()
            XCTAssertFalse(f.becomeFirstResponder())
            XCTAssertTrue(g.isFirstResponder)
            XCTAssertEqual(trace("F", "G"), ["F.shouldBeginEditing", "G.shouldEndEditing"])

            // F will not begin: nothing else is asked.
            delegates[0].allowsBeginning = false
            LifecycleTrace.clear()
            XCTAssertFalse(f.becomeFirstResponder())
            XCTAssertEqual(trace("F", "G"), ["F.shouldBeginEditing"])

            // Taken out of its window, G stops editing whatever its delegate says.
            LifecycleTrace.clear()
            g.removeFromSuperview()
            XCTAssertFalse(g.isEditing)
            XCTAssertEqual(trace("G").last, "G.editingDidEnd")
        }
    }

    /// Shift and the arrows select, typing replaces the selection, delete removes it or the
    /// character before the caret, option-delete a word, command-A everything; a refused change
    /// leaves the text as it was.
    func testKeyboardSelectionAndDeletion() {
        onMain {
            let (_, fields, delegates) = fields()
            let field = fields[0]
            field.text = "Hello world"
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertEqual(selection(of: field), NSRange(location: 11, length: 0), "the caret starts at the end")
            for _ in 0..<5 { press(.keyboardLeftArrow, [.keyboardLeftShift]) }
            XCTAssertEqual(selection(of: field), NSRange(location: 6, length: 5))
            UIEventInjector.shared.type("there")
            XCTAssertEqual(field.text, "Hello there")
            press(.keyboardLeftArrow, [.keyboardLeftAlt])
            XCTAssertEqual(selection(of: field), NSRange(location: 6, length: 0), "option-left goes back a word")
            press(.keyboardRightArrow, [.keyboardLeftShift, .keyboardLeftAlt])
            XCTAssertEqual(selection(of: field), NSRange(location: 6, length: 5))
            press(.keyboardLeftArrow)
            XCTAssertEqual(selection(of: field), NSRange(location: 6, length: 0), "left collapses to the start")
            press(.keyboardDeleteOrBackspace)
            XCTAssertEqual(field.text, "Hellothere")
            press(.keyboardDeleteOrBackspace, [.keyboardLeftAlt])
            XCTAssertEqual(field.text, "there")
            press(.keyboardDeleteForward)
            XCTAssertEqual(field.text, "here")
            press(.keyboardEnd)
            press(.keyboardHome, [.keyboardLeftShift])
            XCTAssertEqual(selection(of: field), NSRange(location: 0, length: 4))
            press(.keyboardRightArrow)
            press(.keyboardA, [.keyboardLeftControl])
            XCTAssertEqual(selection(of: field), NSRange(location: 0, length: 4), "control-A selects everything")

            delegates[0].allowsChanges = false
            UIEventInjector.shared.type("x")
            XCTAssertEqual(field.text, "here", "the delegate refused")
            delegates[0].allowsChanges = true
            press(.keyboardDeleteOrBackspace)
            XCTAssertEqual(field.text, "")
            XCTAssertFalse(field.hasText)
        }
    }

    /// A click puts the caret where it lands, a double click selects the word, shift-click
    /// extends, and a drag with the button down selects from where it began.
    func testPointerPlacesTheCaretAndSelects() {
        onMain {
            let (window, fields, _) = fields()
            let field = fields[0]
            field.text = "one two three"
            let injector = UIEventInjector.shared
            tap(at: point(ofOffset: 5, in: field, window: window), in: window, pointer: true)
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(selection(of: field), NSRange(location: 5, length: 0))

            UIApplication.shared.advance(by: 1)
            tap(at: point(ofOffset: 9, in: field, window: window), in: window, pointer: true)
            tap(at: point(ofOffset: 9, in: field, window: window), in: window, pointer: true)
            XCTAssertEqual(selection(of: field), NSRange(location: 8, length: 5), "a double click selects \"three\"")

            UIApplication.shared.advance(by: 1)
            tap(at: point(ofOffset: 1, in: field, window: window), in: window, pointer: true)
            injector.modifierFlags = .shift
            tap(at: point(ofOffset: 6, in: field, window: window), in: window, pointer: true)
            injector.modifierFlags = []
            XCTAssertEqual(selection(of: field), NSRange(location: 1, length: 5), "shift-click extends")

            UIApplication.shared.advance(by: 1)
            injector.buttonMask = .primary
            injector.touchDown(at: point(ofOffset: 10, in: field, window: window), in: window)
            injector.touchMoved(to: point(ofOffset: 6, in: field, window: window))
            injector.touchMoved(to: point(ofOffset: 2, in: field, window: window))
            injector.touchUp()
            injector.buttonMask = []
            XCTAssertEqual(
                selection(of: field), NSRange(location: 2, length: 8), "a drag back selects from where it began")
            XCTAssertEqual(field.text(in: field.selectedTextRange!), "e two th")
        }
    }

    /// Copy, cut and paste go through `UIPasteboard.general`, which reads and writes the
    /// desktop's clipboard through the seam a host fills; a secure field copies nothing, and
    /// pasted newlines become spaces in a single-line field.
    func testClipboardRoundTripThroughTheHostSeam() {
        onMain {
            let clipboard = RecordingClipboard()
            SystemClipboards.clipboard = clipboard
            let (_, fields, _) = fields(2)
            let (f, g) = (fields[0], fields[1])
            f.text = "copy me"
            XCTAssertTrue(f.becomeFirstResponder())
            press(.keyboardA, [.keyboardLeftGUI])
            press(.keyboardC, [.keyboardLeftGUI])
            XCTAssertEqual(clipboard.writes, ["copy me"])
            XCTAssertEqual(UIPasteboard.general.string, "copy me")
            XCTAssertTrue(UIPasteboard.general.hasStrings)

            XCTAssertTrue(g.becomeFirstResponder())
            press(.keyboardV, [.keyboardLeftControl])
            press(.keyboardV, [.keyboardLeftControl])
            XCTAssertEqual(g.text, "copy mecopy me")

            // Another program copies: the next paste reads it.
            clipboard.string = "from\nelsewhere"
            press(.keyboardV, [.keyboardLeftControl])
            XCTAssertEqual(g.text, "copy mecopy mefrom elsewhere")

            // Cut takes the selection out and onto the clipboard.
            press(.keyboardHome, [.keyboardLeftShift])
            press(.keyboardX, [.keyboardLeftControl])
            XCTAssertEqual(g.text, "")
            XCTAssertEqual(clipboard.string, "copy mecopy mefrom elsewhere")

            // A secure field neither copies nor cuts.
            g.isSecureTextEntry = true
            g.text = "secret"
            press(.keyboardA, [.keyboardLeftControl])
            press(.keyboardC, [.keyboardLeftControl])
            press(.keyboardX, [.keyboardLeftControl])
            XCTAssertEqual(g.text, "secret")
            XCTAssertEqual(clipboard.string, "copy mecopy mefrom elsewhere")
            XCTAssertFalse(g.canPerformAction("copy:", withSender: nil))
            XCTAssertTrue(g.canPerformAction("paste:", withSender: nil))
            XCTAssertEqual(g.displayText.string, "••••••", "a bullet a character")

            // Named pasteboards keep their own strings, in the process.
            let named = UIPasteboard(name: UIPasteboard.Name("test"), create: true)
            named?.strings = ["a", "b"]
            XCTAssertEqual(UIPasteboard(name: UIPasteboard.Name("test"), create: false)?.strings, ["a", "b"])
            XCTAssertNil(UIPasteboard(name: UIPasteboard.Name("missing"), create: false))
            XCTAssertEqual(clipboard.string, "copy mecopy mefrom elsewhere")
        }
    }

    /// Return asks `textFieldShouldReturn(_:)`; when it agrees the field sends its primary
    /// action and `.editingDidEndOnExit`, and having a target for that one ends editing.
    func testReturnKey() {
        onMain {
            let (_, fields, delegates) = fields()
            let field = fields[0]
            XCTAssertTrue(field.becomeFirstResponder())
            LifecycleTrace.clear()
            delegates[0].returns = false
            UIEventInjector.shared.type("a\n")
            XCTAssertEqual(field.text, "a", "return types nothing")
            XCTAssertEqual(trace("F").suffix(1), ["F.shouldReturn"])
            delegates[0].returns = true
            LifecycleTrace.clear()
            UIEventInjector.shared.type("\n")
            XCTAssertEqual(
                trace("F"),
                [
                    "F.shouldReturn", "F.primaryActionTriggered", "F.editingDidEndOnExit",
                    "F.shouldEndEditing", "F.didEndEditing(committed)", "F.editingDidEnd",
                ])
            XCTAssertFalse(field.isFirstResponder)

            // Without a target for .editingDidEndOnExit the field keeps editing.
            let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            field.superview?.addSubview(plain)
            XCTAssertTrue(plain.becomeFirstResponder())
            UIEventInjector.shared.type("\n")
            XCTAssertTrue(plain.isFirstResponder)
        }
    }

    /// The clear button shows by its mode once there is text; a tap asks the delegate and
    /// clears, as a change (`.editingChanged`).
    func testClearButton() throws {
        try onMain {
            let (window, fields, delegates) = fields()
            let field = fields[0]
            field.clearButtonMode = .whileEditing
            field.text = "abc"
            field.layoutIfNeeded()
            XCTAssertTrue(field.clearButton?.isHidden ?? true, "not while not editing")
            XCTAssertTrue(field.becomeFirstResponder())
            field.layoutIfNeeded()
            let button = try XCTUnwrap(field.clearButton)
            XCTAssertFalse(button.isHidden)
            XCTAssertEqual(button.frame, field.clearButtonRect(forBounds: field.bounds))
            XCTAssertLessThanOrEqual(field.textRect(forBounds: field.bounds).maxX, button.frame.minX)
            LifecycleTrace.clear()
            delegates[0].clears = false
            tap(at: button.convert(CGPoint(x: 9, y: 9), to: window), in: window)
            XCTAssertEqual(field.text, "abc")
            delegates[0].clears = true
            tap(at: button.convert(CGPoint(x: 9, y: 9), to: window), in: window)
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(
                trace("F"), ["F.shouldClear", "F.shouldClear", "F.didChangeSelection(0,0)", "F.editingChanged"])
            field.layoutIfNeeded()
            XCTAssertTrue(button.isHidden, "no text, no button")
        }
    }

    /// `UITextInput`: positions are UTF-16 offsets, moved by whole characters by the keys; an
    /// emoji is one step of the caret and two of the offsets.
    func testTextInputPositions() throws {
        try onMain {
            let (_, fields, _) = fields()
            let field = fields[0]
            field.text = "a😀b"
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 4)
            let afterA = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 1))
            let range = try XCTUnwrap(field.textRange(from: afterA, to: field.endOfDocument))
            XCTAssertEqual(field.text(in: range), "😀b")
            XCTAssertEqual(field.compare(afterA, to: field.endOfDocument), .orderedAscending)
            XCTAssertNil(field.position(from: field.endOfDocument, offset: 1))
            XCTAssertTrue(field.becomeFirstResponder())
            press(.keyboardLeftArrow)
            press(.keyboardLeftArrow)
            XCTAssertEqual(selection(of: field), NSRange(location: 1, length: 0), "one press over the emoji")
            press(.keyboardDeleteForward)
            XCTAssertEqual(field.text, "ab")
            field.replace(textRange(in: field, 0, 1), withText: "xy")
            XCTAssertEqual(field.text, "xyb")
            field.selectedTextRange = textRange(in: field, 1, 2)
            XCTAssertEqual(selection(of: field), NSRange(location: 1, length: 2))
            XCTAssertEqual(field.caretRect(for: field.endOfDocument).minX, 7 + 8.5 * 3)
            XCTAssertEqual(
                field.offset(
                    from: field.beginningOfDocument, to: field.closestPosition(to: CGPoint(x: 7 + 8.5 * 2 + 2, y: 10))!),
                2)
        }
    }

    /// The caret shows while editing with nothing selected, and blinks on the animation clock:
    /// off after half a second, on after another; typing shows it again at once.
    func testCaretBlinksOnTheClock() {
        onMain {
            let (_, fields, _) = fields()
            let field = fields[0]
            XCTAssertTrue(field.caretView.isHidden)
            XCTAssertTrue(field.becomeFirstResponder())
            let caret = field.caretView
            XCTAssertFalse(caret.isHidden)
            XCTAssertEqual(caret.frame, CGRect(x: 7, y: 17 - field.lineHeight / 2, width: 2, height: field.lineHeight))
            pump()
            XCTAssertFalse(caret.isHidden, "idling does not blink it")
            UIApplication.shared.advance(by: 0.5)
            XCTAssertTrue(caret.isHidden)
            UIApplication.shared.advance(by: 0.5)
            XCTAssertFalse(caret.isHidden)
            UIApplication.shared.advance(by: 0.5)
            XCTAssertTrue(caret.isHidden)
            UIEventInjector.shared.type("x")
            XCTAssertFalse(caret.isHidden, "typing shows it")
            XCTAssertEqual(caret.frame.minX, 7 + 8.5)
            press(.keyboardLeftArrow, [.keyboardLeftShift])
            XCTAssertTrue(caret.isHidden, "a selection hides it")
            XCTAssertTrue(field.resignFirstResponder())
            XCTAssertTrue(caret.isHidden)
        }
    }

    /// `endEditing(_:)` resigns the first responder below a view; forced, past a delegate that
    /// refuses.
    func testEndEditing() throws {
        try onMain {
            let (_, fields, delegates) = fields()
            let field = fields[0]
            let root = try XCTUnwrap(field.superview)
            XCTAssertTrue(field.becomeFirstResponder())
            delegates[0].allowsEnding = false
            XCTAssertFalse(root.endEditing(false))
            XCTAssertTrue(field.isEditing)
            XCTAssertTrue(root.endEditing(true))
            XCTAssertFalse(field.isEditing)
            XCTAssertFalse(field.isFirstResponder)
        }
    }

    /// A long text scrolls while editing so the caret stays inside the field.
    func testLongTextScrollsToTheCaret() {
        onMain {
            let (_, fields, _) = fields()
            let field = fields[0]
            XCTAssertTrue(field.becomeFirstResponder())
            UIEventInjector.shared.type(String(repeating: "w", count: 40))
            let rect = field.editingRect(forBounds: field.bounds)
            XCTAssertGreaterThan(field.textScrollOffset, 0)
            XCTAssertLessThanOrEqual(field.caretView.frame.maxX, rect.maxX + 0.001)
            XCTAssertGreaterThanOrEqual(field.caretView.frame.minX, rect.minX)
            press(.keyboardHome)
            XCTAssertEqual(field.textScrollOffset, 0)
            XCTAssertEqual(field.caretView.frame.minX, rect.minX)
        }
    }

    /// Without a text measurer there is no intrinsic size (as for labels); the rectangles follow
    /// the border style and the overlay views.
    func testRectanglesFollowTheStyleAndOverlays() {
        onMain {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            XCTAssertEqual(field.intrinsicContentSize.height, UIView.noIntrinsicMetric)
            XCTAssertEqual(field.textRect(forBounds: field.bounds), field.bounds)
            field.borderStyle = .roundedRect
            XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            field.leftView = left
            field.leftViewMode = .always
            field.layoutIfNeeded()
            XCTAssertEqual(left.frame, CGRect(x: 0, y: 7, width: 30, height: 20))
            XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 30)
            field.leftViewMode = .whileEditing
            field.layoutIfNeeded()
            XCTAssertTrue(left.isHidden)
        }
    }

}

@MainActor
private func selection(of field: UITextField) -> NSRange {
    field.editingState.selection
}

@MainActor
private func textRange(in field: UITextField, _ location: Int, _ length: Int) -> UITextRange {
    let start = field.position(from: field.beginningOfDocument, offset: location)!
    return field.textRange(from: start, to: field.position(from: start, offset: length)!)!
}
