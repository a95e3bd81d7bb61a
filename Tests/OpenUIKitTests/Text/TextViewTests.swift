import TestSupport
import XCTest

@testable import OpenUIKit

/// A text view delegate that traces what it is asked and told.
@MainActor
private final class TracingTextViewDelegate: UITextViewDelegate {
    var allowsChanges = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        LifecycleTrace.record(textView, "shouldBeginEditing")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { LifecycleTrace.record(textView, "didBeginEditing") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        LifecycleTrace.record(textView, "shouldEndEditing")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { LifecycleTrace.record(textView, "didEndEditing") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        LifecycleTrace.record(textView, "shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        return allowsChanges
    }
    func textViewDidChange(_ textView: UITextView) { LifecycleTrace.record(textView, "didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        LifecycleTrace.record(
            textView, "didChangeSelection(\(textView.selectedRange.location),\(textView.selectedRange.length))")
    }
}

/// A window with a text view named T (200 × `height` at 20, 100) and its tracing delegate, the
/// trace cleared. Headless, the default 12-point font's characters are 6 points wide and its
/// lines 14.3 tall; the text starts 5 points in (the line fragment padding) and 8 down.
@MainActor
private func textView(height: CGFloat = 100) -> (UIWindow, UITextView) {
    let root = UIViewController()
    let window = showInWindow(root)
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: height))
    LifecycleTrace.name(textView, "T")
    let delegate = TracingTextViewDelegate()
    textView.delegate = delegate
    root.view.addSubview(textView)
    pump()
    LifecycleTrace.clear()
    keptWindow = window
    keptObjects = [delegate]
    return (window, textView)
}

