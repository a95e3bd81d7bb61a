import TestSupport
import XCTest

@testable import OpenUIKit

/// Reports a fixed viewport and records the fragments it is asked to show.
@MainActor
private final class ViewportRecorder: NSObject, NSTextViewportLayoutControllerDelegate {
    var bounds = CGRect.zero
    var events: [String] = []

    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect { bounds }

    func textViewportLayoutController(
        _ textViewportLayoutController: NSTextViewportLayoutController,
        configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment
    ) {
        let paragraph = (textLayoutFragment.textElement as? NSTextParagraph)?.attributedString.string ?? "?"
        events.append("configure(\(paragraph.trimmingCharacters(in: .newlines)))")
    }

    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
        events.append("willLayout")
    }

    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
        events.append("didLayout")
    }
}

/// 10-point text: characters 5 points wide headless.
private let font = UIFont.systemFont(ofSize: 10)

/// A content storage with `text`, a layout manager and a 60-point container (5 points of padding).
@MainActor
private func stack(_ text: String) -> (NSTextContentStorage, NSTextLayoutManager) {
    let content = NSTextContentStorage()
    content.textStorage?.setAttributedString(NSAttributedString(string: text, attributes: [.font: font]))
    let layout = NSTextLayoutManager()
    content.addTextLayoutManager(layout)
    layout.textContainer = NSTextContainer(size: CGSize(width: 60, height: 0))
    return (content, layout)
}

private func offset(_ location: (any NSTextLocation)?, in content: NSTextContentManager) -> Int? {
    location.map { TextContentLocation.offset(of: $0) }
}

