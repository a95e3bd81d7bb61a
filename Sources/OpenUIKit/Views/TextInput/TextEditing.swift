import Foundation

/// What UITextField and UITextView share: editing `editingState` by typing, deleting, cutting
/// and pasting (each change asked of the delegate first, through `shouldReplaceText`), moving
/// and extending the selection by keys and by the pointer, and the pasteboard. Each view
/// supplies its geometry (where an offset is on screen, which offset a point is nearest, where a
/// line begins) and its delegate's answers; the `UITextInput` members of both classes call the
/// helpers at the end.
@MainActor
protocol TextEditingView: UIView, UITextInput, TextEditingKeyHandling {
    var editingState: TextEditingState { get set }
    /// The view's font and colour, which plain text takes.
    var baseAttributes: [NSAttributedString.Key: Any] { get }
    /// Whether typing, deleting, cutting and pasting may change the text now.
    var acceptsEdits: Bool { get }
    /// Whether copying may read the text (not from a secure text field).
    var allowsCopying: Bool { get }
    /// The attributes inserted text takes.
    var insertionAttributes: [NSAttributedString.Key: Any] { get }
    /// The delegate's say on an edit by the person.
    func shouldReplaceText(in range: NSRange, with text: String) -> Bool
    /// After an edit by the person changed the text (the selection callback came first).
    func textDidChangeByEditing()
    /// After the selection changed by editing, keys or the pointer.
    func selectionDidChangeByEditing()
    /// Text the person inserts, as this view keeps it (a text field has no newlines).
    func preparedInsertion(_ text: String) -> String
    /// The caret offset nearest `point` (in the view's coordinates).
    func textOffset(closestTo point: CGPoint) -> Int
    /// The caret's rectangle at `offset`, in the view's coordinates.
    func caretRectInView(at offset: Int) -> CGRect
    /// Where an up or down arrow from `offset` lands, keeping to `goalX`.
    func offset(movingVerticallyFrom offset: Int, lines: Int, goalX: CGFloat) -> Int
    /// The start or end of the line `offset` is on.
    func lineBoundary(from offset: Int, forward: Bool) -> Int
}

/// The text a field or text view keeps, set by code: styled by the view, with no delegate calls.
extension TextEditingView {
    /// `text` with the view's font and colour where it names none.
    func filledAttributes(_ text: NSAttributedString) -> NSAttributedString {
        text.setting(baseAttributes, everywhere: false)
    }

    /// Text set by code: no delegate calls and no `.editingChanged`, as in UIKit; the caret goes
    /// to the end.
    func replaceAllText(with text: NSAttributedString) {
        var state = editingState
        state.text = text
        state.selection = NSRange(location: text.length, length: 0)
        state.anchor = text.length
        state.markedRange = nil
        editingState = state
        invalidateIntrinsicContentSize()
    }

    /// A new font or colour applies to the whole text, as UIKit's views without attribute
    /// editing do.
    func restyleText() {
        editingState.text = editingState.text.setting(baseAttributes, everywhere: true)
        invalidateIntrinsicContentSize()
    }
}

/// The keys a text input handles itself, before key commands and presses (iOS 15's order):
/// `UIWindow+Keyboard.swift` asks the first responder here first.
@MainActor
protocol TextEditingKeyHandling: AnyObject {
    func handleEditingKey(_ key: UIKey) -> Bool
}

extension TextEditingView {
    var boundaries: TextBoundaries { TextBoundaries(editingState.text.string) }

    func clamped(_ range: NSRange) -> NSRange {
        let length = editingState.length
        let start = max(0, min(range.location, length))
        return NSRange(location: start, length: max(0, min(range.length, length - start)))
    }

    // MARK: Changing the text

    /// An edit by the person: refused while not editable, or when the delegate says no.
    @discardableResult
    func replaceEditedText(in range: NSRange, with string: String) -> Bool {
        guard acceptsEdits else { return false }
        let range = clamped(range)
        guard shouldReplaceText(in: range, with: string) else { return false }
        applyReplacement(in: range, with: string)
        return true
    }

