import Foundation

/// The closure a ``UIAction`` runs, given the action (its `sender` set to what chose it).
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title: a control's action (`UIControl.addAction(_:for:)`), a segment, a
/// bar button item's primary action, or a row of a menu.
@preconcurrency @MainActor
open class UIAction: UIMenuElement, UIMenuLeaf {
    /// A name that tells actions apart; each action gets a unique one unless given one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title, which a button made with the action and a menu row show; empty by
    /// default.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// The image a menu row shows on its trailing side, and a bar button item made with the
    /// action.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The image a menu row shows while `state` is `.on`; `image` when nil.
    open var selectedImage: UIImage?
    /// A longer title for the keyboard-shortcut list; stored, as nothing here displays that
    /// list.
    open var discoverabilityTitle: String?
    /// Disabled, destructive, hidden, or keeping the menu shown when chosen.
    open var attributes: UIMenuElement.Attributes = []
    /// The checkmark (`.on`) or dash (`.mixed`) a menu row shows; a `.singleSelection` menu
    /// moves `.on` to the action chosen.
    open var state: UIMenuElement.State = .off
    /// Whether the action runs again while its keyboard shortcut is held (iOS 17).
    open var repeatBehavior: UIMenuElement.RepeatBehavior = .automatic
    /// The identifier controls remove the action by.
    public let identifier: Identifier
    /// What is running the action, while its handler runs: the control, the bar button item or
    /// the context menu interaction; nil otherwise.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action that runs the handler, with a unique identifier unless one is given.
    /// One initializer covers UIKit's iOS 13, 15 and 17 forms, whose labels come in this order.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender; `target` is not used, as the
    /// closure is its own target.
    open func perform(withSender sender: Any?, target: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
