import Foundation

/// A menu element that sends an action up the responder chain when chosen, as a control's
/// target-action does with a nil target: the first responder that can perform `action` gets it,
/// with the command as sender. Before a menu shows a command, the responder that would get it
/// may change it in `validate(_:)`.
@preconcurrency @MainActor
open class UICommand: UIMenuElement, UIMenuLeaf {
    /// The row's title.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// The row's image, on its trailing side.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The image shown while `state` is `.on`; `image` when nil.
    open var selectedImage: UIImage?
    /// A longer title for the keyboard-shortcut list; stored, as nothing here displays that
    /// list.
    open var discoverabilityTitle: String?
    /// The message sent up the responder chain when the command is chosen.
    public let action: Selector
    /// A value that tells apart commands with the same action; the action can read it from the
    /// sender.
    public let propertyList: Any?
    /// Other actions for the command, chosen with modifier keys held on a Mac; stored, as
    /// menus here are chosen by touch.
    public let alternates: [UICommandAlternate]
    /// Disabled, destructive, hidden, or keeping the menu shown when chosen.
    open var attributes: UIMenuElement.Attributes = []
    /// The checkmark (`.on`) or dash (`.mixed`) the row shows.
    open var state: UIMenuElement.State = .off
    /// Whether the command runs again while its key is held (iOS 17): a key command set to
    /// `.nonRepeatable` runs once per press.
    open var repeatBehavior: UIMenuElement.RepeatBehavior = .automatic
    /// What chose the command, while its action is sent.
    open internal(set) var sender: Any?

    /// The value of `propertyList` meaning "none", for ``UIMenuBuilder/command(for:propertyList:)``.
    public nonisolated static var noPropertyList: Any { NoPropertyList.marker }

    /// Creates a command that sends `action`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        action: Selector, propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.selectedImage = selectedImage
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Sends `action` to `target`, or, with a nil target, to the first responder up the chain
    /// that can perform it, with the command as sender.
    open func perform(withSender sender: Any?, target: Any?) {
        let previous = self.sender
        self.sender = sender
        UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        self.sender = previous
    }

    /// Whether the command answers to `action` and `propertyList` (``noPropertyList`` matches
    /// a command without one).
    func matches(action: Selector, propertyList: Any?) -> Bool {
        guard self.action == action else { return false }
        let wanted = propertyList is NoPropertyList ? nil : propertyList
        switch (self.propertyList, wanted) {
        case (nil, nil): return true
        case (let mine?, let theirs?): return (mine as? AnyHashable) == (theirs as? AnyHashable)
        default: return false
        }
    }
}

/// ``UICommand/noPropertyList``'s value.
private struct NoPropertyList: Sendable {
    static let marker = NoPropertyList()
}

/// Another action a command sends when chosen with modifier keys held (a Mac's Option key).
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The alternate's title, shown while the modifier keys are held.
    public let title: String
    /// The message sent in place of the command's.
    public let action: Selector
    /// The modifier keys that choose the alternate.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates an alternate that sends `action` when the command is chosen with `modifierFlags`
    /// held.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
