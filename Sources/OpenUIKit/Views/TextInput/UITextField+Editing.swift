import Foundation

/// Editing a text field: the editing session that first responder brings (with the delegate
/// asked and told in UIKit's order), typing through `TextEditing.swift`'s shared machinery with
/// each edit asked of `textField(_:shouldChangeCharactersIn:replacementString:)`, return, the
/// clear button, the pointer, and the text the field keeps.
extension UITextField: TextEditingView {
    // MARK: The text

    /// The field's font and colour, which plain text takes.
    var baseAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? .label]
    }

    func editingStateDidChange(from old: TextEditingState) {
        setNeedsDisplay()
        if old.text.length != editingState.text.length || old.text.string != editingState.text.string {
            setNeedsLayout()
        }
        updateEditingGeometry()
    }

    // MARK: TextEditingView

    var acceptsEdits: Bool { isEnabled }
    var allowsCopying: Bool { !isSecureTextEntry }

    var insertionAttributes: [NSAttributedString.Key: Any] {
        typingAttributes ?? baseAttributes
    }

    func shouldReplaceText(in range: NSRange, with text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    /// `.editingChanged`, then `textDidChangeNotification`.
    func textDidChangeByEditing() {
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func selectionDidChangeByEditing() {
        caretView.restartBlinking()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// One line: newlines pasted in become spaces.
    func preparedInsertion(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(
            of: "\r", with: " ")
    }

    func offset(movingVerticallyFrom offset: Int, lines: Int, goalX: CGFloat) -> Int {
        lines < 0 ? 0 : editingState.length
    }

    func lineBoundary(from offset: Int, forward: Bool) -> Int {
        forward ? editingState.length : 0
    }

    func handleEditingKey(_ key: UIKey) -> Bool { handleSharedEditingKey(key) }

    // MARK: Typing

    func insertTypedText(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" { return returnKeyPressed() }
        typeText(text)
    }

    /// Return: `textFieldShouldReturn(_:)`; if it agrees, `.primaryActionTriggered` and
    /// `.editingDidEndOnExit`, and a field with a target for the latter stops editing (the
    /// keyboard goes away), as UIKit's do.
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if endsOnExit, isFirstResponder { resignFirstResponder() }
    }

    /// The clear button: editing begins if it had not, `textFieldShouldClear(_:)` is asked, and
    /// the text goes (`.editingChanged` follows).
    func clearButtonTapped() {
        if !isEditing { guard becomeFirstResponder() else { return } }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        applyReplacement(in: NSRange(location: 0, length: editingState.length), with: "")
    }

    func editingSelectWord() {
        let word = boundaries.wordRange(at: editingState.selection.location)
        setEditingSelection(word, anchor: word.location)
    }

    // MARK: The editing session

    func beginEditingAsFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard takeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }

    func endEditingAsFirstResponder() -> Bool {
        guard isFirstResponder else { return giveUpFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard giveUpFirstResponder() else { return false }
        if isEditingStorage { endEditingSession(reason: .committed) }
        return true
    }

    func beginEditingSession() {
        isEditingStorage = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            replaceAllText(with: NSAttributedString(string: ""))
        }
        textScrollOffset = 0
        // The caret goes to the end without a selection callback: editing has not begun yet.
        editingState.selection = NSRange(location: editingState.length, length: 0)
        editingState.anchor = editingState.length
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        updateEditingGeometry()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        SoftwareKeyboard.shared.textInputDidBeginEditing(self)
    }

    func endEditingSession(reason: DidEndEditingReason) {
        isEditingStorage = false
        textScrollOffset = 0
        editingState.markedRange = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        updateEditingGeometry()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: Self.textDidEndEditingNotification, object: self,
            userInfo: [Self.didEndEditingReasonUserInfoKey: reason.rawValue])
        SoftwareKeyboard.shared.textInputDidEndEditing(self)
    }

    // MARK: The pointer

    /// A pointer's press focuses the field and places the caret at once; a finger's waits for
    /// the tap to end, so a drag that scrolls a form does not begin editing. In an editing field
    /// either places the caret (a word on a double click, everything on a triple) and drags
    /// select.
    func trackingTouchBegan(_ touch: UITouch, with event: UIEvent?) -> Bool {
        focusesOnTouchUp = false
        guard isFirstResponder || touch.type == .indirectPointer else {
            focusesOnTouchUp = true
            return true
        }
        guard becomeFirstResponder() else { return false }
        beginPointerSelection(
            at: touch.location(in: self), tapCount: touch.tapCount,
            extending: event?.modifierFlags.contains(.shift) ?? false)
        return true
    }

    func trackingTouchMoved(_ touch: UITouch) -> Bool {
        if isFirstResponder, !focusesOnTouchUp { extendPointerSelection(to: touch.location(in: self)) }
        return true
    }

    func trackingTouchEnded(_ touch: UITouch?, with event: UIEvent?) {
        defer { focusesOnTouchUp = false }
        guard focusesOnTouchUp, isTouchInside, let touch, becomeFirstResponder() else { return }
        beginPointerSelection(at: touch.location(in: self), tapCount: touch.tapCount, extending: false)
    }

    // MARK: Edit actions

    /// Actions the responder chain and menus find here by selector.
    func registerEditActions() {
        registerAction("copy:") { [unowned self] sender in self.copy(sender) }
        registerAction("cut:") { [unowned self] sender in self.cut(sender) }
        registerAction("paste:") { [unowned self] sender in self.paste(sender) }
        registerAction("selectAll:") { [unowned self] sender in self.selectAll(sender) }
        registerAction("select:") { [unowned self] sender in self.select(sender) }
        registerAction("delete:") { [unowned self] sender in self.delete(sender) }
    }

    /// Whether an edit action makes sense now (nil: not an edit action).
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let hasSelection = editingState.selection.length > 0
        switch action.description {
        case "copy:": return allowsCopying && hasSelection
        case "cut:": return allowsCopying && hasSelection && isEditing
        case "delete:": return hasSelection && isEditing
        case "paste:": return isEditing && UIPasteboard.general.hasStrings
        case "selectAll:": return hasText && editingState.selection.length < editingState.length
        case "select:": return hasText && !hasSelection
        default: return nil
        }
    }
}
