import Foundation

/// Editing a text view: the editing session first responder brings to an editable view (with the
/// delegate asked and told in UIKit's order), typing through `TextEditing.swift`'s machinery
/// with each edit asked of `textView(_:shouldChangeTextIn:replacementText:)`, selection
/// callbacks before `textViewDidChange(_:)`, and the pointer.
extension UITextView: TextEditingView {
    // MARK: The text

    var baseAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? .label]
    }

    func editingStateDidChange(from old: TextEditingState) {
        if old.text !== editingState.text { copyTextToStorage() }
        if old.text !== editingState.text { textLayoutDidChange() } else { updateCaret() }
        textContentView.setNeedsDisplay()
    }

    // MARK: TextEditingView

    var acceptsEdits: Bool { isEditable }
    var allowsCopying: Bool { true }

    var insertionAttributes: [NSAttributedString.Key: Any] {
        storedTypingAttributes ?? baseAttributes
    }

    func shouldReplaceText(in range: NSRange, with text: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func textDidChangeByEditing() {
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func selectionDidChangeByEditing() {
        textContentView.caretView.restartBlinking()
        if isFirstResponder { scrollCaretRectToVisible(caretRectInContent(at: editingState.focus)) }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func preparedInsertion(_ text: String) -> String { text }

    // MARK: Keys a text view handles beyond the shared ones

    /// The shared editing keys, and tab, which types a tab as iOS's text views do with a
    /// hardware keyboard.
    func handleEditingKey(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardTab, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]),
            !key.modifierFlags.contains(.shift), isEditable
        else { return handleSharedEditingKey(key) }
        typeText("\t")
        return true
    }

    // MARK: The editing session

    func beginEditingAsFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable { guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false } }
        guard takeFirstResponder() else { return false }
        if isEditable { beginEditingSession() } else { updateCaret() }
        return true
    }

    func endEditingAsFirstResponder() -> Bool {
        guard isFirstResponder else { return giveUpFirstResponder() }
        if isEditingStorage { guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false } }
        guard giveUpFirstResponder() else { return false }
        if isEditingStorage { endEditingSession() } else { updateCaret() }
        textContentView.setNeedsDisplay()
        return true
    }

    func beginEditingSession() {
        isEditingStorage = true
        updateCaret()
        textContentView.setNeedsDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        SoftwareKeyboard.shared.textInputDidBeginEditing(self)
    }

    func endEditingSession() {
        isEditingStorage = false
        editingState.markedRange = nil
        updateCaret()
        textContentView.setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        SoftwareKeyboard.shared.textInputDidEndEditing(self)
    }

    // MARK: The pointer

    /// A pointer's press (or a finger in a view already first responder) places the caret at
    /// once and its drag selects; a finger otherwise waits for the tap to end, so dragging
    /// scrolls.
    func selectionTouchBegan(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard isSelectable || isEditable else { return false }
        selectingTouch = touch
        focusesOnTouchUp = false
        isSelectingWithPointer = false
        guard touch.type == .indirectPointer || isFirstResponder else {
            focusesOnTouchUp = true
            return true
        }
        guard becomeFirstResponder() else {
            selectingTouch = nil
            return false
        }
        isSelectingWithPointer = touch.type == .indirectPointer
        beginPointerSelection(
            at: touch.location(in: self), tapCount: touch.tapCount,
            extending: event?.modifierFlags.contains(.shift) ?? false)
        return true
    }

    func selectionTouchMoved(_ touch: UITouch) {
        if isSelectingWithPointer { extendPointerSelection(to: touch.location(in: self)) }
    }

    func selectionTouchEnded(_ touch: UITouch) {
        defer { selectionTouchCancelled() }
        guard focusesOnTouchUp, bounds.contains(touch.location(in: self)), becomeFirstResponder() else { return }
        beginPointerSelection(at: touch.location(in: self), tapCount: touch.tapCount, extending: false)
    }

    func selectionTouchCancelled() {
        selectingTouch = nil
        focusesOnTouchUp = false
        isSelectingWithPointer = false
    }

    // MARK: Edit actions

    func registerEditActions() {
        registerAction("copy:") { [unowned self] sender in self.copy(sender) }
        registerAction("cut:") { [unowned self] sender in self.cut(sender) }
        registerAction("paste:") { [unowned self] sender in self.paste(sender) }
        registerAction("selectAll:") { [unowned self] sender in self.selectAll(sender) }
        registerAction("select:") { [unowned self] sender in self.select(sender) }
        registerAction("delete:") { [unowned self] sender in self.delete(sender) }
    }

    func canPerformEditAction(_ action: Selector) -> Bool? {
        let hasSelection = editingState.selection.length > 0
        switch action.description {
        case "copy:": return hasSelection
        case "cut:", "delete:": return hasSelection && isEditable
        case "paste:": return isEditable && UIPasteboard.general.hasStrings
        case "selectAll:": return hasText && editingState.selection.length < editingState.length
        case "select:": return hasText && !hasSelection
        default: return nil
        }
    }
}
