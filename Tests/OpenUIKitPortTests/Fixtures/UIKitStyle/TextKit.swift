// TextKit as an iOS 17 app writes it: a syntax highlighter on the text view's storage, a layout
// manager measuring lines, a TextKit 2 stack with a viewport, spell checking, a custom
// keyboard, find in a text view and the font picker.
import UIKit

class TextKitHighlighter: NSObject, NSTextStorageDelegate {
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        guard editedMask.contains(.editedCharacters) else { return }
        let paragraph = (textStorage.string as NSString).paragraphRange(for: editedRange)
        textStorage.removeAttribute(.foregroundColor, range: paragraph)
        if textStorage.attributedSubstring(from: paragraph).string.hasPrefix("#") {
            textStorage.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: paragraph)
        }
    }
}

class TextKitEditorViewController: UIViewController, UIFontPickerViewControllerDelegate, UITextViewDelegate {
    let textView = UITextView(frame: .zero)
    let highlighter = TextKitHighlighter()
    let checker = UITextChecker()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.delegate = self
        textView.isFindInteractionEnabled = true
        textView.textStorage.delegate = highlighter
        textView.textContainer.lineFragmentPadding = 8
        view.addSubview(textView)

        let attachment = NSTextAttachment(image: UIImage())
        attachment.bounds = CGRect(x: 0, y: -4, width: 16, height: 16)
        let text = NSMutableAttributedString(string: "# Notes\nSome text ")
        text.append(NSAttributedString(attachment: attachment))
        textView.textStorage.setAttributedString(text)

        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .right, location: 200, options: [:])]
        style.textLists = [NSTextList(markerFormat: .decimal, options: 0)]
        textView.typingAttributes[.paragraphStyle] = style
    }

    var lineCount: Int {
        let layoutManager = textView.layoutManager
        var count = 0
        layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: layoutManager.numberOfGlyphs)) {
            _, _, _, _, _ in count += 1
        }
        return count
    }

    func characterIndex(at point: CGPoint) -> Int {
        textView.layoutManager.characterIndex(
            for: point, in: textView.textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
    }

    func firstMisspelling() -> NSRange {
        let text = textView.text ?? ""
        return checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: (text as NSString).length), startingAt: 0, wrap: true,
            language: "en_US")
    }

    func showFonts() {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        let picker = UIFontPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        textView.font = UIFont(descriptor: descriptor, size: 17)
        viewController.dismiss(animated: true)
    }

    func find(_ query: String) {
        textView.findInteraction?.searchText = query
        textView.findInteraction?.presentFindNavigator(showingReplace: false)
    }
}

class TextKitTwoView: UIView, NSTextViewportLayoutControllerDelegate {
    let contentStorage = NSTextContentStorage()
    let layoutManager = NSTextLayoutManager()
    var fragmentFrames: [CGRect] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentStorage.addTextLayoutManager(layoutManager)
        layoutManager.textContainer = NSTextContainer(size: CGSize(width: frame.width, height: 0))
        layoutManager.textViewportLayoutController.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ text: String) {
        contentStorage.performEditingTransaction {
            contentStorage.textStorage?.setAttributedString(NSAttributedString(string: text))
        }
        layoutManager.textViewportLayoutController.layoutViewport()
    }

    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect { bounds }

    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
        fragmentFrames.removeAll()
    }

    func textViewportLayoutController(
        _ textViewportLayoutController: NSTextViewportLayoutController,
        configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment
    ) {
        fragmentFrames.append(textLayoutFragment.layoutFragmentFrame)
    }

    func paragraphs() -> [String] {
        var result: [String] = []
        layoutManager.enumerateTextLayoutFragments(from: layoutManager.documentRange.location, options: [.ensuresLayout]) {
            fragment in
            if let paragraph = fragment.textElement as? NSTextParagraph { result.append(paragraph.attributedString.string) }
            return true
        }
        return result
    }

    func wordSelection(at location: NSTextLocation) -> NSTextSelection {
        let caret = NSTextSelection(location, affinity: .downstream)
        return layoutManager.textSelectionNavigation.textSelection(for: .word, enclosing: caret)
    }
}

class TextKitKeyboardViewController: UIInputViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let key = UIButton(type: .system)
        key.setTitle("Hi", for: .normal)
        key.addAction(UIAction { [weak self] _ in self?.textDocumentProxy.insertText("Hi") }, for: .touchUpInside)
        view.addSubview(key)
    }

    override func textDidChange(_ textInput: UITextInput?) {
        super.textDidChange(textInput)
        let before = textDocumentProxy.documentContextBeforeInput ?? ""
        if before.hasSuffix("  ") {
            textDocumentProxy.deleteBackward()
            textDocumentProxy.insertText(". ")
        }
    }
}
