import Foundation

/// An action an assistive technology offers beside activating an element ("Delete", "Flag"),
/// performed through its handler or its target and selector.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var image: UIImage?
    open weak var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

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
