import Foundation

/// A single line of editable text. This holds what the field shows and how; typing, the
/// selection, the pasteboard and the editing session are in `UITextField+Editing.swift` (on the
/// machinery both text inputs share, `TextEditing.swift`), the rectangles and sizes in
/// `UITextField+Layout.swift`, the border styles, text and selection in
/// `UITextField+Drawing.swift`. Click or tap to edit (it becomes first responder), type, select
/// with the pointer or shift and the arrows; return asks `textFieldShouldReturn(_:)`.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UITextInputTraits, UIContentSizeCategoryAdjusting {
    /// The border a text field draws around its text.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle in the label colour.
        case line
        /// A sunken rectangle, darker along its top and left edges.
        case bezel
        /// A rounded rectangle filled with the tertiary background colour, with a hairline edge.
        case roundedRect
    }

    /// When an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable {
        /// The view never shows.
        case never = 0
        /// The view shows only while the field is editing.
        case whileEditing
        /// The view shows only while the field is not editing.
        case unlessEditing
        /// The view always shows.
        case always
    }

    /// Why a text field stopped editing.
    public enum DidEndEditingReason: Int, Sendable {
        /// Editing ended normally, as when the field resigned first responder or left its window.
        case committed = 0
        /// Editing was cancelled; never reported here.
        case cancelled
    }

    /// Posted when the field begins editing; the object is the field.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when the field ends editing; the object is the field, the user info holds the reason.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// Posted after the person changes the field's text; the object is the field.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The user-info key of `textDidEndEditingNotification` whose value is the `DidEndEditingReason` raw value.
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

    /// Creates a text field with no border, its content centred vertically.
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

    /// The object the field asks whether to begin and end editing, change text, clear and return, and tells of each.
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

    /// The colour of the text; setting it recolours the whole text.
    open var textColor: UIColor? = .label {
        didSet { restyleText() }
    }

    /// The font of the text; setting it restyles the whole text. The system font at 17 points by default.
    open var font: UIFont? = UITextField.defaultFont {
        didSet { restyleText() }
    }

    /// How the text is aligned within the field while editing and otherwise.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            setNeedsDisplay()
            updateEditingGeometry()
        }
    }

    /// The border the field draws: none, a line, a bezel, or a rounded rectangle.
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

    /// The styled placeholder shown while the field is empty; unstyled characters take the placeholder colour.
    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether the field empties when editing begins, if `textFieldShouldClear(_:)` agrees.
    open var clearsOnBeginEditing = false
    /// Kept; the text is not shrunk to fit here.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size shrinking to fit may use; stored, as the text is not shrunk here.
    open var minimumFontSize: CGFloat = 0
    /// Drawn in place of the border for every style but `.roundedRect`, as in UIKit.
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The image drawn in place of the border while the field is disabled; `background` when `nil`.
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether the field is in an editing session, which it is while first responder.
    open var isEditing: Bool { isEditingStorage }
    /// Whether the person may change the text's style while editing; stored, as no style editing UI exists here.
    open var allowsEditingTextAttributes = false
    /// The attributes typed text takes; nil means the field's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// When the clear button shows; it shows only while the field has text and is enabled.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's leading end, such as an icon, laid out by `leftViewRect(forBounds:)`.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's trailing end, laid out by `rightViewRect(forBounds:)`; the clear button sits before it.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Shown in place of the keyboard on iOS; kept here.
    open var inputView: UIView?
    /// A view shown above the keyboard on iOS; stored, as no keyboard is shown here.
    open var inputAccessoryView: UIView?
    /// Whether typing replaces the whole text; stored but not applied here.
    open var clearsOnInsertion = false
    /// Whether a Dynamic Type font is resized for the field's preferred content size category:
    /// when this is set, when the field moves to a window and when its traits are reported changed.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }

    /// Whether the field takes touches and can become first responder; a disabled field redraws dimmed.
    open override var isEnabled: Bool {
        didSet { setNeedsDisplay() }
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
    /// The title of the software keyboard's return key; stored, as return behaves the same whatever the title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether return is disabled while the field is empty; stored, as return always works here.
    open var enablesReturnKeyAutomatically = false
    /// Bullets in place of the characters, and no copying.
    open var isSecureTextEntry = false {
        didSet {
            setNeedsDisplay()
            updateEditingGeometry()
            invalidateIntrinsicContentSize()
        }
    }
    /// What the text is (a name, an email, a one-time code), for autofill; stored, as nothing autofills here.
    open var textContentType: UITextContentType!
    /// The rules a new password in the field must meet, for AutoFill; kept, as nothing autofills here.
    open var passwordRules: UITextInputPasswordRules?

    // MARK: Rectangles (UITextField+Layout.swift); override to move what the field draws

    /// Where the border or background image is drawn; the bounds by default.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text goes when not editing: inside the border, beside the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// Where the placeholder is drawn; the text rectangle by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text goes while editing (the caret and the selection follow it).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the clear button goes: at the trailing end, before the right view.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// Where the left view goes: at the leading end, centred vertically, at the view's own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    /// Where the right view goes: at the trailing end, centred vertically, at the view's own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    // MARK: Drawing (UITextField+Drawing.swift)

    /// Draws the text (bullets for secure entry) in `rect`: scrolled to the caret while editing,
    /// ending in an ellipsis otherwise.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    /// Draws the placeholder in `rect`, in the placeholder colour unless the attributed placeholder says otherwise.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    /// Draws the border or background image, the selection, then the text or the placeholder.
    open override func draw(_ rect: CGRect) { drawField() }

    // MARK: Sizing and layout

    /// A line of the font with the style's padding (a rounded field at 17 points is 34 tall),
    /// as wide as the text or placeholder; none while no text measurer is installed, as labels.
    open override var intrinsicContentSize: CGSize { fieldIntrinsicContentSize() }

    /// One line of the field's font, centred in the height layout gives it.
    override var baselinesAboveBottom: (first: CGFloat, last: CGFloat)? {
        let font = font ?? Self.defaultFont
        return font.baselinesAboveBottom(lines: 1, centredIn: layoutHeight)
    }

    /// The field's intrinsic size whatever `size` is; the superclass's answer when no text measurer is installed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = fieldIntrinsicContentSize()
        guard intrinsic.width != UIView.noIntrinsicMetric else { return super.sizeThatFits(size) }
        return intrinsic
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOverlays()
    }

    /// Redraws, as the selection is drawn in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Redraws, as the border and text colours resolve against the new traits, and resizes a
    /// Dynamic Type font for the new content size category.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSizeCategory()
        setNeedsDisplay()
    }

    private func adjustFontForContentSizeCategory() {
        if let adjusted = fontAdjustedForContentSizeCategory(font) { font = adjusted }
    }

    /// Ends editing, without asking the delegate, when the field leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontForContentSizeCategory()
        // A field taken out of its window stops editing whatever its delegate says (UIKit's
        // "forced" end).
        if window == nil, isEditingStorage { endEditingSession(reason: .committed) }
    }

    // MARK: First responder (UITextField+Editing.swift)

    /// Whether the field can take first responder and begin editing; `true` while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// A field can be focused (Tab reaches it, as on iPadOS with a keyboard) while it is enabled.
    open override var canBecomeFocused: Bool { isEnabled }

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

    /// Extends the selection as the pointer drags in a field that is editing.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingTouchMoved(touch)
    }

    /// Begins editing at a tap's end and places the caret where the tap lifted, for a finger that was not editing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        trackingTouchEnded(touch, with: event)
    }

    /// Forgets a tap that was to begin editing.
    open override func cancelTracking(with event: UIEvent?) {
        focusesOnTouchUp = false
    }

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    open var hasText: Bool { editingState.length > 0 }

    /// Typed text replaces the selection; a newline is the return key.
    open func insertText(_ text: String) { insertTypedText(text) }

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
    /// The caret's rectangle at a position, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { caretRectInView(at: offsetOf(position)) }
    /// The rectangle of a range's first line, in the field's coordinates.
    open func firstRect(for range: UITextRange) -> CGRect { inputFirstRect(for: range) }
    /// The position nearest a point in the field's coordinates, as a click places the caret.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedTextPosition(textOffset(closestTo: point))
    }
    /// The position within `range` nearest a point in the field's coordinates.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let range = rangeOf(range)
        return IndexedTextPosition(max(range.location, min(NSMaxRange(range), textOffset(closestTo: point))))
    }
    /// The range of the character at the position nearest a point in the field's coordinates.
    open func characterRange(at point: CGPoint) -> UITextRange? {
        let offset = textOffset(closestTo: point)
        let end = boundaries.characterBoundary(after: offset)
        return IndexedTextRange(NSRange(location: offset, length: end - offset))
    }

    // MARK: Standard edit actions (the keys and a menu send these)

    /// Copies the selected text to the general pasteboard; a secure field copies nothing.
    open func copy(_ sender: Any?) { copySelection() }
    /// Copies the selected text to the general pasteboard and deletes it; a secure field cuts nothing.
    open func cut(_ sender: Any?) { cutSelection() }
    /// Replaces the selection with the general pasteboard's text, its newlines made spaces.
    open func paste(_ sender: Any?) { pasteFromPasteboard() }
    /// Selects the whole text.
    open func selectAll(_ sender: Any?) { selectAllText() }
    /// Selects the word at the caret.
    open func select(_ sender: Any?) { editingSelectWord() }
    /// Deletes the selected text.
    open func delete(_ sender: Any?) {
        if editingState.selection.length > 0 { replaceEditedText(in: editingState.selection, with: "") }
    }

    /// UIKit's default font for a field made in code.
    static var defaultFont: UIFont { .systemFont(ofSize: 17) }
}
