import TestSupport
import XCTest

@testable import OpenUIKit

/// Records a find interaction's sessions beginning and ending.
@MainActor
private final class FindRecorder: UIFindInteractionDelegate {
    var events: [String] = []
    let textView: UITextView

    init(textView: UITextView) { self.textView = textView }

    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        UITextSearchingFindSession(searchableObject: textView)
    }
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {
        events.append("didBegin")
    }
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) { events.append("didEnd") }
}

/// Counts the fonts picked.
@MainActor
private final class PickRecorder: UIFontPickerViewControllerDelegate {
    var picked: [String] = []
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        picked.append(viewController.selectedFontDescriptor?.fontAttributes[.family] as? String ?? "?")
    }
}

/// Records the attributes the font panel converts.
@MainActor
private final class FormattingRecorder: UITextFormattingCoordinatorDelegate {
    var fonts: [UIFont] = []
    func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {
        if let font = conversionHandler([.font: UIFont.systemFont(ofSize: 20)])[.font] as? UIFont { fonts.append(font) }
    }
}

/// A window with a text view holding `text`, first responder.
@MainActor
private func focusedTextView(_ text: String) -> UITextView {
    let root = UIViewController()
    let window = showInWindow(root)
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.view.addSubview(textView)
    textView.text = text
    pump()
    _ = textView.becomeFirstResponder()
    keptWindow = window
    return textView
}