    /// Replaces without asking, leaves the caret after the new text and tells the view: the
    /// selection first, then the text, as UIKit's text view orders its delegate calls.
    func applyReplacement(in range: NSRange, with string: String) {
        let range = clamped(range)
        let updated = NSMutableAttributedString(attributedString: editingState.text)
        updated.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: insertionAttributes))
        let caret = range.location + (string as NSString).length
        var state = editingState
        state.text = NSAttributedString(attributedString: updated)
        state.selection = NSRange(location: caret, length: 0)
        state.anchor = caret
        state.markedRange = nil
        state.goalX = nil
        editingState = state
        selectionDidChangeByEditing()
        textDidChangeByEditing()
    }

    func typeText(_ text: String) {
        let prepared = preparedInsertion(text)
        replaceEditedText(in: editingState.markedRange ?? editingState.selection, with: prepared)
    }

    /// Deletes the selection, or the character before the caret.
    func deleteBackwardByEditing() {
        let selection = editingState.selection
        if selection.length > 0 {
            replaceEditedText(in: selection, with: "")
        } else if selection.location > 0 {
            let start = boundaries.characterBoundary(before: selection.location)
            replaceEditedText(in: NSRange(location: start, length: selection.location - start), with: "")
        }
    }

    /// Deletes the selection, or from the caret to `target` (either side of it).
    private func delete(toward target: Int) {
        let selection = editingState.selection
        if selection.length > 0 {
            replaceEditedText(in: selection, with: "")
            return
        }
        let range = TextEditingState.range(from: selection.location, to: target)
        if range.length > 0 { replaceEditedText(in: range, with: "") }
    }

    // MARK: Selection

    /// Sets the selection, clamped to the text; the anchor is its start unless given.
    func setEditingSelection(_ range: NSRange, anchor: Int? = nil, keepingGoal: Bool = false) {
        let range = clamped(range)
        var state = editingState
        let changed = range != state.selection
        state.selection = range
        state.anchor = anchor ?? range.location
        if !keepingGoal { state.goalX = nil }
        editingState = state
        if changed { selectionDidChangeByEditing() }
    }

    /// Moves the caret to `offset`, or with `extending` the end of the selection that is not
    /// the anchor.
    func moveFocus(to offset: Int, extending: Bool, keepingGoal: Bool = false) {
        if extending {
            let anchor = editingState.anchor
            setEditingSelection(
                TextEditingState.range(from: anchor, to: offset), anchor: anchor, keepingGoal: keepingGoal)
        } else {
            setEditingSelection(NSRange(location: offset, length: 0), anchor: offset, keepingGoal: keepingGoal)
        }
    }

    func selectAllText() {
        setEditingSelection(NSRange(location: 0, length: editingState.length), anchor: 0)
    }

    // MARK: The pointer

    /// A click or a finger landing: the caret there, a word for a double click, the line (the
    /// paragraph) for a triple click; with shift, the selection extends to it.
    func beginPointerSelection(at point: CGPoint, tapCount: Int, extending: Bool) {
        let offset = textOffset(closestTo: point)
        if extending {
            editingState.selectsWords = false
            return moveFocus(to: offset, extending: true)
        }
        switch tapCount {
        case 2:
            let word = boundaries.wordRange(at: offset)
            setEditingSelection(word, anchor: word.location)
            editingState.selectsWords = true
        case 3...:
            let paragraph = boundaries.paragraphRange(at: offset)
            setEditingSelection(paragraph, anchor: paragraph.location)
            editingState.selectsWords = false
        default:
            moveFocus(to: offset, extending: false)
            editingState.selectsWords = false
        }
    }

    /// A drag: the selection runs from where it began to the pointer, by whole words after a
    /// double click.
    func extendPointerSelection(to point: CGPoint) {
        let offset = textOffset(closestTo: point)
        guard editingState.selectsWords else { return moveFocus(to: offset, extending: true) }
        let first = boundaries.wordRange(at: editingState.anchor)
        let word = boundaries.wordRange(at: offset)
        let range = NSUnionRange(first, word)
        let anchor = word.location < first.location ? NSMaxRange(range) : range.location
        setEditingSelection(range, anchor: anchor)
    }

    // MARK: The pasteboard

    /// Copies the selection's text; a secure text field copies nothing.
    @discardableResult
    func copySelection() -> Bool {
        let selection = editingState.selection
        guard allowsCopying, selection.length > 0 else { return false }
        UIPasteboard.general.string = (editingState.text.string as NSString).substring(with: selection)
        return true
    }

    func cutSelection() {
        guard acceptsEdits, editingState.selection.length > 0, allowsCopying else { return }
        let selection = editingState.selection
        guard shouldReplaceText(in: selection, with: "") else { return }
        copySelection()
        applyReplacement(in: selection, with: "")
    }

    func pasteFromPasteboard() {
        guard let string = UIPasteboard.general.string else { return }
        replaceEditedText(in: editingState.selection, with: preparedInsertion(string))
    }

    // MARK: Keys

    /// The editing keys: arrows (with shift to extend, option or control by words, command to
    /// the line's ends), home and end, page keys left alone, delete forward, option/control
    /// delete by words, command or control with A, C, X, V for select all, copy, cut, paste.
    /// Plain delete and return are the text system's (`TextInputKeys`), typed characters arrive
    /// as text.
    func handleSharedEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.intersection(.commandRelevant)
        let shift = flags.contains(.shift), command = flags.contains(.command)
        let control = flags.contains(.control), option = flags.contains(.alternate)
        let state = editingState
        let selection = state.selection
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key.keyCode == .keyboardRightArrow
            let target: Int
            if command {
                target = lineBoundary(from: state.focus, forward: forward)
            } else if option || control {
                target =
                    forward ? boundaries.wordBoundary(after: state.focus) : boundaries.wordBoundary(before: state.focus)
            } else if !shift, selection.length > 0 {
                target = forward ? NSMaxRange(selection) : selection.location
            } else {
                target =
                    forward
                    ? boundaries.characterBoundary(after: state.focus)
                    : boundaries.characterBoundary(before: state.focus)
            }
            moveFocus(to: target, extending: shift)
        case .keyboardUpArrow, .keyboardDownArrow:
            let forward = key.keyCode == .keyboardDownArrow
            if command {
                moveFocus(to: forward ? state.length : 0, extending: shift)
                return true
            }
            let from =
                !shift && selection.length > 0 ? (forward ? NSMaxRange(selection) : selection.location) : state.focus
            let goal = state.goalX ?? caretRectInView(at: from).minX
            moveFocus(
                to: offset(movingVerticallyFrom: from, lines: forward ? 1 : -1, goalX: goal), extending: shift,
                keepingGoal: true)
            editingState.goalX = goal
        case .keyboardHome, .keyboardEnd:
            let forward = key.keyCode == .keyboardEnd
            let target =
                control || command ? (forward ? state.length : 0) : lineBoundary(from: state.focus, forward: forward)
            moveFocus(to: target, extending: shift)
        case .keyboardDeleteOrBackspace:
            guard option || control || command else { return false }
            delete(
                toward: command
                    ? lineBoundary(from: selection.location, forward: false)
                    : boundaries.wordBoundary(before: selection.location))
        case .keyboardDeleteForward:
            delete(
                toward: option || control
                    ? boundaries.wordBoundary(after: NSMaxRange(selection))
                    : boundaries.characterBoundary(after: NSMaxRange(selection)))
        case .keyboardA, .keyboardC, .keyboardX, .keyboardV:
            guard command || control, !option else { return false }
            switch key.keyCode {
            case .keyboardA: selectAllText()
            case .keyboardC: copySelection()
            case .keyboardX: cutSelection()
            default: pasteFromPasteboard()
            }
        default:
            return false
        }
        return true
    }

    // MARK: UITextInput, shared by both views

    func offsetOf(_ position: UITextPosition) -> Int {
        (position as? IndexedTextPosition)?.offset ?? 0
    }

    func rangeOf(_ range: UITextRange) -> NSRange {
        (range as? IndexedTextRange).map { clamped($0.range) } ?? NSRange(location: 0, length: 0)
    }

    func inputText(in range: UITextRange) -> String? {
        let range = rangeOf(range)
        return (editingState.text.string as NSString).substring(with: range)
    }

    func inputPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = offsetOf(position) + offset
        guard target >= 0, target <= editingState.length else { return nil }
        return IndexedTextPosition(target)
    }

    func inputPosition(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
        let start = offsetOf(position)
        switch direction {
        case .right: return inputPosition(from: position, offset: offset)
        case .left: return inputPosition(from: position, offset: -offset)
        case .up, .down:
            let lines = direction == .down ? offset : -offset
            return IndexedTextPosition(
                self.offset(movingVerticallyFrom: start, lines: lines, goalX: caretRectInView(at: start).minX))
        }
    }

    func inputCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let lhs = offsetOf(position), rhs = offsetOf(other)
        return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }

    func inputFirstRect(for range: UITextRange) -> CGRect {
        let range = rangeOf(range)
        let start = caretRectInView(at: range.location)
        let end = caretRectInView(at: NSMaxRange(range))
        guard end.minY == start.minY else {
            return CGRect(x: start.minX, y: start.minY, width: max(0, bounds.maxX - start.minX), height: start.height)
        }
        return CGRect(x: start.minX, y: start.minY, width: max(0, end.minX - start.minX), height: start.height)
    }

    func inputSetMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let target = editingState.markedRange ?? editingState.selection
        let text = markedText ?? ""
        guard replaceEditedText(in: target, with: text) else { return }
        let marked = NSRange(location: target.location, length: (text as NSString).length)
        editingState.markedRange = marked.length > 0 ? marked : nil
        let inner = NSRange(
            location: marked.location + min(selectedRange.location, marked.length), length: selectedRange.length)
        setEditingSelection(inner)
    }
}
