import Foundation

/// The model behind TextKit 2's layout: a document as a sequence of text elements, the layout
/// managers that lay it out, and editing transactions that tell them what changed. A subclass
/// says what its elements are; `NSTextContentStorage` is the one backed by an attributed string.
@preconcurrency @MainActor
open class NSTextContentManager: NSObject {
    /// How elements are enumerated.
    public struct EnumerationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the given location back to the start.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
    }

    /// Asked which elements to hand out.
    open weak var delegate: (any NSTextContentManagerDelegate)?
    /// The layout managers laying the document out, in the order added.
    open private(set) var textLayoutManagers: [NSTextLayoutManager] = []
    /// The layout manager whose selections edits follow: the first added unless set.
    open var primaryTextLayoutManager: NSTextLayoutManager? {
        get { storedPrimary ?? textLayoutManagers.first }
        set { storedPrimary = newValue }
    }
    private weak var storedPrimary: NSTextLayoutManager?
    /// Whether layout managers are told of each change as it is made (else when `synchronizeTextLayoutManagers(_:)` is called).
    open var automaticallySynchronizesTextLayoutManagers = true
    /// Whether elements changed through the manager are written back to its backing store.
    open var automaticallySynchronizesToBackingStore = true
    /// Whether an editing transaction is under way.
    open private(set) var hasEditingTransaction = false

    /// Creates an empty content manager.
    public override init() { super.init() }

    /// The whole document's range; a subclass says where its document ends.
    open var documentRange: NSTextRange { NSTextRange(location: TextContentLocation(0)) }

    /// Adds a layout manager that lays this document out.
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !textLayoutManagers.contains(where: { $0 === textLayoutManager }) else { return }
        textLayoutManager.textContentManager?.removeTextLayoutManager(textLayoutManager)
        textLayoutManagers.append(textLayoutManager)
        textLayoutManager.textContentManager = self
        textLayoutManager.invalidateLayout(for: documentRange)
    }

    /// Removes a layout manager.
    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        textLayoutManagers.removeAll { $0 === textLayoutManager }
        if textLayoutManager.textContentManager === self { textLayoutManager.textContentManager = nil }
    }

    /// Tells the layout managers of the changes made while they were not told automatically.
    open func synchronizeTextLayoutManagers(_ completionHandler: ((Error?) -> Void)? = nil) {
        for manager in textLayoutManagers { manager.invalidateLayout(for: documentRange) }
        completionHandler?(nil)
    }

    /// Runs `transaction` as one edit: the layout managers are told once, after it.
    open func performEditingTransaction(_ transaction: () -> Void) {
        let outermost = !hasEditingTransaction
        hasEditingTransaction = true
        transaction()
        guard outermost else { return }
        hasEditingTransaction = false
        if automaticallySynchronizesTextLayoutManagers { synchronizeTextLayoutManagers() }
    }

    /// Calls `block` with each element from the one holding `textLocation` (the start when nil) on,
    /// until it returns false; returns the location enumeration stopped at. A subclass provides the elements.
    @discardableResult
    open func enumerateTextElements(
        from textLocation: (any NSTextLocation)?, options: EnumerationOptions = [], using block: (NSTextElement) -> Bool
    ) -> (any NSTextLocation)? {
        nil
    }

    /// The elements that cover `range`.
    open func textElements(for range: NSTextRange) -> [NSTextElement] {
        var elements: [NSTextElement] = []
        enumerateTextElements(from: range.location) { element in
            guard let elementRange = element.elementRange else { return true }
            if elementRange.location.compare(range.endLocation) != .orderedAscending, !range.isEmpty { return false }
            elements.append(element)
            return !range.isEmpty || elements.isEmpty
        }
        return elements
    }

    /// Replaces the document's text in `range` with the elements' text; a subclass provides the storage.
    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {}

    /// The location `offset` UTF-16 units from `location`, or nil outside the document.
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        let target = TextContentLocation.offset(of: location) + offset
        let end = TextContentLocation.offset(of: documentRange.endLocation)
        guard target >= 0, target <= end else { return nil }
        return TextContentLocation(target)
    }

    /// How many UTF-16 units lie from one location to another.
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        TextContentLocation.offset(of: to) - TextContentLocation.offset(of: from)
    }
}

/// What a content manager asks its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol NSTextContentManagerDelegate: NSObjectProtocol {
    /// An element to hand out for `location` in place of the manager's own; nil for the manager's.
    func textContentManager(
        _ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation
    )
        -> NSTextElement?
    /// Whether enumeration hands out `textElement`; false skips it (hides it from layout).
    func textContentManager(
        _ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
        options: NSTextContentManager.EnumerationOptions
    ) -> Bool
}

extension NSTextContentManagerDelegate {
    /// The manager's own element.
    public func textContentManager(
        _ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation
    )
        -> NSTextElement?
    { nil }
    /// Hands out every element.
    public func textContentManager(
        _ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
        options: NSTextContentManager.EnumerationOptions
    ) -> Bool { true }
}
