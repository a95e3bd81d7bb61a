import Foundation

/// A unit of text a tokenizer finds boundaries of.
public enum UITextGranularity: Int, Sendable {
    /// A character (an emoji or a letter with its accents is one).
    case character = 0
    /// A word.
    case word = 1
    /// A sentence.
    case sentence = 2
    /// A paragraph.
    case paragraph = 3
    /// A laid-out line.
    case line = 4
    /// The whole text.
    case document = 5
}

/// A direction in a text input: in the text's order (`storage`) or on screen (`layout`).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a direction from UIKit's raw value (the storage or layout direction's).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A direction in the text's order.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A direction on screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction goes toward the end of the text (forward, right or down, as text runs left to right here).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// Finds where characters, words, sentences, paragraphs and lines begin and end in a text input.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` holding `position`, looking in `direction` at a boundary.
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity` that ends (forward) or starts (backward) there.
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    )
        -> Bool
    /// The next boundary of `granularity` from `position` in `direction`.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity` (or at its edge on the `direction` side).
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
}

/// The tokenizer UIKit gives text inputs: boundaries found in the input's text, read through its
/// `UITextInput` methods (the whole text from `beginningOfDocument` to `endOfDocument`). Lines are
/// paragraphs here, as the tokenizer does not see the input's layout.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private unowned let textInput: UIResponder & UITextInput

    /// A tokenizer for `textInput`'s text.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    private var text: NSString {
        guard let all = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument) else {
            return ""
        }
        return (textInput.text(in: all) ?? "") as NSString
    }

    private func offset(_ position: UITextPosition) -> Int {
        textInput.offset(from: textInput.beginningOfDocument, to: position)
    }

    private func position(_ offset: Int) -> UITextPosition? {
        textInput.position(from: textInput.beginningOfDocument, offset: offset)
    }

    /// The unit around `offset` (nil where there is none, as between words).
    private func unit(at offset: Int, _ granularity: UITextGranularity, in string: NSString) -> NSRange? {
        guard offset >= 0, offset < string.length || (granularity == .document && offset <= string.length) else {
            return nil
        }
        let boundaries = TextBoundaries(string as String)
        switch granularity {
        case .character:
            return string.rangeOfComposedCharacterSequence(at: offset)
        case .word:
            let range = boundaries.wordRange(at: offset)
            guard range.length > 0 else { return nil }
            let first = string.substring(with: range).first
            return first.map { $0.isLetter || $0.isNumber || $0 == "_" } == true ? range : nil
        case .sentence:
            let terminators: Set<unichar> = [0x2E, 0x21, 0x3F, 0x0A]
            var start = offset
            while start > 0, !terminators.contains(string.character(at: start - 1)) { start -= 1 }
            while start < string.length, string.character(at: start) == 0x20 { start += 1 }
            var end = offset
            while end < string.length, !terminators.contains(string.character(at: end)) { end += 1 }
            if end < string.length { end += 1 }
            return start < end ? NSRange(location: start, length: end - start) : nil
        case .paragraph, .line:
            let range = boundaries.paragraphRange(at: offset)
            return range.length > 0 ? range : nil
        case .document:
            return NSRange(location: 0, length: string.length)
        }
    }

    /// The unit that `position` is in, or that ends (backward) or starts (forward) at it.
    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? {
        let string = text
        let at = offset(position)
        let probe = direction.isForward ? at : at - 1
        guard let range = unit(at: probe, granularity, in: string) ?? unit(at: at, granularity, in: string) else {
            return nil
        }
        guard let start = self.position(range.location), let end = self.position(NSMaxRange(range)) else { return nil }
        return textInput.textRange(from: start, to: end)
    }

    /// Whether a unit ends at `position` (forward) or starts there (backward).
    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    )
        -> Bool
    {
        let string = text
        let at = offset(position)
        if granularity == .document { return direction.isForward ? at == string.length : at == 0 }
        if direction.isForward {
            guard let range = unit(at: at - 1, granularity, in: string) else { return false }
            return NSMaxRange(range) == at
        }
        guard let range = unit(at: at, granularity, in: string) else { return false }
        return range.location == at
    }

    /// The next end of a unit (forward) or start of one (backward) from `position`.
    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextPosition? {
        let string = text
        var at = offset(position)
        if granularity == .document { return self.position(direction.isForward ? string.length : 0) }
        if direction.isForward {
            while at < string.length {
                if let range = unit(at: at, granularity, in: string), NSMaxRange(range) > at {
                    return self.position(NSMaxRange(range))
                }
                at += 1
            }
            return nil
        }
        while at > 0 {
            if let range = unit(at: at - 1, granularity, in: string), range.location < at {
                return self.position(range.location)
            }
            at -= 1
        }
        return nil
    }

    /// Whether `position` is inside a unit, or at its end (forward) or start (backward).
    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        let string = text
        let at = offset(position)
        if granularity == .document { return true }
        if let range = unit(at: at, granularity, in: string),
            range.location < at || (!direction.isForward && range.location == at)
        {
            return true
        }
        if direction.isForward, let range = unit(at: at - 1, granularity, in: string), NSMaxRange(range) >= at {
            return true
        }
        return false
    }
}
