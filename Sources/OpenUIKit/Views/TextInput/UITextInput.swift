import Foundation

/// A text input whose text, selection and geometry the system can read and change: what the
/// keyboard and the text interaction (clicks, drags, arrow keys) work through. UITextField and
/// UITextView adopt it. The members here are UIKit's core of the protocol; tokenizers, input
/// delegates, dictation and writing directions are not modelled.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; an empty range is the caret.
    var selectedTextRange: UITextRange? { get set }
    /// Text being composed by an input method, not yet committed.
    var markedTextRange: UITextRange? { get }
    /// The position before the first character of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character of the text.
    var endOfDocument: UITextPosition { get }

    /// The text a range covers.
    func text(in range: UITextRange) -> String?
    /// Replaces the text a range covers with `text`, as typing over a selection does.
    func replace(_ range: UITextRange, withText text: String)
    /// Replaces the marked text (or the selection, when none is marked) with text an input method is composing.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays in place but is no longer marked.
    func unmarkText()

    /// The range between two positions, in whichever order they are given.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters (UTF-16 units here) from `position`, or `nil` past either end.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a direction: characters left or right, lines up or down.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered in the text.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// How many characters (UTF-16 units here) lie from one position to another; negative going backward.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    /// The caret's rectangle at a position, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangle of a range's first line, in the input's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The position nearest a point in the input's coordinates, as a click places the caret.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position within `range` nearest a point in the input's coordinates.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at or after the position nearest a point in the input's coordinates.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// The rectangles a range covers, one per line, in the input's coordinates.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
}

extension UITextInput {
    /// One rectangle: the range's first line (`firstRect(for:)`), holding both its ends.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        [UITextSelectionRect(rect: firstRect(for: range), containsStart: true, containsEnd: true)]
    }
}
