import Foundation

/// The text a custom keyboard types into, as the keyboard sees it: the text around the caret,
/// the selection, and the key input methods.
@preconcurrency @MainActor
public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the caret in the current paragraph.
    var documentContextBeforeInput: String? { get }
    /// The text after the caret in the current paragraph.
    var documentContextAfterInput: String? { get }
    /// The selected text, nil when the selection is a caret.
    var selectedText: String? { get }
    /// The keyboard the document is typed with.
    var documentInputMode: UITextInputMode? { get }
    /// An identifier of the document, the same while it is the one typed into.
    var documentIdentifier: UUID { get }
    /// Moves the caret by `offset` characters (UTF-16 units).
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Shows text being composed at the caret.
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Commits the composed text.
    func unmarkText()
}

/// A custom keyboard's controller: its `inputView` is the keyboard, and it types through
/// `textDocumentProxy` into the first responder (the key window's, when it is a `UITextInput`).
/// Linux has no keyboard extensions, so an app presents this controller's view itself; typing
/// through the proxy then edits the focused text field or text view as the system keyboard would.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController, UITextInputDelegate {
    /// The keyboard's view; the controller's view, when it is an input view.
    open var inputView: UIInputView? {
        get { viewIfLoaded as? UIInputView ?? storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIInputView?
    /// The text the keyboard types into.
    open private(set) lazy var textDocumentProxy: any UITextDocumentProxy = FirstResponderDocumentProxy()
    /// The keyboard's language; nil means the system keyboard's.
    open var primaryLanguage: String?
    /// Whether the keyboard shows a dictation key: never here, where there is no dictation.
    open var hasDictationKey = false
    /// Whether the keyboard has full access (network, shared container): always here, where nothing restricts it.
    open var hasFullAccess: Bool { true }
    /// Whether the keyboard must show a key to switch keyboards: no, there is one keyboard here.
    open var needsInputModeSwitchKey: Bool { false }

    /// The controller's view is an input view in the keyboard's style.
    open override func loadView() {
        view = UIInputView(frame: .zero, inputViewStyle: .keyboard)
    }

    /// Dismisses the keyboard: the first responder resigns.
    open func dismissKeyboard() {
        _ = UIResponder.firstResponder?.resignFirstResponder()
    }

    /// Switches to the next keyboard: there is only this one here, so nothing changes.
    open func advanceToNextInputMode() {}

    /// Switches keyboards from a long press on the globe key: there is only this one here.
    open func handleInputModeList(from view: UIView, with event: UIEvent) {}

    /// Hands `completionHandler` the supplementary lexicon: the words learned with `UITextChecker`.
    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) {
        let call = UncheckedBox<@MainActor () -> Void>({ completionHandler(UILexicon.supplementary()) })
        DispatchQueue.main.async { MainActor.assumeIsolated { call.value() } }
    }

    // MARK: UITextInputDelegate

    /// Told before the document's selection changes; override to update the keys.
    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    /// Told after the document's selection changed; override to update the keys.
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
    /// Told before the document's text changes; override to update the keys.
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    /// Told after the document's text changed; override to update the keys.
    open func textDidChange(_ textInput: (any UITextInput)?) {}
}

/// The proxy of a keyboard: reads and edits whatever text input is first responder.
@MainActor
final class FirstResponderDocumentProxy: NSObject, UITextDocumentProxy {
    let documentIdentifier = UUID()

    private var input: (any UITextInput)? { UIResponder.firstResponder as? any UITextInput }

    private func offsets(_ input: any UITextInput) -> (start: Int, end: Int)? {
        guard let range = input.selectedTextRange else { return nil }
        return (
            input.offset(from: input.beginningOfDocument, to: range.start),
            input.offset(from: input.beginningOfDocument, to: range.end)
        )
    }

    private func paragraph(_ input: any UITextInput) -> NSString {
        guard let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return "" }
        return (input.text(in: all) ?? "") as NSString
    }

    var documentContextBeforeInput: String? {
        guard let input, let start = offsets(input)?.start else { return nil }
        let text = paragraph(input)
        var from = start
        while from > 0, text.character(at: from - 1) != 0x0A { from -= 1 }
        return text.substring(with: NSRange(location: from, length: start - from))
    }

    var documentContextAfterInput: String? {
        guard let input, let end = offsets(input)?.end else { return nil }
        let text = paragraph(input)
        var to = end
        while to < text.length, text.character(at: to) != 0x0A { to += 1 }
        return text.substring(with: NSRange(location: end, length: to - end))
    }

    var selectedText: String? {
        guard let input, let range = input.selectedTextRange, !range.isEmpty else { return nil }
        return input.text(in: range)
    }

    var documentInputMode: UITextInputMode? { input == nil ? nil : UITextInputMode.current }

    var hasText: Bool { input?.hasText ?? false }

    func insertText(_ text: String) { input?.insertText(text) }

    func deleteBackward() { input?.deleteBackward() }

    func adjustTextPosition(byCharacterOffset offset: Int) {
        guard let input, let range = input.selectedTextRange,
            let target = input.position(from: offset < 0 ? range.start : range.end, offset: offset)
        else { return }
        input.selectedTextRange = input.textRange(from: target, to: target)
    }

    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        input?.setMarkedText(markedText, selectedRange: selectedRange)
    }

    func unmarkText() { input?.unmarkText() }
}
