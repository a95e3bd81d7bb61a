import Foundation

/// Multi-line text that scrolls, selectable and editable. This holds what the view shows and
/// how; editing and the pointer are in `UITextView+Editing.swift` (on the machinery both text
/// inputs share, `TextEditing.swift`), the text's layout, the content size, the caret and
/// self-sizing in `UITextView+Layout.swift`. The text is drawn by a content view the size of the
/// text (`TextViewContentView`), so scrolling moves it without drawing it again. With
/// `isScrollEnabled` off the view asks Auto Layout for the height its text needs.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UITextInputTraits, UIContentSizeCategoryAdjusting {
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
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
        if let textContainer { self.textContainer = textContainer }
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

    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayoutDidChange() }
    }

    open var isEditable = true {
        didSet { if !isEditable, isEditingStorage { endEditingSession() } }
    }

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
            textLayoutDidChange()
        }
    }

    /// The selection in UTF-16 offsets.
    open var selectedRange: NSRange {
        get { editingState.selection }
        set { setEditingSelection(newValue) }
    }

    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { insertionAttributes }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var adjustsFontForContentSizeCategory = false
    open var usesStandardTextScaling = false

    /// Shows the text range, scrolling as little as needed.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollCaretRectToVisible(firstRectInContent(for: clamped(range)))
    }

    // MARK: Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // MARK: Sizing and layout (UITextView+Layout.swift)

    /// Without scrolling, the height the text needs at the view's width (and the width of its
    /// longest line), so Auto Layout sizes the view to its text; while it scrolls, none.
    open override var intrinsicContentSize: CGSize { textIntrinsicContentSize() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSizeThatFits(size) }

    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutText()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        textContentView.setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        textContentView.setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isEditingStorage { endEditingSession() }
    }

    // MARK: First responder (UITextView+Editing.swift)

    open override var canBecomeFirstResponder: Bool { isSelectable || isEditable }

    /// For an editable view: `textViewShouldBeginEditing(_:)`, first responder, then
    /// `textViewDidBeginEditing(_:)` and `textDidBeginEditingNotification`. A view that is only
    /// selectable becomes first responder (for the selection and copying) without an editing
    /// session.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingAsFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingAsFirstResponder() }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // MARK: Touches: the caret where the pointer is, words, drags that select

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, selectionTouchBegan(touch, with: event) else {
            return super.touchesBegan(touches, with: event)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = selectingTouch, touches.contains(touch) else {
            return super.touchesMoved(touches, with: event)
        }
        selectionTouchMoved(touch)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = selectingTouch, touches.contains(touch) else {
            return super.touchesEnded(touches, with: event)
        }
        selectionTouchEnded(touch)
    }

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

    open var hasText: Bool { editingState.length > 0 }

    /// Typed text replaces the selection; return inserts a newline.
    open func insertText(_ text: String) { typeText(text) }

    open func deleteBackward() { deleteBackwardByEditing() }

    // MARK: UITextInput

    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(editingState.selection) }
        set { if let newValue { setEditingSelection(rangeOf(newValue)) } }
    }
    open var markedTextRange: UITextRange? { editingState.markedRange.map(IndexedTextRange.init) }
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    open var endOfDocument: UITextPosition { IndexedTextPosition(editingState.length) }

    open func text(in range: UITextRange) -> String? { inputText(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { applyReplacement(in: rangeOf(range), with: text) }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        inputSetMarkedText(markedText, selectedRange: selectedRange)
    }
    open func unmarkText() { editingState.markedRange = nil }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        IndexedTextRange(TextEditingState.range(from: offsetOf(fromPosition), to: offsetOf(toPosition)))
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        inputPosition(from: position, offset: offset)
    }
    open func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
        inputPosition(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        inputCompare(position, to: other)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        offsetOf(toPosition) - offsetOf(from)
    }
    open func caretRect(for position: UITextPosition) -> CGRect { caretRectInView(at: offsetOf(position)) }
    open func firstRect(for range: UITextRange) -> CGRect { inputFirstRect(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedTextPosition(textOffset(closestTo: point))
    }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let range = rangeOf(range)
        return IndexedTextPosition(max(range.location, min(NSMaxRange(range), textOffset(closestTo: point))))
    }
    open func characterRange(at point: CGPoint) -> UITextRange? {
        let offset = textOffset(closestTo: point)
        let end = boundaries.characterBoundary(after: offset)
        return IndexedTextRange(NSRange(location: offset, length: end - offset))
    }

    // MARK: Standard edit actions

    open func copy(_ sender: Any?) { copySelection() }
    open func cut(_ sender: Any?) { cutSelection() }
    open func paste(_ sender: Any?) { pasteFromPasteboard() }
    open func selectAll(_ sender: Any?) { selectAllText() }
    open func select(_ sender: Any?) {
        let word = boundaries.wordRange(at: editingState.selection.location)
        setEditingSelection(word, anchor: word.location)
    }
    open func delete(_ sender: Any?) {
        if editingState.selection.length > 0 { replaceEditedText(in: editingState.selection, with: "") }
    }

    /// UIKit's font for a text view that names none.
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }
}