/// TextKit 2 headless: ranges, a content storage's paragraphs, layout fragments and their lines
/// by the headless measuring rule (characters half the point size wide), the viewport, and
/// selection navigation.
final class TextKit2Tests: UIKitTestCase {

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            if !(TextMeasurement.measurer is HeadlessTextMeasurer) { TextMeasurement.measurer = HeadlessTextMeasurer() }
        }
    }

    /// Ranges contain their start and not their end; intersection and union follow.
    func testRanges() {
        onMain {
            let (content, _) = stack("0123456789")
            let a = NSTextRange(
                location: content.location(content.documentRange.location, offsetBy: 2)!,
                end: content.location(content.documentRange.location, offsetBy: 6))!
            let b = NSTextRange(
                location: content.location(content.documentRange.location, offsetBy: 4)!,
                end: content.location(content.documentRange.location, offsetBy: 8))!
            XCTAssertTrue(a.contains(a.location))
            XCTAssertFalse(a.contains(a.endLocation))
            XCTAssertEqual(a.intersection(b)?.nsRange, NSRange(location: 4, length: 2))
            XCTAssertEqual(a.union(b).nsRange, NSRange(location: 2, length: 6))
            XCTAssertNil(NSTextRange(location: b.endLocation, end: a.location), "an end before the start is refused")
            XCTAssertTrue(NSTextRange(location: a.location).isEmpty)
            XCTAssertEqual(content.offset(from: a.location, to: b.endLocation), 6)
        }
    }

    /// One paragraph element per paragraph, its newline included; enumeration starts at the one
    /// holding the location, forward or in reverse.
    func testTheContentStorageHandsOutParagraphs() {
        onMain {
            let (content, _) = stack("One\nTwo two\nThree")
            var seen: [String] = []
            content.enumerateTextElements(from: nil) { element in
                seen.append((element as! NSTextParagraph).attributedString.string)
                return true
            }
            XCTAssertEqual(seen, ["One\n", "Two two\n", "Three"])
            seen = []
            let five = content.location(content.documentRange.location, offsetBy: 5)!
            content.enumerateTextElements(from: five, options: .reverse) { element in
                seen.append((element as! NSTextParagraph).attributedString.string)
                return true
            }
            XCTAssertEqual(seen, ["Two two\n", "One\n"])
            let second = content.textElements(for: NSTextRange(location: five)).first as? NSTextParagraph
            XCTAssertEqual(second?.paragraphContentRange?.nsRange, NSRange(location: 4, length: 7))
            XCTAssertEqual(second?.paragraphSeparatorRange?.nsRange, NSRange(location: 11, length: 1))
        }
    }

    /// A layout fragment per paragraph, stacked; a long paragraph breaks into lines at words;
    /// an edit of the storage lays the text out again.
    func testLayoutFragmentsAndTheirLines() {
        onMain {
            let (content, layout) = stack("aaaa bbbb cccc\nShort")
            let line = font.lineHeight
            var frames: [CGRect] = []
            var lines: [[NSRange]] = []
            let end = layout.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { fragment in
                XCTAssertEqual(fragment.state, .layoutAvailable)
                frames.append(fragment.layoutFragmentFrame)
                lines.append(fragment.textLineFragments.map(\.characterRange))
                return true
            }
            XCTAssertEqual(offset(end, in: content), 20)
            XCTAssertEqual(
                frames,
                [CGRect(x: 0, y: 0, width: 60, height: 2 * line), CGRect(x: 0, y: 2 * line, width: 60, height: line)])
            XCTAssertEqual(
                lines,
                [
                    [NSRange(location: 0, length: 10), NSRange(location: 10, length: 5)],
                    [NSRange(location: 0, length: 5)],
                ])
            XCTAssertEqual(layout.usageBoundsForTextContainer, CGRect(x: 0, y: 0, width: 60, height: 3 * line))

            let first = layout.textLayoutFragment(for: content.documentRange.location)!
            let second = first.textLineFragments[1]
            XCTAssertEqual(second.typographicBounds.origin, CGPoint(x: 5, y: line))
            XCTAssertEqual(second.locationForCharacter(at: 12).x, 10)
            XCTAssertEqual(second.characterIndex(for: CGPoint(x: 11, y: 0)), 12)
            XCTAssertTrue(
                layout.textLayoutFragment(for: CGPoint(x: 0, y: 2.5 * line))?.textElement
                    === layout.textLayoutFragment(for: content.location(content.documentRange.location, offsetBy: 16)!)?
                    .textElement)

            content.performEditingTransaction {
                content.textStorage?.replaceCharacters(in: NSRange(location: 4, length: 10), with: "")
            }
            var count = 0
            layout.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { _ in
                count += 1
                return true
            }
            XCTAssertEqual(count, 2)
            XCTAssertEqual(layout.usageBoundsForTextContainer.height, 2 * line, "the first paragraph is one line now")
        }
    }

    /// The viewport controller asks for the visible rectangle and shows the fragments it touches, in order.
    func testTheViewportShowsTheFragmentsItTouches() {
        onMain {
            let (content, layout) = stack("A\nB\nC\nD")
            let recorder = ViewportRecorder()
            recorder.bounds = CGRect(x: 0, y: font.lineHeight * 0.5, width: 60, height: font.lineHeight)
            let controller = layout.textViewportLayoutController
            controller.delegate = recorder
            controller.layoutViewport()
            XCTAssertEqual(recorder.events, ["willLayout", "configure(A)", "configure(B)", "didLayout"])
            XCTAssertEqual(controller.viewportRange?.nsRange, NSRange(location: 0, length: 4))
            XCTAssertEqual(
                controller.relocateViewport(to: content.location(content.documentRange.location, offsetBy: 4)!),
                2 * font.lineHeight)
        }
    }

    /// Arrow-key moves by character, word, line and document, with and without extending.
    func testSelectionNavigation() {
        onMain {
            let (content, layout) = stack("One two\nthree")
            let navigation = layout.textSelectionNavigation
            let start = NSTextSelection(content.documentRange.location, affinity: .downstream)
            func range(_ selection: NSTextSelection?) -> NSRange? { selection?.textRanges.first?.nsRange }
            XCTAssertEqual(
                range(
                    navigation.destinationSelection(
                        for: start, direction: .forward, destination: .character,
                        extending: false, confined: false)), NSRange(location: 1, length: 0))
            XCTAssertEqual(
                range(
                    navigation.destinationSelection(
                        for: start, direction: .forward, destination: .word,
                        extending: false, confined: false)), NSRange(location: 3, length: 0))
            XCTAssertEqual(
                range(
                    navigation.destinationSelection(
                        for: start, direction: .forward, destination: .word,
                        extending: true, confined: false)), NSRange(location: 0, length: 3))
            XCTAssertEqual(
                range(
                    navigation.destinationSelection(
                        for: start, direction: .down, destination: .character,
                        extending: false, confined: false)), NSRange(location: 8, length: 0))
            XCTAssertEqual(
                range(
                    navigation.destinationSelection(
                        for: start, direction: .forward, destination: .document,
                        extending: false, confined: false)), NSRange(location: 13, length: 0))
            let word = navigation.textSelection(
                for: .word,
                enclosing: NSTextSelection(
                    content.location(content.documentRange.location, offsetBy: 5)!, affinity: .downstream))
            XCTAssertEqual(range(word), NSRange(location: 4, length: 3))
            XCTAssertEqual(word.granularity, .word)
            let caret = NSTextSelection(
                content.location(content.documentRange.location, offsetBy: 3)!, affinity: .downstream)
            XCTAssertEqual(
                navigation.deletionRanges(
                    for: caret, direction: .backward, destination: .character,
                    allowsDecomposition: false
                ).map(\.nsRange), [NSRange(location: 2, length: 1)])
            let clicked = navigation.textSelections(
                interactingAt: CGPoint(x: 5 + 11, y: font.lineHeight + 1),
                inContainerAt: content.documentRange.location, anchors: [], modifiers: [], selecting: false,
                bounds: .zero)
            XCTAssertEqual(clicked.map { range($0) }, [NSRange(location: 10, length: 0)])
        }
    }

    /// Segments for a selection across two lines: one rectangle per line.
    func testSegmentsOfARangeAcrossLines() {
        onMain {
            let (content, layout) = stack("aaaa bbbb cccc")
            defer { withExtendedLifetime(content) {} }
            var rects: [CGRect] = []
            layout.enumerateTextSegments(in: NSTextRange(NSRange(location: 5, length: 7)), type: .selection) {
                _, rect, _, _ in
                rects.append(rect)
                return true
            }
            let line = font.lineHeight
            XCTAssertEqual(
                rects, [CGRect(x: 30, y: 0, width: 25, height: line), CGRect(x: 5, y: line, width: 10, height: line)])
        }
    }

    /// A list element's text is its marker, a tab and its contents.
    func testAListElement() {
        let list = NSTextList(markerFormat: .decimal, options: 0)
        let parent = NSTextListElement(
            textList: list, contents: NSAttributedString(string: "First"), markerAttributes: nil,
            childElements: nil)
        let child = NSTextListElement(
            parentElement: parent, textList: list, contents: NSAttributedString(string: "Inner"),
            markerAttributes: nil, childElements: nil)
        XCTAssertEqual(parent.attributedString.string, "1\tFirst")
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.childElements.count, 1)
    }

    /// After a final newline, `.ensuresExtraLineFragment` hands out the empty last line too, in the last character's font.
    func testTheExtraLineFragment() {
        onMain {
            let (content, layout) = stack("A\n")
            var frames: [CGRect] = []
            layout.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout, .ensuresExtraLineFragment]) {
                fragment in
                frames.append(fragment.layoutFragmentFrame)
                return true
            }
            XCTAssertEqual(
                frames,
                [
                    CGRect(x: 0, y: 0, width: 60, height: font.lineHeight),
                    CGRect(x: 0, y: font.lineHeight, width: 60, height: font.lineHeight),
                ])
            var count = 0
            layout.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { _ in
                count += 1
                return true
            }
            XCTAssertEqual(count, 1)
            withExtendedLifetime(content) {}
        }
    }
}
