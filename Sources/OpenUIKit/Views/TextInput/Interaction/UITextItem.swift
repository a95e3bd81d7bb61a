import Foundation

/// Something in a text view's text a person can act on: a link, an attachment, or text
/// tagged with `.textItemTag`; and the menu shown for it.
@preconcurrency @MainActor
open class UITextItem: NSObject {
    /// What the item is.
    public enum Content {
        /// A link (the `.link` attribute).
        case link(URL)
        /// An attachment (the `.attachment` attribute).
        case textAttachment(NSTextAttachment)
        /// Text tagged with `.textItemTag`.
        case tag(String)
    }

    /// The menu for a text item, with an optional preview.
    @preconcurrency @MainActor
    open class MenuConfiguration: NSObject {
        /// What the menu's preview shows.
        public enum Preview {
            /// The item's text, lifted.
            case `default`
            /// A view of the app's.
            case view(UIView)
        }

        /// The menu.
        public let menu: UIMenu
        /// The preview; nil for none.
        public let preview: Preview?

        /// A menu with the default preview.
        public convenience init(menu: UIMenu) {
            self.init(preview: .default, menu: menu)
        }

        /// A menu with a preview.
        public init(preview: Preview?, menu: UIMenu) {
            self.menu = menu
            self.preview = preview
            super.init()
        }
    }

    /// What the item is.
    public let content: Content
    /// Where the item is in the text.
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }

    /// The item at `index` of `text`: a link, then an attachment, then a tag, over the attribute's whole run.
    static func item(at index: Int, in text: NSAttributedString) -> UITextItem? {
        guard index >= 0, index < text.length else { return nil }
        var range = NSRange()
        if let link = text.attribute(.link, at: index, effectiveRange: &range) {
            let url = link as? URL ?? (link as? String).flatMap(URL.init(string:))
            if let url { return UITextItem(content: .link(url), range: range) }
        }
        if let attachment = text.attribute(.attachment, at: index, effectiveRange: &range) as? NSTextAttachment {
            return UITextItem(content: .textAttachment(attachment), range: range)
        }
        if let tag = text.attribute(.textItemTag, at: index, effectiveRange: &range) as? String {
            return UITextItem(content: .tag(tag), range: range)
        }
        return nil
    }
}

/// The attribute that makes text a text item.
extension NSAttributedString.Key {
    /// Marks text as a text item with this tag (a `String`), so a text view offers it as `UITextItem.Content.tag`.
    public static let textItemTag = NSAttributedString.Key("UITextItemTag")
}
