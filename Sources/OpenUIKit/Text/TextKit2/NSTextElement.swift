import Foundation

/// A piece of a text content manager's text, such as a paragraph, with the range it covers in
/// the document; elements may hold child elements.
open class NSTextElement: NSObject, @unchecked Sendable {
    // @unchecked: elements are made and read on the main actor by TextKit here.
    /// The content manager the element belongs to.
    open weak var textContentManager: NSTextContentManager?
    /// The range the element covers in its content manager's document.
    open var elementRange: NSTextRange?
    /// The elements this one holds, for lists and other nested content.
    open private(set) var childElements: [NSTextElement] = []
    /// The element holding this one.
    open private(set) weak var parentElement: NSTextElement?
    /// Whether the element stands for a piece of the document (rather than one made up for display).
    open var isRepresentedElement: Bool { elementRange != nil }

    /// Creates an element of `textContentManager`.
    public init(textContentManager: NSTextContentManager?) {
        self.textContentManager = textContentManager
        super.init()
    }

    /// Makes `children` this element's child elements.
    func setChildElements(_ children: [NSTextElement]) {
        for child in childElements where child.parentElement === self { child.parentElement = nil }
        childElements = children
        for child in children { child.parentElement = self }
    }
}

/// A paragraph of text: its attributed string, separator included, as a text element.
open class NSTextParagraph: NSTextElement, @unchecked Sendable {
    /// The paragraph's text, with its separator (newline) when it has one.
    public let attributedString: NSAttributedString

    /// Creates a paragraph from its text.
    public init(attributedString: NSAttributedString) {
        self.attributedString = attributedString
        super.init(textContentManager: nil)
    }

    /// The paragraph's text without its separator, in the document.
    open var paragraphContentRange: NSTextRange? {
        guard let elementRange else { return nil }
        let start = TextContentLocation.offset(of: elementRange.location)
        return NSTextRange(NSRange(location: start, length: attributedString.length - separatorLength))
    }

    /// The paragraph's separator in the document (empty for a last paragraph without one).
    open var paragraphSeparatorRange: NSTextRange? {
        guard let elementRange else { return nil }
        let start = TextContentLocation.offset(of: elementRange.location) + attributedString.length - separatorLength
        return NSTextRange(NSRange(location: start, length: separatorLength))
    }

    /// How many UTF-16 units at the end are the paragraph separator (2 for CR LF).
    var separatorLength: Int {
        let string = attributedString.string as NSString
        guard string.length > 0 else { return 0 }
        let last = string.character(at: string.length - 1)
        if last == 0x0A, string.length > 1, string.character(at: string.length - 2) == 0x0D { return 2 }
        return [0x0A, 0x0D, 0x2029, 0x2028, 0x85].contains(last) ? 1 : 0
    }
}

/// A list item as a text element: the item's text, its list, and the attributes of its marker.
/// `attributedString` is the marker (when the content manager includes list markers) and the contents.
open class NSTextListElement: NSTextParagraph, @unchecked Sendable {
    /// The list the item is in.
    public let textList: NSTextList
    /// The item's own text.
    public let contents: NSAttributedString?
    /// The attributes the item's marker is drawn with.
    public let markerAttributes: [NSAttributedString.Key: Any]?
    /// The list element holding this one, for a nested list.
    open var parent: NSTextListElement? { parentElement as? NSTextListElement }

    /// Creates a list item, nested in `parent`, holding `children`.
    public init(
        parentElement parent: NSTextListElement?, textList: NSTextList, contents: NSAttributedString?,
        markerAttributes: [NSAttributedString.Key: Any]?, childElements children: [NSTextListElement]?
    ) {
        self.textList = textList
        self.contents = contents
        self.markerAttributes = markerAttributes
        let itemNumber = textList.startingItemNumber + (parent?.childElements.count ?? 0)
        let marker = NSMutableAttributedString(
            string: textList.marker(forItemNumber: itemNumber) + "\t",
            attributes: markerAttributes)
        if let contents { marker.append(contents) }
        super.init(attributedString: marker)
        setChildElements(children ?? [])
        if let parent { parent.setChildElements(parent.childElements + [self]) }
    }

    /// Creates a list item with no parent and no children.
    public convenience init(
        textList: NSTextList, contents: NSAttributedString?, markerAttributes: [NSAttributedString.Key: Any]?,
        childElements children: [NSTextListElement]?
    ) {
        self.init(
            parentElement: nil, textList: textList, contents: contents, markerAttributes: markerAttributes,
            childElements: children)
    }
}
