import Foundation

/// An attributed string that tells its layout managers when it changes: TextKit's model of a
/// text view's text. Every change through `NSMutableAttributedString`'s methods is recorded with
/// `edited(_:range:changeInLength:)`; outside `beginEditing()`/`endEditing()` it is processed at
/// once, inside them when the outermost `endEditing()` runs. Processing tells the delegate
/// (`willProcessEditing`), posts `willProcessEditingNotification`, tells the delegate again
/// (`didProcessEditing`), posts `didProcessEditingNotification` and then lets each layout manager
/// invalidate the laid-out lines the edit touched, as UIKit does.
///
/// On Linux the storage keeps its characters and attributes in Foundation's
/// `NSMutableAttributedString`; changes made through `mutableString` bypass the notifications.
open class NSTextStorage: NSMutableAttributedString {
    /// The kinds of change an edit made: to characters, to attributes, or both.
    public struct EditActions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates edit actions from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters were inserted, deleted or replaced.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// Posted before the storage processes its pending edits; the object is the storage.
    public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    /// Posted after the storage processed its pending edits, before its layout managers see them.
    public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    /// Told before and after the storage processes its edits.
    open weak var delegate: (any NSTextStorageDelegate)?

    /// The layout managers that lay this text out, in the order they were added (the storage retains them).
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// What the pending edits changed; empty when none is pending.
    open private(set) var editedMask: EditActions = []
    /// The range the pending edits cover, in the text as it is now; `NSNotFound` when none is pending.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How many characters the pending edits added (negative when they removed some).
    open private(set) var changeInLength = 0

    /// Whether attributes are fixed only when asked for (never here: there is nothing to fix lazily).
    open var fixesAttributesLazily: Bool { false }

    /// An observer told of edits besides the layout managers; TextKit 2's content storage is one.
    open weak var textStorageObserver: (any NSTextStorageObserving)?

    /// The depth of `beginEditing()` calls not yet ended.
    private var editingDepth = 0
    /// The depth of mutating calls under way: a method that calls another records one edit.
    private var mutationDepth = 0
    /// Set while the delegate is told: edits it makes join the one being processed.
    private var isProcessing = false

    /// An empty text storage.
    public convenience init() {
        self.init(string: "")
    }

    // MARK: Layout managers

