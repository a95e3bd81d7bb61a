import Foundation

/// The text a text field or text view edits and where its selection is, as one value so a change
/// is seen whole (`didSet` on the view's copy redraws, moves the caret and scrolls).
struct TextEditingState {
    var text = NSAttributedString(string: "")
    /// UTF-16 offsets; an empty range is the caret.
    var selection = NSRange(location: 0, length: 0)
    /// The end of the selection that stays put while shift-arrows or a drag move the other end.
    var anchor = 0
    /// Text an input method is composing (`setMarkedText(_:selectedRange:)`).
    var markedRange: NSRange?
    /// The x a run of up and down arrows keeps to, so the caret comes back to its column.
    var goalX: CGFloat?
    /// Whether a drag extends by words (it began with a double click) or by characters.
    var selectsWords = false

    var length: Int { text.length }

    /// The end that moves: the one that is not the anchor.
    var focus: Int { selection.location == anchor ? NSMaxRange(selection) : selection.location }

    /// The range from `anchor` to `focus`, in order.
    static func range(from anchor: Int, to focus: Int) -> NSRange {
        NSRange(location: min(anchor, focus), length: abs(focus - anchor))
    }
}
