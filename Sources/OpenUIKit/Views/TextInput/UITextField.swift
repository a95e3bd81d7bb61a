import Foundation

/// A single line of editable text. This holds what the field shows and how; typing, the
/// selection, the pasteboard and the editing session are in `UITextField+Editing.swift` (on the
/// machinery both text inputs share, `TextEditing.swift`), the rectangles and sizes in
/// `UITextField+Layout.swift`, the border styles, text and selection in
/// `UITextField+Drawing.swift`. Click or tap to edit (it becomes first responder), type, select
/// with the pointer or shift and the arrows; return asks `textFieldShouldReturn(_:)`.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UITextInputTraits, UIContentSizeCategoryAdjusting {
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0, cancelled
    }

    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public nonisolated static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    /// The text and its selection; every change redraws, moves the caret and scrolls the text.
    var editingState = TextEditingState() {
        didSet { editingStateDidChange(from: oldValue) }
    }
    /// How far the text is scrolled left while editing, to keep the caret in view.
    var textScrollOffset: CGFloat = 0
    let caretView = TextCaretView()
    var clearButton: TextFieldClearButton?
    var isEditingStorage = false
    /// Set while a direct touch that began outside an editing session is down: it focuses the
    /// field when it lifts, as a tap does on iOS.
    var focusesOnTouchUp = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// With a primary action, which Return triggers (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private func commonInit() {
        contentVerticalAlignment = .center
        caretView.owner = self
        addSubview(caretView)
        registerEditActions()
    }

    open weak var delegate: (any UITextFieldDelegate)?

    /// The delegate outlet a storyboard connects.
    open override class var storyboardConnections: StoryboardConnections {
        var connections = StoryboardConnections()
        connections.outlets["delegate"] = StoryboardConnections.outlet(UITextField.self, (any UITextFieldDelegate).self)
        { $0.delegate = $1 }
        return super.storyboardConnections.merging(connections)
    }

    // MARK: Text

    /// Never nil when read: an empty field's text is "", as in UIKit.
    open var text: String? {
        get { editingState.text.string }
        set { replaceAllText(with: NSAttributedString(string: newValue ?? "", attributes: baseAttributes)) }
    }

    /// Characters the string leaves without a font or colour take the field's.
    open var attributedText: NSAttributedString? {
        get { editingState.text }
        set { replaceAllText(with: filledAttributes(newValue ?? NSAttributedString(string: ""))) }
    }

    open var textColor: UIColor? = .label {
        didSet { restyleText() }
    }

    open var font: UIFont? = UITextField.defaultFont {
        didSet { restyleText() }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            setNeedsDisplay()
            updateEditingGeometry()
        }
    }

    open var borderStyle: BorderStyle = .none {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The font, colour and alignment new text takes; setting it restyles the whole text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            return baseAttributes.merging([.paragraphStyle: paragraph]) { $1 }
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
    }

    /// Shown in the placeholder colour while the field is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    open var clearsOnBeginEditing = false
    /// Kept; the text is not shrunk to fit here.
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    /// Drawn in place of the border for every style but `.roundedRect`, as in UIKit.
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    open var isEditing: Bool { isEditingStorage }
    open var allowsEditingTextAttributes = false
    /// The attributes typed text takes; nil means the field's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Shown in place of the keyboard on iOS; kept here.
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var clearsOnInsertion = false
    open var adjustsFontForContentSizeCategory = false

    open override var isEnabled: Bool {
        didSet { setNeedsDisplay() }
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
    /// Bullets in place of the characters, and no copying.
    open var isSecureTextEntry = false {
        didSet {
            setNeedsDisplay()
            updateEditingGeometry()
            invalidateIntrinsicContentSize()
        }
    }
    open var textContentType: UITextContentType!

    // MARK: Rectangles (UITextField+Layout.swift); override to move what the field draws

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text goes when not editing: inside the border, beside the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text goes while editing (the caret and the selection follow it).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    // MARK: Drawing (UITextField+Drawing.swift)

    /// Draws the text (bullets for secure entry) in `rect`: scrolled to the caret while editing,
    /// ending in an ellipsis otherwise.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    open override func draw(_ rect: CGRect) { drawField() }

    // MARK: Sizing and layout

    /// A line of the font with the style's padding (a rounded field at 17 points is 34 tall),
    /// as wide as the text or placeholder; none while no text measurer is installed, as labels.
    open override var intrinsicContentSize: CGSize { fieldIntrinsicContentSize() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = fieldIntrinsicContentSize()
        guard intrinsic.width != UIView.noIntrinsicMetric else { return super.sizeThatFits(size) }
        return intrinsic
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOverlays()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // A field taken out of its window stops editing whatever its delegate says (UIKit's
        // "forced" end).
        if window == nil, isEditingStorage { endEditingSession(reason: .committed) }
    }

    // MARK: First responder (UITextField+Editing.swift)

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks `textFieldShouldBeginEditing(_:)`, takes first responder (the field that had it ends
    /// its editing first), then begins editing: `textFieldDidBeginEditing(_:)`,
    /// `.editingDidBegin`, `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingAsFirstResponder() }

    /// Asks `textFieldShouldEndEditing(_:)`, gives up first responder, then ends editing:
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`, `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingAsFirstResponder() }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // MARK: Touches (UIControl tracking): the caret where the pointer is, words and drags

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingTouchBegan(touch, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingTouchMoved(touch)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        trackingTouchEnded(touch, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        focusesOnTouchUp = false
    }

    // MARK: UIKeyInput

    open var hasText: Bool { editingState.length > 0 }

    /// Typed text replaces the selection; a newline is the return key.
    open func insertText(_ text: String) { insertTypedText(text) }

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

    // MARK: Standard edit actions (the keys and a menu send these)

    open func copy(_ sender: Any?) { copySelection() }
    open func cut(_ sender: Any?) { cutSelection() }
    open func paste(_ sender: Any?) { pasteFromPasteboard() }
    open func selectAll(_ sender: Any?) { selectAllText() }
    open func select(_ sender: Any?) { editingSelectWord() }
    open func delete(_ sender: Any?) {
        if editingState.selection.length > 0 { replaceEditedText(in: editingState.selection, with: "") }
    }

    /// UIKit's default font for a field made in code.
    static var defaultFont: UIFont { .systemFont(ofSize: 17) }
}