/// UITextView editing: typing with newlines in the delegate's order, lines for the arrows,
/// scrolling to the caret, selection by the pointer without scrolling, a view that is only
/// selectable, and self-sizing.
final class TextViewTests: UIKitTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { SystemClipboards.clipboard = InProcessClipboard() }
        super.tearDown()
    }

    /// Return types a newline; each edit is asked first, the selection callback comes before
    /// `textViewDidChange(_:)`; a text set in code calls nothing.
    func testTypingWithNewlines() {
        onMain {
            let (_, view) = textView()
            XCTAssertTrue(view.becomeFirstResponder())
            UIEventInjector.shared.type("a\nb")
            XCTAssertEqual(view.text, "a\nb")
            XCTAssertEqual(
                trace("T"),
                [
                    "T.shouldBeginEditing", "T.didBeginEditing",
                    "T.shouldChange(0,0,\"a\")", "T.didChangeSelection(1,0)", "T.didChange",
                    "T.shouldChange(1,0,\"\\n\")", "T.didChangeSelection(2,0)", "T.didChange",
                    "T.shouldChange(2,0,\"b\")", "T.didChangeSelection(3,0)", "T.didChange",
                ])
            LifecycleTrace.clear()
            view.text = "set in code"
            XCTAssertEqual(trace("T"), [])
            XCTAssertEqual(view.selectedRange, NSRange(location: 11, length: 0))
            XCTAssertTrue(view.resignFirstResponder())
            XCTAssertEqual(trace("T"), ["T.shouldEndEditing", "T.didEndEditing"])
        }
    }

    /// Up and down keep to the column they started from across shorter lines; command-up goes
    /// to the start, end to the line's end, and the caret's rectangle follows the lines.
    func testArrowsMoveBetweenLines() {
        onMain {
            let (_, view) = textView()
            view.text = "abcd\nde\nfghij"
            XCTAssertTrue(view.becomeFirstResponder())
            press(.keyboardLeftArrow)
            press(.keyboardLeftArrow)
            XCTAssertEqual(view.selectedRange.location, 11, "column 3 of the last line")
            press(.keyboardUpArrow)
            XCTAssertEqual(view.selectedRange.location, 7, "the shorter line's end")
            press(.keyboardUpArrow)
            XCTAssertEqual(view.selectedRange.location, 3, "back to column 3")
            press(.keyboardDownArrow, [.keyboardLeftShift])
            XCTAssertEqual(view.selectedRange, NSRange(location: 3, length: 4))
            press(.keyboardUpArrow, [.keyboardLeftGUI])
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 0))
            press(.keyboardEnd)
            XCTAssertEqual(view.selectedRange.location, 4)
            let caret = view.caretRect(for: view.selectedTextRange!.start)
            XCTAssertEqual(caret.minX, 5 + 6 * 4)
            XCTAssertEqual(caret.minY, 8)
            let third = view.caretRect(for: view.endOfDocument)
            XCTAssertEqual(third.minY, 8 + 2 * UIFont.systemFont(ofSize: 12).lineHeight, accuracy: 0.001)
        }
    }

    /// Typing past the bottom scrolls the content so the caret stays in view.
    func testScrollsToKeepTheCaretVisible() {
        onMain {
            let (_, view) = textView(height: 60)
            XCTAssertTrue(view.becomeFirstResponder())
            UIEventInjector.shared.type("1\n2\n3\n4\n5\n6\n7")
            XCTAssertGreaterThan(view.contentSize.height, 100)
            XCTAssertGreaterThan(view.contentOffset.y, 0)
            let caret = view.caretRect(for: view.endOfDocument)
            XCTAssertLessThanOrEqual(caret.maxY, view.contentOffset.y + view.bounds.height)
            XCTAssertGreaterThanOrEqual(caret.minY, view.contentOffset.y)
            XCTAssertEqual(view.textContentView.caretView.frame, caret)
            press(.keyboardUpArrow, [.keyboardLeftGUI])
            XCTAssertEqual(view.contentOffset.y, 0, "back at the top")
        }
    }

    /// A pointer's drag selects text and does not scroll; a click places the caret.
    func testPointerSelectsWithoutScrolling() {
        onMain {
            let (window, view) = textView(height: 60)
            view.text = (1...12).map { "line \($0)" }.joined(separator: "\n")
            view.contentOffset = .zero
            let injector = UIEventInjector.shared
            @MainActor func point(column: Int, line: Int) -> CGPoint {
                view.convert(
                    CGPoint(
                        x: 5 + 6 * CGFloat(column) + 1,
                        y: 8 + UIFont.systemFont(ofSize: 12).lineHeight * (CGFloat(line) + 0.5)), to: window)
            }
            injector.buttonMask = .primary
            injector.touchDown(at: point(column: 2, line: 0), in: window)
            for step in 1...6 {
                injector.touchMoved(
                    to: CGPoint(x: point(column: 2, line: 0).x, y: point(column: 2, line: 0).y + CGFloat(step) * 4))
            }
            injector.touchMoved(to: point(column: 3, line: 2))
            injector.touchUp()
            injector.buttonMask = []
            XCTAssertTrue(view.isFirstResponder)
            XCTAssertEqual(view.contentOffset.y, 0, "the drag selected; it did not scroll")
            XCTAssertEqual(view.selectedRange, NSRange(location: 2, length: 15))
            XCTAssertEqual(view.text(in: view.selectedTextRange!), "ne 1\nline 2\nlin")
            XCTAssertEqual(view.selectionRects().count, 3)
        }
    }

    /// A view that is only selectable becomes first responder without an editing session:
    /// typing does nothing, copying works.
    func testSelectableButNotEditable() {
        onMain {
            SystemClipboards.clipboard = InProcessClipboard()
            let (_, view) = textView()
            view.isEditable = false
            view.text = "read only"
            XCTAssertTrue(view.becomeFirstResponder())
            UIEventInjector.shared.type("x")
            press(.keyboardDeleteOrBackspace)
            XCTAssertEqual(view.text, "read only")
            press(.keyboardA, [.keyboardLeftControl])
            press(.keyboardC, [.keyboardLeftControl])
            XCTAssertEqual(UIPasteboard.general.string, "read only")
            XCTAssertEqual(trace("T"), ["T.didChangeSelection(0,9)"], "no editing callbacks")
            view.isSelectable = false
            XCTAssertTrue(view.resignFirstResponder())
            XCTAssertFalse(view.canBecomeFirstResponder)
        }
    }

    /// The layout follows the container: no line fragment padding starts the text at the inset.
    func testTextContainerSettings() {
        onMain {
            let (_, view) = textView()
            view.text = "abc"
            XCTAssertEqual(view.caretRect(for: view.beginningOfDocument).minX, 5)
            view.textContainer.lineFragmentPadding = 0
            view.textContainerInset = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
            XCTAssertEqual(view.caretRect(for: view.beginningOfDocument).origin, CGPoint(x: 10, y: 2))
            XCTAssertEqual(view.contentSize.height, 4 + UIFont.systemFont(ofSize: 12).lineHeight, accuracy: 0.001)
            XCTAssertEqual(view.intrinsicContentSize.height, UIView.noIntrinsicMetric, "scrolling: no intrinsic height")
        }
    }
}
