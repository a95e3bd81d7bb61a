import Foundation

/// A text content manager whose document is a text storage: one `NSTextParagraph` per
/// paragraph of the attributed string (its newline included), located by UTF-16 offsets. An edit
/// of the storage (directly or through `performEditingTransaction(_:)`) makes the paragraphs again
/// and lays the changed text out again in every layout manager. Its `delegate` may be an
/// `NSTextContentStorageDelegate`, which is then asked for custom paragraphs.
@preconcurrency @MainActor
open class NSTextContentStorage: NSTextContentManager {
    /// The storage backing the document; a new empty one unless set.
    open var textStorage: NSTextStorage? {
        didSet {
            if oldValue?.textStorageObserver === self { oldValue?.textStorageObserver = nil }
            textStorage?.textStorageObserver = self
            storageDidChange()
        }
    }
    /// Whether list items' markers are part of their elements' text.
    open var includesTextListMarkers = true

    private var paragraphs: [NSTextParagraph]?

    /// Creates a content storage with a new, empty text storage.
    public override init() {
        super.init()
        let storage = NSTextStorage()
        textStorage = storage
        storage.textStorageObserver = self
    }

    /// The storage's text (nil without a storage); setting it replaces the storage's.
    open var attributedString: NSAttributedString? {
        get { textStorage }
        set { textStorage?.setAttributedString(newValue ?? NSAttributedString(string: "")) }
    }

    open override var documentRange: NSTextRange {
        NSTextRange(NSRange(location: 0, length: textStorage?.length ?? 0))
    }

    /// The document's paragraphs, made when first asked for after a change.
    /// - Complexity: O(*n*) in the text's length the first time after an edit.
    var textParagraphs: [NSTextParagraph] {
        if let paragraphs { return paragraphs }
        var made: [NSTextParagraph] = []
        if let storage = textStorage, storage.length > 0 {
            let string = storage.string as NSString
            var location = 0
            while location < string.length {
                var start = 0, end = 0, contentsEnd = 0
                string.getParagraphStart(
                    &start, end: &end, contentsEnd: &contentsEnd, for: NSRange(location: location, length: 0))
                let range = NSRange(location: location, length: end - location)
                let paragraph =
                    (delegate as? any NSTextContentStorageDelegate)?.textContentStorage(self, textParagraphWith: range)
                    ?? NSTextParagraph(attributedString: storage.attributedSubstring(from: range))
                paragraph.textContentManager = self
                paragraph.elementRange = NSTextRange(range)
                made.append(paragraph)
                location = end
            }
        }
        paragraphs = made
        return made
    }

    @discardableResult
    open override func enumerateTextElements(
        from textLocation: (any NSTextLocation)?, options: EnumerationOptions = [], using block: (NSTextElement) -> Bool
    ) -> (any NSTextLocation)? {
        let all = textParagraphs
        guard !all.isEmpty else { return nil }
        let offset = textLocation.map(TextContentLocation.offset(of:))
        let reverse = options.contains(.reverse)
        var index: Int =
            offset.map { target in
                all.firstIndex { NSLocationInRange(target, $0.elementRange!.nsRange) }
                    ?? (target <= 0 ? 0 : all.count - 1)
            } ?? (reverse ? all.count - 1 : 0)
        var last: (any NSTextLocation)?
        while all.indices.contains(index) {
            let candidate = all[index]
            let location = candidate.elementRange!.location
            let element = delegate?.textContentManager(self, textElementAt: location) ?? candidate
            index += reverse ? -1 : 1
            guard delegate?.textContentManager(self, shouldEnumerate: element, options: options) ?? true else {
                continue
            }
            last = reverse ? candidate.elementRange!.location : candidate.elementRange!.endLocation
            if !block(element) { break }
        }
        return last
    }

    open override func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {
        let text = NSMutableAttributedString(string: "")
        for element in textElements ?? [] {
            if let element = element as? NSTextParagraph { text.append(element.attributedString) }
        }
        let nsRange = range.nsRange
        guard let storage = textStorage, NSMaxRange(nsRange) <= storage.length else { return }
        storage.replaceCharacters(in: nsRange, with: text)
    }

    /// Runs `transaction` inside the storage's `beginEditing()`/`endEditing()`: one edit for the layout managers.
    open override func performEditingTransaction(_ transaction: () -> Void) {
        textStorage?.beginEditing()
        super.performEditingTransaction(transaction)
        textStorage?.endEditing()
    }

    /// The text of an element: a paragraph's attributed string.
    open func attributedString(for textElement: NSTextElement) -> NSAttributedString? {
        (textElement as? NSTextParagraph)?.attributedString
    }

    /// A paragraph made from `attributedString`, not yet in the document.
    open func textElement(for attributedString: NSAttributedString) -> NSTextElement? {
        NSTextParagraph(attributedString: attributedString)
    }

    /// `range` widened to whole composed characters (emoji, accented letters), as editing needs.
    open func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? {
        guard let storage = textStorage else { return nil }
        let string = storage.string as NSString
        let range = textRange.nsRange
        guard NSMaxRange(range) <= string.length else { return nil }
        guard string.length > 0 else { return textRange }
        let start =
            range.location < string.length
            ? string.rangeOfComposedCharacterSequence(at: range.location).location : range.location
        var end = NSMaxRange(range)
        if end > 0, end < string.length { end = NSMaxRange(string.rangeOfComposedCharacterSequence(at: end - 1)) }
        let adjusted = NSRange(location: start, length: end - start)
        return adjusted == range ? nil : NSTextRange(adjusted)
    }

    /// The document's UTF-16 offsets: the location `offset` from `location` is that offset.
    open override func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        super.location(location, offsetBy: offset)
    }

    private func storageDidChange() {
        paragraphs = nil
        guard automaticallySynchronizesTextLayoutManagers, !hasEditingTransaction else { return }
        for manager in textLayoutManagers { manager.invalidateLayout(for: documentRange) }
    }
}

extension NSTextContentStorage: @preconcurrency NSTextStorageObserving {
    /// The storage processed an edit: the paragraphs are made again and the layout managers told.
    public func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
    ) {
        storageDidChange()
    }

    /// Runs `transaction` as one edit of the storage.
    public func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void) {
        performEditingTransaction(transaction)
    }
}

/// What a content storage asks its delegate, besides what a content manager asks.
@preconcurrency @MainActor
public protocol NSTextContentStorageDelegate: NSTextContentManagerDelegate {
    /// A paragraph to use for the text in `range` (with other attributes, say); nil for the storage's own.
    func textContentStorage(
        _ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange
    ) -> NSTextParagraph?
}

extension NSTextContentStorageDelegate {
    /// The storage's own paragraph.
    public func textContentStorage(
        _ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange
    )
        -> NSTextParagraph?
    { nil }
}