/// Text input headless: spell checking, the tokenizer, the keyboard's proxy, the font picker,
/// find in a text view, and what Linux lacks (Pencil, dictation) reported as the Simulator does.
final class TextInputTests: UIKitTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            if !(TextMeasurement.measurer is HeadlessTextMeasurer) { TextMeasurement.measurer = HeadlessTextMeasurer() }
        }
    }

    /// Misspelled words are found in order from the offset (wrapping when asked), guesses are one
    /// edit away with the word's capitals, and learned or ignored words count as right.
    func testSpellChecking() {
        onMain {
            let checker = UITextChecker()
            let text = "Thiss is a tesst of the checker"
            let all = NSRange(location: 0, length: (text as NSString).length)
            XCTAssertEqual(
                checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en_US"),
                NSRange(location: 0, length: 5))
            XCTAssertEqual(
                checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 6, wrap: false, language: "en_US"),
                NSRange(location: 11, length: 5))
            XCTAssertEqual(
                checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 17, wrap: true, language: "en_US"),
                NSRange(location: 0, length: 5), "wrapping finds the first again")
            XCTAssertEqual(
                checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 17, wrap: false, language: "en_US")
                    .location,
                NSNotFound)
            XCTAssertTrue(
                checker.guesses(forWordRange: NSRange(location: 11, length: 5), in: text, language: "en_US")?
                    .contains("test") ?? false)
            XCTAssertTrue(
                checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: text, language: "en_US")?
                    .contains("This") ?? false, "a capitalized word's guesses are capitalized")
            XCTAssertTrue(
                checker.completions(
                    forPartialWordRange: NSRange(location: 0, length: 4), in: "hell", language: "en_US")?
                    .contains("hello") ?? false)

            checker.ignoreWord("Thiss")
            XCTAssertEqual(checker.ignoredWords, ["Thiss"])
            UITextChecker.learnWord("tesst")
            defer { UITextChecker.unlearnWord("tesst") }
            XCTAssertTrue(UITextChecker.hasLearnedWord("tesst"))
            XCTAssertEqual(
                checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: true, language: "en_US")
                    .location,
                NSNotFound)
            XCTAssertEqual(
                checker.rangeOfMisspelledWord(
                    in: "Qzxv", range: NSRange(location: 0, length: 4), startingAt: 0,
                    wrap: false, language: "fr_FR"
                ).location, NSNotFound, "only English is checked")
        }
    }

    /// The tokenizer finds words, sentences and paragraphs through the input's own text.
    func testTheTokenizerFindsBoundaries() {
        onMain {
            let textView = focusedTextView("Hello world. Bye now\nNext")
            let tokenizer = UITextInputStringTokenizer(textInput: textView)
            @MainActor func at(_ offset: Int) -> UITextPosition {
                textView.position(from: textView.beginningOfDocument, offset: offset)!
            }
            @MainActor func offsets(_ range: UITextRange?) -> [Int]? {
                range.map {
                    [
                        textView.offset(from: textView.beginningOfDocument, to: $0.start),
                        textView.offset(from: textView.beginningOfDocument, to: $0.end),
                    ]
                }
            }
            XCTAssertEqual(
                offsets(tokenizer.rangeEnclosingPosition(at(2), with: .word, inDirection: .storage(.forward))), [0, 5])
            XCTAssertEqual(
                offsets(tokenizer.rangeEnclosingPosition(at(4), with: .sentence, inDirection: .storage(.forward))),
                [0, 12])
            XCTAssertEqual(
                offsets(tokenizer.rangeEnclosingPosition(at(14), with: .paragraph, inDirection: .storage(.forward))),
                [0, 20])
            XCTAssertTrue(tokenizer.isPosition(at(5), atBoundary: .word, inDirection: .storage(.forward)))
            XCTAssertFalse(tokenizer.isPosition(at(3), atBoundary: .word, inDirection: .storage(.forward)))
            XCTAssertEqual(
                textView.offset(
                    from: textView.beginningOfDocument,
                    to: tokenizer.position(from: at(0), toBoundary: .word, inDirection: .storage(.forward))!), 5)
            XCTAssertEqual(
                textView.offset(
                    from: textView.beginningOfDocument,
                    to: tokenizer.position(from: at(8), toBoundary: .word, inDirection: .layout(.left))!), 6)
            XCTAssertTrue(tokenizer.isPosition(at(3), withinTextUnit: .word, inDirection: .storage(.forward)))
            XCTAssertFalse(tokenizer.isPosition(at(12), withinTextUnit: .word, inDirection: .storage(.forward)))
        }
    }

    /// A keyboard's proxy reads and types into the first responder.
    func testAKeyboardTypesThroughItsProxy() {
        onMain {
            let textView = focusedTextView("One\nTwo three")
            textView.selectedRange = NSRange(location: 8, length: 0)
            let keyboard = UIInputViewController()
            let proxy = keyboard.textDocumentProxy
            XCTAssertEqual(proxy.documentContextBeforeInput, "Two ")
            XCTAssertEqual(proxy.documentContextAfterInput, "three")
            proxy.insertText("big ")
            XCTAssertEqual(textView.text, "One\nTwo big three")
            proxy.adjustTextPosition(byCharacterOffset: -4)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 8, length: 0))
            proxy.deleteBackward()
            XCTAssertEqual(textView.text, "One\nTwobig three")
            XCTAssertEqual(
                proxy.documentInputMode?.primaryLanguage, UITextInputMode.activeInputModes.first?.primaryLanguage)
            XCTAssertTrue(keyboard.view is UIInputView)
            XCTAssertEqual((keyboard.view as? UIInputView)?.inputViewStyle, .keyboard)
            keyboard.dismissKeyboard()
            XCTAssertFalse(textView.isFirstResponder)
        }
    }

    /// The picker lists the known families, or their faces with the wanted traits; a pick sets the descriptor and tells the delegate.
    func testTheFontPicker() {
        onMain {
            let picker = UIFontPickerViewController()
            let recorder = PickRecorder()
            picker.delegate = recorder
            picker.loadViewIfNeeded()
            XCTAssertEqual(picker.rows.map(\.family), FontFamilies.known)
            picker.pick(row: 7)
            XCTAssertEqual(recorder.picked, ["Helvetica"])
            XCTAssertEqual(picker.selectedFontDescriptor?.fontAttributes[.family] as? String, "Helvetica")

            let configuration = UIFontPickerViewController.Configuration()
            configuration.includeFaces = true
            configuration.filteredTraits = .traitBold
            let faces = UIFontPickerViewController(configuration: configuration)
            XCTAssertEqual(faces.rows.count, 2 * FontFamilies.known.count)
            XCTAssertEqual(faces.rows.first?.face, "Bold")
            configuration.filteredLanguagesPredicate = UIFontPickerViewController.Configuration.filterPredicate(
                forFilteredLanguages: ["ja"])
            XCTAssertEqual(
                UIFontPickerViewController(configuration: configuration).rows.count, 0, "no family here covers Japanese"
            )
        }
    }

    /// Find in a text view: matches counted and painted, the next one highlighted in turn
    /// (wrapping), replaced one at a time, and forgotten when the navigator is dismissed.
    func testFindInATextView() {
        onMain {
            let textView = focusedTextView("cat dog cat")
            textView.selectedRange = NSRange(location: 0, length: 0)
            textView.isFindInteractionEnabled = true
            XCTAssertNotNil(textView.findInteraction)
            let recorder = FindRecorder(textView: textView)
            let interaction = UIFindInteraction(sessionDelegate: recorder)
            textView.addInteraction(interaction)
            interaction.searchText = "CAT"
            interaction.presentFindNavigator(showingReplace: false)
            let session = interaction.activeFindSession
            XCTAssertEqual(session?.resultCount, 2)
            XCTAssertEqual(session?.highlightedResultIndex, 0)
            XCTAssertEqual(textView.foundTextDecorations[NSRange(location: 0, length: 3)], .highlighted)
            XCTAssertEqual(textView.foundTextDecorations[NSRange(location: 8, length: 3)], .found)
            interaction.findNext()
            XCTAssertEqual(session?.highlightedResultIndex, 1)
            interaction.findNext()
            XCTAssertEqual(session?.highlightedResultIndex, 0, "wraps round")
            interaction.findPrevious()
            XCTAssertEqual(session?.highlightedResultIndex, 1)
            XCTAssertTrue(session?.supportsReplacement ?? false)
            interaction.replacementText = "cow"
            interaction.replaceCurrent()
            XCTAssertEqual(textView.text, "cat dog cow")
            XCTAssertEqual(session?.resultCount, 1)
            interaction.dismissFindNavigator()
            XCTAssertEqual(recorder.events, ["didBegin", "didEnd"])
            XCTAssertTrue(textView.foundTextDecorations.isEmpty)
            XCTAssertFalse(interaction.isFindNavigatorVisible)
        }
    }

    /// Word matching: whole words, word starts, anywhere.
    func testSearchOptionsMatchWords() {
        onMain {
            let string = "cat concat category" as NSString
            XCTAssertEqual(
                UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: []).matches(of: "cat", in: string)
                    .count, 3)
            XCTAssertEqual(
                UITextSearchOptions(wordMatchMethod: .startsWith, stringCompareOptions: []).matches(
                    of: "cat", in: string),
                [NSRange(location: 0, length: 3), NSRange(location: 11, length: 3)])
            XCTAssertEqual(
                UITextSearchOptions(wordMatchMethod: .fullWord, stringCompareOptions: []).matches(
                    of: "cat", in: string),
                [NSRange(location: 0, length: 3)])
        }
    }

    /// A selection display interaction puts a caret on an empty selection and paints a range's rectangles.
    func testTheSelectionDisplay() {
        onMain {
            let textView = focusedTextView("Hello world")
            final class Container: UITextSelectionDisplayInteractionDelegate {}
            let delegate = Container()
            let display = UITextSelectionDisplayInteraction(textInput: textView, delegate: delegate)
            textView.addInteraction(display)
            display.isActivated = true
            textView.selectedRange = NSRange(location: 3, length: 0)
            display.setNeedsSelectionUpdate()
            XCTAssertTrue(display.cursorView.superview === textView)
            XCTAssertFalse(display.cursorView.isHidden)
            XCTAssertEqual(display.cursorView.frame, textView.caretRect(for: textView.selectedTextRange!.start))
            XCTAssertTrue(display.cursorView.isBlinking)
            textView.selectedRange = NSRange(location: 0, length: 5)
            display.setNeedsSelectionUpdate()
            XCTAssertTrue(display.cursorView.isHidden)
            XCTAssertEqual(display.highlightView.selectionRects.count, 1)
            XCTAssertEqual(display.highlightView.selectionRects.first?.rect.width, 30, "5 characters of 6 points")
            display.isActivated = false
            XCTAssertNil(display.cursorView.superview)
        }
    }

    /// What Linux lacks is reported as a device without it: no Pencil, no dictation, one hardware keyboard.
    func testWhatLinuxLacks() {
        onMain {
            final class Scribbler: UIScribbleInteractionDelegate {}
            let scribbler = Scribbler()
            let scribble = UIScribbleInteraction(delegate: scribbler)
            let view = UIView()
            view.addInteraction(scribble)
            XCTAssertTrue(scribble.view === view)
            XCTAssertFalse(scribble.isHandlingWriting)
            XCTAssertFalse(UIScribbleInteraction.isPencilInputExpected)
            let context = UITextInputContext.current()
            XCTAssertFalse(context.isPencilInputExpected)
            XCTAssertFalse(context.isDictationInputExpected)
            XCTAssertTrue(context.isHardwareKeyboardInputExpected)
            XCTAssertEqual(UITextInputMode.activeInputModes.count, 1)
            XCTAssertNotNil(UITextInputMode.activeInputModes.first?.primaryLanguage)
            XCTAssertTrue(UITextField().textInputMode === UITextInputMode.activeInputModes.first)
            XCTAssertNil(UIView().textInputMode)
        }
    }

    /// Password rules keep their descriptor and read its minimum length and required classes.
    func testPasswordRules() {
        onMain {
            let rules = UITextInputPasswordRules(descriptor: "required: upper; required: digit; minlength: 12;")
            XCTAssertEqual(rules.minimumLength, 12)
            XCTAssertEqual(rules.requiredClasses, ["upper", "digit"])
            let field = UITextField()
            field.passwordRules = rules
            XCTAssertEqual(field.passwordRules?.passwordRulesDescriptor, rules.passwordRulesDescriptor)
        }
    }

    /// A text item is the link, attachment or tag at an index, over its whole run.
    func testTextItems() {
        onMain {
            let text = NSMutableAttributedString(string: "see docs here")
            text.addAttribute(.link, value: URL(string: "https://example.com")!, range: NSRange(location: 4, length: 4))
            let item = UITextItem.item(at: 5, in: text)
            XCTAssertEqual(item?.range, NSRange(location: 4, length: 4))
            if case .link(let url) = item?.content {
                XCTAssertEqual(url.host, "example.com")
            } else {
                XCTFail("a link")
            }
            XCTAssertNil(UITextItem.item(at: 0, in: text))
        }
    }

    /// The font panel is a font picker presented in the key window; a font picked in it is applied
    /// through the coordinator's delegate, the size kept; toggling again dismisses it.
    func testTheFormattingCoordinatorsFontPanel() {
        onMain {
            let session = UISceneSession(
                role: .windowApplication,
                configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
            let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
            let window = UIWindow(windowScene: scene)
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            pump()
            keptWindow = window
            let coordinator = UITextFormattingCoordinator.textFormattingCoordinator(for: scene)
            XCTAssertTrue(UITextFormattingCoordinator.textFormattingCoordinator(for: scene) === coordinator)
            let recorder = FormattingRecorder()
            coordinator.delegate = recorder
            UITextFormattingCoordinator.toggleFontPanel(root)
            pump()
            XCTAssertTrue(UITextFormattingCoordinator.isFontPanelVisible)
            let picker = root.presentedViewController as? UIFontPickerViewController
            XCTAssertNotNil(picker)
            picker?.pick(row: 7)
            XCTAssertEqual(recorder.fonts.map(\.familyName), ["Helvetica"])
            XCTAssertEqual(recorder.fonts.first?.pointSize, 20)
            UITextFormattingCoordinator.toggleFontPanel(root)
            pump()
            XCTAssertFalse(UITextFormattingCoordinator.isFontPanelVisible)
        }
    }

    /// A keyboard's supplementary lexicon holds the learned words, handed over on a later turn.
    func testTheSupplementaryLexicon() {
        onMain {
            UITextChecker.learnWord("OpenUIKit")
            defer { UITextChecker.unlearnWord("OpenUIKit") }
            var entries: [String]?
            UIInputViewController().requestSupplementaryLexicon { lexicon in
                entries = lexicon.entries.map { "\($0.userInput)=\($0.documentText)" }
            }
            XCTAssertNil(entries, "not at once")
            pump()
            XCTAssertEqual(entries, ["OpenUIKit=OpenUIKit"])
        }
    }
}
