import Foundation

/// A VoiceOver rotor of the app's own ("Headings", "Misspelled words"): a name, or one of the
/// system's rotor types, and a search that, given where VoiceOver is and which way it is
/// going, returns the next element (and range of text) to move to.
///
/// Linux has no VoiceOver, so no rotor is turned by a person; the search runs when assistive
/// tooling (or a test) calls `result(for:)`, exactly as VoiceOver would call it.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// Which way the rotor moves.
    public enum Direction: Int, Sendable {
        /// Back to the previous match.
        case previous = 0
        /// On to the next match.
        case next = 1
    }

    /// The system's rotors an app can supply results for.
    public enum SystemRotorType: Int, Sendable {
        /// Not a system rotor: the rotor has a name of its own.
        case none = 0
        /// Links.
        case link
        /// Links already visited.
        case visitedLink
        /// Headings of any level.
        case heading
        /// Headings of level 1.
        case headingLevel1
        /// Headings of level 2.
        case headingLevel2
        /// Headings of level 3.
        case headingLevel3
        /// Headings of level 4.
        case headingLevel4
        /// Headings of level 5.
        case headingLevel5
        /// Headings of level 6.
        case headingLevel6
        /// Bold text.
        case boldText
        /// Italic text.
        case italicText
        /// Underlined text.
        case underlineText
        /// Misspelled words.
        case misspelledWord
        /// Images.
        case image
        /// Text fields.
        case textField
        /// Tables.
        case table
        /// Lists.
        case list
        /// Landmarks.
        case landmark
    }

    /// What a rotor's search is given: where VoiceOver is, and which way it moves.
    @preconcurrency @MainActor
    open class SearchPredicate: NSObject {
        /// The element (and text range) VoiceOver is on.
        open var currentItem: ItemResult
        /// Which way to search.
        open var searchDirection: Direction

        /// A predicate for searching `searchDirection` from `currentItem`.
        public init(currentItem: ItemResult, searchDirection: Direction) {
            self.currentItem = currentItem
            self.searchDirection = searchDirection
            super.init()
        }
    }

    /// Where a rotor's search lands: an element and, within it, a range of text.
    @preconcurrency @MainActor
    open class ItemResult: NSObject {
        /// The element to move to; held weakly, as in UIKit.
        open weak var targetElement: (any NSObjectProtocol)?
        /// The range of text in the element to move to, for text elements.
        open var targetRange: UITextRange?

        /// A result landing on `targetElement`, at `targetRange` when it is text.
        public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) {
            self.targetElement = targetElement
            self.targetRange = targetRange
            super.init()
        }
    }

    /// The search a rotor runs, from the predicate to the result (nil: nothing more that way).
    public typealias Search = (SearchPredicate) -> ItemResult?

    /// The rotor's name, as VoiceOver speaks it; empty for a system rotor.
    open var name: String
    /// The name as an attributed string; setting it keeps only its characters in `name`.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// The system rotor this one supplies results for, or `.none`.
    open private(set) var systemRotorType: SystemRotorType
    /// The search; replace it to change what the rotor finds.
    open var itemSearchBlock: Search

    /// A rotor named `name` whose search is `itemSearchBlock`.
    public init(name: String, itemSearch itemSearchBlock: @escaping Search) {
        self.name = name
        self.systemRotorType = .none
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }

    /// A rotor named by an attributed string.
    public convenience init(attributedName: NSAttributedString, itemSearch itemSearchBlock: @escaping Search) {
        self.init(name: attributedName.string, itemSearch: itemSearchBlock)
    }

    /// A rotor that supplies results for the system rotor `type`.
    public init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
        self.name = ""
        self.systemRotorType = type
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }

    /// Runs the search as VoiceOver would for one turn of the rotor.
    func result(for predicate: SearchPredicate) -> ItemResult? {
        itemSearchBlock(predicate)
    }
}

private nonisolated(unsafe) var customRotorsKey: UInt8 = 0

extension UIResponder {
    /// The rotors of the app's own that VoiceOver offers while on this element or inside it.
    public var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { objc_getAssociatedObject(self, &customRotorsKey) as? [UIAccessibilityCustomRotor] }
        set { objc_setAssociatedObject(self, &customRotorsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
