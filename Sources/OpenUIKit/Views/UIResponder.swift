import Foundation

/// The base of the responder chain.
///
/// Linux has no Objective-C runtime to find a method by its selector, so a responder that receives
/// actions by selector (target-action, `sendAction`, storyboard connections) either registers a
/// handler for each with `registerAction(_:handler:)` or has its class marked `@Connectable`,
/// which lists its `@IBAction` / `@Action` methods in `storyboardConnections`; `responds(to:)` and
/// `perform(_:with:)` read both.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    private var actionHandlers: [Selector: (Any?) -> Void] = [:]

    public override init() {
        super.init()
    }

    /// This class's storyboard outlets, actions and segue actions by name; `@Connectable` fills it in.
    open class var storyboardConnections: StoryboardConnections { StoryboardConnections() }

    /// `storyboardConnections` per class, built once: `responds(to:)` runs for every responder
    /// a chain search passes.
    private static var connectionsByClass: [ObjectIdentifier: StoryboardConnections] = [:]

    /// This object's class's `storyboardConnections`, built on first use and kept.
    var cachedStoryboardConnections: StoryboardConnections {
        let responderClass = type(of: self)
        if let cached = UIResponder.connectionsByClass[ObjectIdentifier(responderClass)] { return cached }
        let connections = responderClass.storyboardConnections
        UIResponder.connectionsByClass[ObjectIdentifier(responderClass)] = connections
        return connections
    }

    /// The next responder: a view's controller or superview, a controller's view's superview,
    /// a window's application. UIResponder itself has none.
    open var next: UIResponder? { nil }

    /// Makes `selector` an action this responder answers, the stand-in for an `@objc` method.
    public func registerAction(_ selector: Selector, handler: @escaping (_ sender: Any?) -> Void) {
        actionHandlers[selector] = handler
    }

    /// Whether a handler is registered for `aSelector` or the class has an `@IBAction` of that
    /// name (NSObject's `responds(to:)`).
    /// A selector that carries its method answers by the responder's class alone.
    open func responds(to aSelector: Selector) -> Bool {
        if let reaches = aSelector.carriesMethod(for: self) { return reaches }
        return actionHandlers[aSelector] != nil || cachedStoryboardConnections.actions[aSelector.description] != nil
    }

    /// Invokes the handler registered for `aSelector`, or else the class's `@IBAction` of that
    /// name (with no event); returns whether there was one.
    @discardableResult
    open func perform(_ aSelector: Selector, with object: Any?) -> Bool {
        if aSelector.carriesMethod(for: self) == true { return aSelector.invoke(on: self, with: object) }
        if let handler = actionHandlers[aSelector] {
            handler(object)
            return true
        }
        guard let action = cachedStoryboardConnections.actions[aSelector.description] else { return false }
        action(self, object, nil)
        return true
    }

    /// UIKit's default: the responder implements the action.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The first responder from here up the chain that can perform `action`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: First responder (the machinery is in UIResponder+FirstResponder.swift)

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// Each window has its own first responder; the key window's receives key presses.
    open var isFirstResponder: Bool { responderWindow?.firstResponderStorage === self }

    /// Refused (false) when this responder cannot become first responder, is not in a window,
    /// or the window's current first responder will not resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool { takeFirstResponder() }

    @discardableResult
    open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

    /// The key commands this responder offers; the chain from the first responder up is searched
    /// for one matching each key press. A view controller's `addKeyCommand(_:)` adds to these.
    open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    var addedKeyCommands: [UIKeyCommand] = []

    // MARK: Events

    // Touches and presses that nobody handles go up the chain, as in UIKit.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // NSObject gives responders identity equality, so views and controllers go in sets and
    // compare with `==`, as in UIKit.

    /// `<ClassName: 0x…>`, the form UIKit's messages use.
    open override nonisolated var description: String { objectDescription(self) }
}

