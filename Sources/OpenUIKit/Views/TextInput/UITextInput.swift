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
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }

    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    func caretRect(for position: UITextPosition) -> CGRect
    func firstRect(for range: UITextRange) -> CGRect
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}
