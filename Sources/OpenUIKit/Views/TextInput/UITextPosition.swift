import Foundation

/// A place in a text input's text. UIKit leaves the representation to each input; OpenUIKit's
/// text field and text view use `IndexedTextPosition`, a UTF-16 offset.
@preconcurrency @MainActor
open class UITextPosition {
    /// Creates a position; subclasses give it meaning, as the base class holds nothing.
    public init() {}
}

/// A span of a text input's text between two positions.
@preconcurrency @MainActor
open class UITextRange {
    /// Creates a range; subclasses give it meaning, as the base class holds nothing.
    public init() {}

    /// The position where the range begins; a subclass overrides it, as the base class has no text.
    open var start: UITextPosition { UITextPosition() }
    /// The position where the range ends; a subclass overrides it, as the base class has no text.
    open var end: UITextPosition { UITextPosition() }
    /// Whether the range covers no characters, as a caret does; always `true` in the base class.
    open var isEmpty: Bool { true }
}

/// A position as a UTF-16 offset into the text, which is how `NSRange` counts.
@MainActor
final class IndexedTextPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// A range of UTF-16 offsets.
@MainActor
final class IndexedTextRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(NSMaxRange(range)) }
    override var isEmpty: Bool { range.length == 0 }
}

/// Directions a position can be moved in (`position(from:in:offset:)`).
public enum UITextLayoutDirection: Int, Sendable {
    /// Toward the right: later in the text here, as text runs left to right.
    case right = 2
    /// Toward the left: earlier in the text here.
    case left
    /// Up a line, keeping the caret's horizontal position.
    case up
    /// Down a line, keeping the caret's horizontal position.
    case down
}

/// Directions in the text's stored order, independent of how it is laid out; no API here takes one yet.
public enum UITextStorageDirection: Int, Sendable {
    /// Toward the end of the text.
    case forward = 0
    /// Toward the beginning of the text.
    case backward
}
