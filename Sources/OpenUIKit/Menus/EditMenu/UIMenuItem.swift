import Foundation

/// An app's own item of the ``UIMenuController``'s menu: a title and the action sent up the
/// responder chain when it is chosen (deprecated in iOS 16 for ``UIEditMenuInteraction``). The
/// item shows only while a responder in the chain can perform its action.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The text of the item's segment.
    open var title: String
    /// The message sent up the responder chain, from the first responder, when it is chosen.
    open var action: Selector

    /// Creates an item that sends `action`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
