import Foundation

/// The base of the responder chain.
///
/// Linux has no Objective-C runtime to find a method by its selector, so a responder that receives
/// actions by selector (target-action, `sendAction`, storyboard connections) either registers a
/// handler for each with `registerAction(_:handler:)` or has its class marked `@Connectable`,
/// which lists its `@IBAction` / `@Action` methods in `storyboardConnections`; `responds(to:)` and
/// `perform(_:with:)` read both.
@MainActor
open class UIResponder {
    private var actionHandlers: [Selector: (Any?) -> Void] = [:]

    public init() {}

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
    open func responds(to aSelector: Selector) -> Bool {
        actionHandlers[aSelector] != nil || cachedStoryboardConnections.actions[aSelector.description] != nil
    }

    /// Invokes the handler registered for `aSelector`, or else the class's `@IBAction` of that
    /// name (with no event); returns whether there was one.
    @discardableResult
    open func perform(_ aSelector: Selector, with object: Any?) -> Bool {
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

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    weak static var firstResponder: UIResponder?

    // Touches arrive with the display host; the default passes them up the chain, as UIKit does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// Identity equality, as NSObject gives UIKit's responders: views and controllers go in sets
/// and compare with `==`.
extension UIResponder: Hashable {
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIResponder: CustomStringConvertible {
    /// `<ClassName: 0x…>`, the form UIKit's messages use.
    public nonisolated var description: String { objectDescription(self) }
}

/// A finger on the screen. Real touches come from the display host.
@MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    public var phase: Phase
    public var timestamp: TimeInterval
    public weak var view: UIView?
    public weak var window: UIWindow?
    var locationInWindow: CGPoint

    public init(phase: Phase = .began, location: CGPoint, in window: UIWindow?, timestamp: TimeInterval = 0) {
        self.phase = phase
        self.locationInWindow = location
        self.window = window
        self.timestamp = timestamp
    }

    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
