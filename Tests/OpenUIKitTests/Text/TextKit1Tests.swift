import TestSupport
import XCTest

@testable import OpenUIKit

/// Records what a text storage tells its delegate, as trace lines.
private final class StorageDelegate: NSObject, NSTextStorageDelegate {
    var events: [String] = []

    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        events.append("will(\(editedMask.rawValue), \(editedRange.location), \(editedRange.length), \(delta))")
    }

    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        events.append("did(\(editedMask.rawValue), \(editedRange.location), \(editedRange.length), \(delta))")
    }
}

/// 10-point text: characters 5 points wide headless.
private let font = UIFont.systemFont(ofSize: 10)

private func storage(_ string: String) -> NSTextStorage {
    NSTextStorage(string: string, attributes: [.font: font])
}

/// TextKit 1 headless: a text storage's edits and their processing, a layout manager's lines by
/// the headless measuring rule (each character half the point size wide), attachments, tabs,
/// lists, and a text view's storage.
final class TextKit1Tests: UIKitTestCase {

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            if !(TextMeasurement.measurer is HeadlessTextMeasurer) { TextMeasurement.measurer = HeadlessTextMeasurer() }
        }
    }

    // MARK: NSTextStorage

    /// Each edit outside `beginEditing()` is processed at once: willProcess, then didProcess, with
    /// the mask, the range after the edit and the change in length; then nothing is pending.
    func testEachEditIsProcessedAtOnce() {
        onMain {
            let text = storage("Hello")
            let delegate = StorageDelegate()
            text.delegate = delegate
            text.append(NSAttributedString(string: " world"))
            text.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Bye")
            text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
            XCTAssertEqual(
                delegate.events,
                [
                    "will(3, 5, 6, 6)", "did(3, 5, 6, 6)", "will(2, 0, 3, -2)", "did(2, 0, 3, -2)", "will(1, 0, 3, 0)",
                    "did(1, 0, 3, 0)",
                ])
            XCTAssertEqual(text.string, "Bye world")
            XCTAssertEqual(text.editedRange.location, NSNotFound)
            XCTAssertEqual(text.editedMask, [])
            XCTAssertEqual(text.changeInLength, 0)
        }
    }

    /// Between `beginEditing()` and `endEditing()` edits add up (nested pairs too) and are processed once.
    func testEditsInsideBeginAndEndEditingAreProcessedOnce() {
        onMain {
            let text = storage("Hello world")
            let delegate = StorageDelegate()
            text.delegate = delegate
            text.beginEditing()
            text.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Hi")
            text.beginEditing()
            text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 3, length: 5))
            text.endEditing()
            XCTAssertEqual(delegate.events, [], "nothing is processed before the outermost endEditing")
            XCTAssertEqual(text.editedMask, [.editedCharacters, .editedAttributes])
            XCTAssertEqual(text.editedRange, NSRange(location: 0, length: 8))
            XCTAssertEqual(text.changeInLength, -3)
            text.endEditing()
            XCTAssertEqual(delegate.events, ["will(3, 0, 8, -3)", "did(3, 0, 8, -3)"])
        }
    }

    /// A range past the end is refused with UIKit's range exception and the text is left as it was.
    func testAnEditOutOfRangeIsRefused() {
        onMain {
            let text = storage("abc")
            var diagnostics: [UIKitDiagnostic] = []
            let previous = UIKitDiagnostics.handler
            UIKitDiagnostics.handler = { diagnostics.append($0) }
            defer { UIKitDiagnostics.handler = previous }
            text.replaceCharacters(in: NSRange(location: 2, length: 5), with: "x")
            XCTAssertEqual(diagnostics.map(\.name), [UIKitDiagnostic.range])
            XCTAssertEqual(text.string, "abc")
        }
    }

    // MARK: NSLayoutManager

    /// A 60-point container with 5 points of padding wraps 10 characters to a line, at a word;
    /// the used rectangle, line fragments, bounding rectangles and hit testing follow.
    func testLinesWrapAtWordsInTheContainer() {
        onMain {
            let text = storage("aaaa bbbb cccc")
            let manager = NSLayoutManager()
            let container = NSTextContainer(size: CGSize(width: 60, height: 1000))
            manager.addTextContainer(container)
            text.addLayoutManager(manager)
            XCTAssertTrue(manager.textStorage === text)
            XCTAssertTrue(container.layoutManager === manager)
            let line = font.lineHeight
            var range = NSRange()
            XCTAssertEqual(
                manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &range),
                CGRect(x: 0, y: 0, width: 60, height: line))
            XCTAssertEqual(range, NSRange(location: 0, length: 10), "the first line ends after the space")
            XCTAssertEqual(manager.lineFragmentRect(forGlyphAt: 11, effectiveRange: &range).minY, line)
            XCTAssertEqual(range, NSRange(location: 10, length: 4))
            XCTAssertEqual(manager.usedRect(for: container), CGRect(x: 0, y: 0, width: 55, height: 2 * line))
            XCTAssertEqual(manager.glyphRange(for: container), NSRange(location: 0, length: 14))
            XCTAssertEqual(
                manager.boundingRect(forGlyphRange: NSRange(location: 5, length: 4), in: container),
                CGRect(x: 30, y: 0, width: 20, height: line))
            XCTAssertEqual(manager.location(forGlyphAt: 12).x, 15)
            var fraction: CGFloat = 0
            XCTAssertEqual(
                manager.characterIndex(
                    for: CGPoint(x: 17, y: 1), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction), 2)
            XCTAssertEqual(fraction, 0.4, accuracy: 0.001)
            XCTAssertEqual(
                manager.characterIndex(
                    for: CGPoint(x: 7, y: line + 1), in: container, fractionOfDistanceBetweenInsertionPoints: nil), 10)

            text.replaceCharacters(in: NSRange(location: 4, length: 10), with: "")
            XCTAssertEqual(
                manager.usedRect(for: container), CGRect(x: 0, y: 0, width: 30, height: line),
                "an edit lays the text out again")
        }
    }

    /// Text a full container has no room for flows into the next; with no next, it is not laid out.
    func testTextFlowsThroughContainers() {
        onMain {
            let text = storage("aaaa bbbb cccc dddd")
            let manager = NSLayoutManager()
            let first = NSTextContainer(size: CGSize(width: 60, height: font.lineHeight * 1.5))
            text.addLayoutManager(manager)
            manager.addTextContainer(first)
            XCTAssertEqual(manager.glyphRange(for: first), NSRange(location: 0, length: 10))
            XCTAssertEqual(manager.firstUnlaidCharacterIndex(), 10)
            let second = NSTextContainer(size: CGSize(width: 60, height: 1000))
            manager.addTextContainer(second)
            XCTAssertEqual(manager.glyphRange(for: second), NSRange(location: 10, length: 9))
            XCTAssertTrue(manager.textContainer(forGlyphAt: 12, effectiveRange: nil) === second)
            XCTAssertEqual(manager.firstUnlaidCharacterIndex(), 19)
            first.maximumNumberOfLines = 1
            first.size = CGSize(width: 60, height: 1000)
            XCTAssertEqual(manager.glyphRange(for: first), NSRange(location: 0, length: 10), "one line at most")
        }
    }

    /// Newlines end lines; a final newline leaves an extra line fragment for the caret.
    func testParagraphsAndTheExtraLineFragment() {
        onMain {
            let text = storage("ab\ncd\n")
            let manager = NSLayoutManager()
            text.addLayoutManager(manager)
            let container = NSTextContainer(size: CGSize(width: 200, height: 1000))
            manager.addTextContainer(container)
            var lines: [NSRange] = []
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: text.length)) {
                _, used, _, range, _ in
                lines.append(range)
                XCTAssertEqual(used.width, 20)
            }
            XCTAssertEqual(lines, [NSRange(location: 0, length: 3), NSRange(location: 3, length: 3)])
            XCTAssertEqual(manager.extraLineFragmentRect.minY, 2 * font.lineHeight)
            XCTAssertTrue(manager.extraLineFragmentTextContainer === container)
        }
    }

    // MARK: Attachments, tabs, lists

    /// An attachment is one U+FFFC character; its bounds (the image's size when empty) take its place on the line.
    func testAnAttachmentTakesItsBoundsOnTheLine() {
        onMain {
            let attachment = NSTextAttachment()
            attachment.bounds = CGRect(x: 0, y: 0, width: 20, height: 8)
            let string = NSAttributedString(attachment: attachment)
            XCTAssertEqual(string.length, 1)
            XCTAssertEqual((string.string as NSString).character(at: 0), unichar(NSTextAttachment.character))
            XCTAssertTrue(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
            let text = storage("a")
            text.append(NSAttributedString(attachment: attachment, attributes: [.font: font]))
            text.append(NSAttributedString(string: "b", attributes: [.font: font]))
            let manager = NSLayoutManager()
            text.addLayoutManager(manager)
            let container = NSTextContainer(size: CGSize(width: 200, height: 1000))
            manager.addTextContainer(container)
            XCTAssertEqual(manager.usedRect(for: container).width, 5 + 20 + 5 + 10)
            XCTAssertEqual(manager.location(forGlyphAt: 2).x, 5 + 5 + 20)

            let image = UIImage(sizeOnly: CGSize(width: 12, height: 6), scale: 1)
            let pictured = NSTextAttachment(image: image)
            XCTAssertEqual(
                pictured.attachmentBounds(
                    for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0),
                CGRect(x: 0, y: 0, width: 12, height: 6))
        }
    }

    /// Paragraph styles have 12 left tab stops 28 points apart by default; added stops stay in order.
    func testTabStops() {
        let style = NSMutableParagraphStyle()
        XCTAssertEqual(style.tabStops.count, 12)
        XCTAssertEqual(style.tabStops.first?.location, 28)
        style.tabStops = [NSTextTab(textAlignment: .right, location: 100)]
        style.addTabStop(NSTextTab(textAlignment: .left, location: 40))
        XCTAssertEqual(style.tabStops.map(\.location), [40, 100])
        XCTAssertEqual(style.tabStops.last?.alignment, .right)
        XCTAssertTrue(NSTextTab.columnTerminators(for: Locale(identifier: "en_US")).contains("."))
        XCTAssertNotEqual(style, NSParagraphStyle.default, "tab stops count in equality")
    }

    /// Markers replace the format's keyword: numbers, letters, roman numerals, bullets.
    func testListMarkers() {
        XCTAssertEqual(
            NSTextList(markerFormat: NSTextList.MarkerFormat("({decimal})"), options: 0).marker(forItemNumber: 3), "(3)"
        )
        XCTAssertEqual(NSTextList(markerFormat: .uppercaseRoman, options: 0).marker(forItemNumber: 14), "XIV")
        XCTAssertEqual(NSTextList(markerFormat: .lowercaseAlpha, options: 0).marker(forItemNumber: 27), "aa")
        XCTAssertEqual(NSTextList(markerFormat: .uppercaseHexadecimal, options: 0).marker(forItemNumber: 255), "FF")
        XCTAssertEqual(NSTextList(markerFormat: .disc, options: 0).marker(forItemNumber: 5), "\u{2022}")
        XCTAssertFalse(NSTextList(markerFormat: .disc, options: 0).isOrdered)
        let list = NSTextList(markerFormat: .decimal, options: .prependEnclosingMarker, startingItemNumber: 4)
        XCTAssertTrue(list.isOrdered)
        XCTAssertEqual(list.startingItemNumber, 4)
        XCTAssertEqual(list.listOptions, .prependEnclosingMarker)
    }

    // MARK: UITextView

    /// A text view's storage holds its text, and edits to the storage become the view's text;
    /// its layout manager lays the text out in the view's container.
    func testATextViewsStorageAndTheViewStayInStep() {
        onMain {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            textView.font = font
            textView.text = "Hello"
            XCTAssertEqual(textView.textStorage.string, "Hello")
            XCTAssertTrue(textView.layoutManager.textContainers.first === textView.textContainer)
            XCTAssertTrue(textView.textStorage.layoutManagers.first === textView.layoutManager)
            XCTAssertEqual(textView.textContainer.size.width, 200)

            textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Bye")
            XCTAssertEqual(textView.text, "Bye")
            textView.text = "Again"
            XCTAssertEqual(textView.textStorage.string, "Again")
            let used = textView.layoutManager.usedRect(for: textView.textContainer)
            XCTAssertEqual(used.width, 25 + 10)

            textView.textContentView.layer.displayIfNeeded()
            XCTAssertFalse(textView.textContentView.layer.needsDisplay)
            textView.layoutManager.invalidateDisplay(forCharacterRange: NSRange(location: 0, length: 2))
            XCTAssertTrue(textView.textContentView.layer.needsDisplay, "invalidating display redraws the text")
        }
    }

    /// A text view made with a container an app laid out in its own stack shows and edits that stack's storage.
    func testATextViewUsesAnAppsOwnStack() {
        onMain {
            let text = storage("From the app")
            let manager = NSLayoutManager()
            text.addLayoutManager(manager)
            let container = NSTextContainer(size: CGSize(width: 300, height: 300))
            manager.addTextContainer(container)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
            XCTAssertTrue(textView.textStorage === text)
            XCTAssertTrue(textView.layoutManager === manager)
            XCTAssertEqual(textView.text, "From the app")
            text.replaceCharacters(in: NSRange(location: 0, length: 4), with: "To")
            XCTAssertEqual(textView.text, "To the app")
            textView.text = "Typed"
            XCTAssertEqual(text.string, "Typed")
        }
    }
}