    /// Adds a layout manager, which from now on lays this text out.
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        aLayoutManager.textStorage?.removeLayoutManager(aLayoutManager)
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }

    /// Removes a layout manager; it no longer lays this text out.
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard let index = layoutManagers.firstIndex(where: { $0 === aLayoutManager }) else { return }
        layoutManagers.remove(at: index)
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    // MARK: Editing

    /// Records an edit: `editedRange` is the range it covers after the change, `delta` the
    /// characters it added. Outside `beginEditing()`/`endEditing()` the edit is processed at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let after = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedRange.location == NSNotFound {
            self.editedRange = after
        } else {
            var previous = self.editedRange
            // The pending range moves with an edit before its end.
            if editedRange.location <= NSMaxRange(previous) { previous.length = max(0, previous.length + delta) }
            let start = min(previous.location, after.location)
            let end = max(NSMaxRange(previous), NSMaxRange(after))
            self.editedRange = NSRange(location: start, length: end - start)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0, !isProcessing { processEditing() }
    }

    /// Tells the delegate and observers, then the layout managers, and clears the pending edit.
    open func processEditing() {
        guard editedRange.location != NSNotFound, !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: Self.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        textStorageObserver?.processEditing(
            for: self, edited: mask, range: range, changeInLength: delta,
            invalidatedRange: range)
        let managers = layoutManagers
        // As in UIKit, a storage with layout managers is edited on the main thread only.
        let storage = UncheckedBox(self)
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                for manager in managers {
                    manager.processEditing(
                        for: storage.value, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
                }
            }
        }
    }

    /// Attributes are fixed as they are set here, so this only records nothing.
    open func invalidateAttributes(in range: NSRange) {}

    /// Attributes are always fixed here.
    open func ensureAttributesAreFixed(in range: NSRange) {}

    /// Defers processing until the matching `endEditing()`; calls nest.
    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    /// Ends a `beginEditing()`; the outermost one processes the edits made since.
    open override func endEditing() {
        guard editingDepth > 0 else {
            super.endEditing()
            return
        }
        super.endEditing()
        editingDepth -= 1
        if editingDepth == 0 { processEditing() }
    }

    // MARK: Mutations, each recorded once

    private func mutate(_ mask: EditActions, range: NSRange, delta: Int, _ change: () -> Void) {
        mutationDepth += 1
        change()
        mutationDepth -= 1
        if mutationDepth == 0 { edited(mask, range: range, changeInLength: delta) }
    }

    private func isValid(_ range: NSRange, _ method: String) -> Bool {
        guard range.location >= 0, range.length >= 0, NSMaxRange(range) <= length else {
            let reason =
                "NSTextStorage \(method): Range {\(range.location), \(range.length)} out of bounds; string length \(length)"
            if Thread.isMainThread {
                MainActor.assumeIsolated { UIKitDiagnostics.report(UIKitDiagnostic.range, reason) }
            }
            return false
        }
        return true
    }

    /// Replaces the characters in `range`; reported as an edit of characters.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        guard isValid(range, "replaceCharactersInRange:withString:") else { return }
        let delta = (str as NSString).length - range.length
        mutate(.editedCharacters, range: range, delta: delta) { super.replaceCharacters(in: range, with: str) }
    }

    /// Replaces the characters and attributes in `range`; reported as an edit of both.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        guard isValid(range, "replaceCharactersInRange:withAttributedString:") else { return }
        let delta = attrString.length - range.length
        mutate([.editedCharacters, .editedAttributes], range: range, delta: delta) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    /// Inserts a string at `loc`.
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        guard isValid(NSRange(location: loc, length: 0), "insertAttributedString:atIndex:") else { return }
        mutate(
            [.editedCharacters, .editedAttributes], range: NSRange(location: loc, length: 0), delta: attrString.length
        ) {
            super.insert(attrString, at: loc)
        }
    }

    /// Appends a string.
    open override func append(_ attrString: NSAttributedString) {
        let end = length
        mutate(
            [.editedCharacters, .editedAttributes], range: NSRange(location: end, length: 0), delta: attrString.length
        ) {
            super.append(attrString)
        }
    }

    /// Deletes the characters in `range`.
    open override func deleteCharacters(in range: NSRange) {
        guard isValid(range, "deleteCharactersInRange:") else { return }
        mutate(.editedCharacters, range: range, delta: -range.length) { super.deleteCharacters(in: range) }
    }

    /// Replaces the whole text.
    open override func setAttributedString(_ attrString: NSAttributedString) {
        let range = NSRange(location: 0, length: length)
        mutate([.editedCharacters, .editedAttributes], range: range, delta: attrString.length - range.length) {
            super.setAttributedString(attrString)
        }
    }

    /// Sets the attributes of `range`; reported as an edit of attributes.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        guard isValid(range, "setAttributes:range:") else { return }
        mutate(.editedAttributes, range: range, delta: 0) { super.setAttributes(attrs, range: range) }
    }

    /// Adds an attribute over `range`.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        guard isValid(range, "addAttribute:value:range:") else { return }
        mutate(.editedAttributes, range: range, delta: 0) { super.addAttribute(name, value: value, range: range) }
    }

    /// Adds attributes over `range`.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        guard isValid(range, "addAttributes:range:") else { return }
        mutate(.editedAttributes, range: range, delta: 0) { super.addAttributes(attrs, range: range) }
    }

    /// Removes an attribute from `range`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        guard isValid(range, "removeAttribute:range:") else { return }
        mutate(.editedAttributes, range: range, delta: 0) { super.removeAttribute(name, range: range) }
    }
}

/// What a text storage tells its delegate as it processes an edit. Both methods are optional.
public protocol NSTextStorageDelegate: NSObjectProtocol {
    /// Told before the storage processes its pending edits; the delegate may still change the text.
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
    /// Told after the storage processed its edits, before its layout managers see them; change attributes only.
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing.
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
    /// Does nothing.
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
}

/// An object a text storage tells of its edits besides its layout managers (TextKit 2's
/// `NSTextContentStorage` is one).
public protocol NSTextStorageObserving: NSObjectProtocol {
    /// The storage observed.
    var textStorage: NSTextStorage? { get set }
    /// Told after the storage processed an edit.
    func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange)
    /// Runs `transaction` as one edit of the storage.
    func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void)
}
