import Foundation

/// An action an assistive technology offers beside activating an element ("Delete", "Flag"),
/// performed through its handler or its target and selector.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, as assistive technology offers it.
    open var name: String
    /// The name as an attributed string; setting it keeps only its characters in `name`.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image shown with the action, where an assistive technology shows one.
    open var image: UIImage?
    /// The object sent `selector` when the action is performed and it has no handler.
    open weak var target: AnyObject?
    /// The method sent to `target` when the action is performed and it has no handler.
    open var selector: Selector?
    /// The closure that performs the action, returning whether it succeeded; used before `target`.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// Creates an action performed by sending `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Creates an action performed by a closure.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an image, performed by a closure.
    public convenience init(
        name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Runs the handler, else sends the selector to the target (a responder that registered it);
    /// whether the action did anything.
    @discardableResult
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let responder = target as? UIResponder else { return false }
        return responder.perform(selector, with: self)
    }
}
