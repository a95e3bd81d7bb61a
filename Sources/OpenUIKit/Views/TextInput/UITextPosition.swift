import Foundation

/// A place in a text input's text. UIKit leaves the representation to each input; OpenUIKit's
/// text field and text view use `IndexedTextPosition`, a UTF-16 offset.
@preconcurrency @MainActor
open class UITextPosition {
    public init() {}
}

/// A span of a text input's text between two positions.
@preconcurrency @MainActor
open class UITextRange {
    public init() {}

    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
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
    case right = 2, left, up, down
}

public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}
