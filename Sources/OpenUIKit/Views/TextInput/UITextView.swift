import Foundation

/// Multi-line text that scrolls, selectable and editable. This holds what the view shows and
/// how; editing and the pointer are in `UITextView+Editing.swift` (on the machinery both text
/// inputs share, `TextEditing.swift`), the text's layout, the content size, the caret and
/// self-sizing in `UITextView+Layout.swift`. The text is drawn by a content view the size of the
/// text (`TextViewContentView`), so scrolling moves it without drawing it again. With
/// `isScrollEnabled` off the view asks Auto Layout for the height its text needs.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UITextInputTraits, UIContentSizeCategoryAdjusting {
    /// Posted when an editable text view begins editing; the object is the text view.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when the text view ends editing; the object is the text view.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
    /// Posted after the person changes the text view's text; the object is the text view.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    /// The text and its selection; every change lays out, redraws and moves the caret.
    var editingState = TextEditingState() {
        didSet { editingStateDidChange(from: oldValue) }
    }
    let textContentView = TextViewContentView()
    var isEditingStorage = false
    /// The width the intrinsic height was last measured at, to measure again when it changes.
    var intrinsicWidth: CGFloat?
    /// Set while a finger that began outside editing is down: it focuses the view when it lifts.
    var focusesOnTouchUp = false
    /// The pointer (or an editing finger) is selecting: drags select rather than scroll.
    var isSelectingWithPointer = false
    weak var selectingTouch: UITouch?

    /// Creates an editable, selectable text view on the system background colour.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// A text view whose layout uses `textContainer` (only its settings are read here).
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        guard let textContainer else { return }
        let old = self.textContainer
        // Observers do not run for an initializer's own assignments, so what `didSet` does is done here.
        self.textContainer = textContainer
        textContainer.layoutDidChange = { [weak self] in self?.textLayoutDidChange() }
        textContainerDidChange(from: old)
    }

    private func commonInit() {
        textContentView.textView = self
        textContentView.caretView.owner = self
        insertSubview(textContentView, at: 0)
        textContainer.layoutDidChange = { [weak self] in self?.textLayoutDidChange() }
        registerEditActions()
    }

    /// The text view's delegate is its scroll view delegate, when it adopts the text view's
    /// protocol.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: Text

    /// Never nil when read.
    open var text: String! {
        get { editingState.text.string }
        set { replaceAllText(with: NSAttributedString(string: newValue ?? "", attributes: baseAttributes)) }
    }

    /// The styled text; never `nil` when read, and characters without a font or colour take the view's.
    open var attributedText: NSAttributedString! {
        get { editingState.text }
        set { replaceAllText(with: filledAttributes(newValue ?? NSAttributedString(string: ""))) }
    }

    /// Nil means UIKit's default, 12 points.
    open var font: UIFont? {
        didSet { restyleText() }
    }

    /// Nil means the label colour.
    open var textColor: UIColor? {
        didSet { restyleText() }
    }

    /// How the text's lines are aligned; setting it lays the text out again.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayoutDidChange() }
    }

    /// Whether the person can change the text; turning it off ends an editing session under way.
    open var isEditable = true {
        didSet { if !isEditable, isEditingStorage { endEditingSession() } }
    }

    /// Whether the person can select and copy the text; a view neither selectable nor editable ignores the pointer.
    open var isSelectable = true

    /// The space between the view's edges and the text container (8 points above and below by
    /// default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutDidChange() }
    }

    /// Where the text is laid out; its padding, line limit and line breaks are read.
    open internal(set) var textContainer = NSTextContainer() {
        didSet {
            textContainer.layoutDidChange = { [weak self] in self?.textLayoutDidChange() }
            textContainerDidChange(from: oldValue)
            textLayoutDidChange()
        }
    }

    /// The text as TextKit 1's storage: edits made to it show in the view, and the person's edits
    /// show in it (`UITextView+TextKit.swift`).
    open var textStorage: NSTextStorage { textKit.storage }

    /// The layout manager that lays the view's text out in `textContainer`.
    open var layoutManager: NSLayoutManager { textKit.layoutManager }

    /// The storage and layout manager, made when first asked for.
    var textKitStack: TextViewTextKit?

    /// Whether the view has a find interaction, so Find (⌘F) searches its text (`UITextView+Find.swift`).
    open var isFindInteractionEnabled = false {
        didSet { findInteractionEnabledDidChange() }
    }
    /// The view's find interaction while `isFindInteractionEnabled` is on.
    open internal(set) var findInteraction: UIFindInteraction?
    /// The matches a find session marked, and how.
    var foundTextDecorations: [NSRange: UITextSearchFoundTextStyle] = [:] {
        didSet { textContentView.setNeedsDisplay() }
    }
    var findSessionProvider: TextViewFindSessionProvider?

    /// The selection in UTF-16 offsets.
    open var selectedRange: NSRange {
        get { editingState.selection }
        set { setEditingSelection(newValue) }
    }

    /// The attributes typed text takes; the view's font and colour until set.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { insertionAttributes }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// Whether the person may change the text's style while editing; stored, as no style editing UI exists here.
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the whole text; stored but not applied here.
    open var clearsOnInsertion = false
    /// A view shown in place of the keyboard on iOS; stored, as no keyboard is shown here.
    open var inputView: UIView?
    /// A view shown above the keyboard on iOS; stored, as no keyboard is shown here.
    open var inputAccessoryView: UIView?
    /// Whether a Dynamic Type font is resized for the text view's preferred content size
    /// category: when this is set, when it moves to a window and when its traits are reported changed.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }
    /// Whether the text is scaled as on iOS when running on a Mac; stored but not applied here.
    open var usesStandardTextScaling = false

    /// Shows the text range, scrolling as little as needed.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollCaretRectToVisible(firstRectInContent(for: clamped(range)))
    }

    // MARK: Text input traits

    /// When the keyboard turns on Shift by itself; `sentences` by default, stored but unused here.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected; stored, as nothing corrects text here.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings are marked; stored, as nothing checks spelling here.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become curly ones; stored, as typed quotes are kept here.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether double hyphens become dashes; stored, as typed hyphens are kept here.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether pasting and deleting adjust the spaces around words; stored but unused here.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The software keyboard's layout; stored, as the hardware keyboard types everything.
    open var keyboardType: UIKeyboardType = .default
    /// Whether the software keyboard is light or dark; stored, as no software keyboard is drawn here.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the software keyboard's return key; stored, as return inserts a newline whatever the title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether return is disabled while the text is empty; stored, as return always works here.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is a password; stored, as a text view draws and copies its text regardless.
    open var isSecureTextEntry = false
    /// What the text is (a name, an address), for autofill; stored, as nothing autofills here.
    open var textContentType: UITextContentType!

    // MARK: Sizing and layout (UITextView+Layout.swift)

    /// Without scrolling, the height the text needs at the view's width (and the width of its
    /// longest line), so Auto Layout sizes the view to its text; while it scrolls, none.
    open override var intrinsicContentSize: CGSize { textIntrinsicContentSize() }

    /// The size that shows the whole text at `size`'s width (the view's own width when unbounded).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSizeThatFits(size) }

    /// Whether the text scrolls; with it off, the view's intrinsic height is the height its text needs.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutText()
    }

    /// Redraws the text, as its colours resolve against the new traits, and resizes a Dynamic
    /// Type font for the new content size category.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSizeCategory()
        textContentView.setNeedsDisplay()
    }

    private func adjustFontForContentSizeCategory() {
        if let adjusted = fontAdjustedForContentSizeCategory(font) { font = adjusted }
    }

    /// Redraws the text, as the selection is drawn in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        textContentView.setNeedsDisplay()
    }

    /// Ends editing, without asking the delegate, when the text view leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontForContentSizeCategory()
        if window == nil, isEditingStorage { endEditingSession() }
    }

    // MARK: First responder (UITextView+Editing.swift)

    /// Whether the text view can take first responder; `true` while it is selectable or editable.
    open override var canBecomeFirstResponder: Bool { isSelectable || isEditable }
    /// An editable text view can be focused, as on iPadOS with a keyboard.
    open override var canBecomeFocused: Bool { isEditable }

    /// For an editable view: `textViewShouldBeginEditing(_:)`, first responder, then
    /// `textViewDidBeginEditing(_:)` and `textDidBeginEditingNotification`. A view that is only
    /// selectable becomes first responder (for the selection and copying) without an editing
    /// session.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingAsFirstResponder() }

    /// Asks `textViewShouldEndEditing(_:)` while editing, gives up first responder, then ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingAsFirstResponder() }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // MARK: Touches: the caret where the pointer is, words, drags that select

    /// Places the caret for a pointer, or for a finger when already first responder; otherwise scrolls as usual.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, selectionTouchBegan(touch, with: event) else {
            return super.touchesBegan(touches, with: event)
        }
    }

    /// Extends the selection as the pointer drags; other touches scroll as usual.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = selectingTouch, touches.contains(touch) else {
            return super.touchesMoved(touches, with: event)
        }
        selectionTouchMoved(touch)
    }

    /// For a finger's tap, becomes first responder and places the caret where it lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = selectingTouch, touches.contains(touch) else {
            return super.touchesEnded(touches, with: event)
        }
        selectionTouchEnded(touch)
    }

    /// Forgets the touch that was selecting or about to place the caret.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = selectingTouch, touches.contains(touch) else {
            return super.touchesCancelled(touches, with: event)
        }
        selectionTouchCancelled()
    }

    /// A pointer selecting text keeps the scroll view's pan from starting.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, isSelectingWithPointer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: UIKeyInput

    /// Whether the text view holds any text.
    open var hasText: Bool { editingState.length > 0 }

    /// Typed text replaces the selection; return inserts a newline.
    open func insertText(_ text: String) { typeText(text) }

    /// Deletes the selection, or the character before the caret; the delegate is asked first.
    open func deleteBackward() { deleteBackwardByEditing() }

    // MARK: UITextInput

    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(editingState.selection) }
        set { if let newValue { setEditingSelection(rangeOf(newValue)) } }
    }
    open var markedTextRange: UITextRange? { editingState.markedRange.map(IndexedTextRange.init) }
    /// The attributes of marked text an input method is composing; stored, as marked text is drawn like the rest.
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { IndexedTextPosition(editingState.length) }

    /// The text a range covers, as UTF-16 offsets clamped to the text.
    open func text(in range: UITextRange) -> String? { inputText(in: range) }
    /// Replaces the text of a range with `text`, placing the caret after it; the delegate is not asked.
    open func replace(_ range: UITextRange, withText text: String) { applyReplacement(in: rangeOf(range), with: text) }
    /// Replaces the marked text (or the selection) with text an input method is composing, and selects within it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        inputSetMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Commits the marked text: it stays, no longer marked.
    open func unmarkText() { editingState.markedRange = nil }
    /// The range between two positions, in whichever order they are given.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        IndexedTextRange(TextEditingState.range(from: offsetOf(fromPosition), to: offsetOf(toPosition)))
    }
    /// The position `offset` UTF-16 units from `position`, or `nil` past either end of the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        inputPosition(from: position, offset: offset)
    }
    /// The position `offset` characters left or right of `position`, or `offset` lines up or down.
    open func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
        inputPosition(from: position, in: direction, offset: offset)
    }
    /// How two positions are ordered in the text.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        inputCompare(position, to: other)
    }
    /// How many UTF-16 units lie from one position to another; negative going backward.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        offsetOf(toPosition) - offsetOf(from)
    }
    /// The caret's rectangle at a position, in the text view's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { caretRectInView(at: offsetOf(position)) }
    /// The rectangle of a range's first line, in the text view's coordinates.
    open func firstRect(for range: UITextRange) -> CGRect { inputFirstRect(for: range) }
    /// The position nearest a point in the text view's coordinates, as a click places the caret.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedTextPosition(textOffset(closestTo: point))
    }
    /// The position within `range` nearest a point in the text view's coordinates.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let range = rangeOf(range)
        return IndexedTextPosition(max(range.location, min(NSMaxRange(range), textOffset(closestTo: point))))
    }
    /// The range of the character at the position nearest a point in the text view's coordinates.
    open func characterRange(at point: CGPoint) -> UITextRange? {
        let offset = textOffset(closestTo: point)
        let end = boundaries.characterBoundary(after: offset)
        return IndexedTextRange(NSRange(location: offset, length: end - offset))
    }

    // MARK: Standard edit actions

    /// Copies the selected text to the general pasteboard.
    open func copy(_ sender: Any?) { copySelection() }
    /// Copies the selected text to the general pasteboard and deletes it, in an editable view.
    open func cut(_ sender: Any?) { cutSelection() }
    /// Replaces the selection with the general pasteboard's text, in an editable view.
    open func paste(_ sender: Any?) { pasteFromPasteboard() }
    /// Selects the whole text.
    open func selectAll(_ sender: Any?) { selectAllText() }
    /// Selects the word at the caret.
    open func select(_ sender: Any?) {
        let word = boundaries.wordRange(at: editingState.selection.location)
        setEditingSelection(word, anchor: word.location)
    }
    /// Deletes the selected text, in an editable view.
    open func delete(_ sender: Any?) {
        if editingState.selection.length > 0 { replaceEditedText(in: editingState.selection, with: "") }
    }

    /// UIKit's font for a text view that names none.
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }
}
