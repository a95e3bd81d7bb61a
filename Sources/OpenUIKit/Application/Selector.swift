import Foundation

/// The name of an action method, standing in for Objective-C's `SEL`.
///
/// Linux has no Objective-C runtime, so a `Selector` made from a name (`"backToA:"`, or a string
/// literal where a `Selector` is expected) reaches a method only through a table: the
/// `@Connectable` class's actions or `UIResponder.registerAction(_:handler:)`. A selector made
/// with the method itself, `Selector("keyboardWillShow:", EditorViewController.keyboardWillShow)`,
/// also carries the way to call it, so it reaches any object of that class, wherever the method
/// is declared: `openuikit port` writes `#selector(...)` that way. Two selectors are equal when
/// their names are.
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Stored privately so the only public view of the name is
    /// `description` / `NSStringFromSelector`, as on Apple platforms.
    private let name: String
    /// Calls the method on a target of the right class with the sender (or notification, or
    /// timer) and the event; returns false, calling nothing, when the target is not of that class.
    let invoke: (@MainActor (_ target: AnyObject, _ argument: Any?, _ event: UIEvent?) -> Invocation)?
    /// Whether `invoke` reaches an object: whether it is of the method's class.
    private let accepts: (@Sendable (AnyObject) -> Bool)?

    /// What calling a method-carrying selector came to.
    enum Invocation {
        case called
        /// The target is not of the method's class.
        case wrongTarget
        /// The argument is not of the parameter's type; the message names both.
        case wrongArgument(String)
    }

    /// Creates a selector from a method's name alone; it reaches a method only through a `@Connectable`
    /// class's actions or one registered with `UIResponder.registerAction(_:handler:)`.
    public init(_ name: String) {
        self.name = name
        invoke = nil
        accepts = nil
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A selector for a method with no parameters: `Selector("refresh", ListController.refresh)`.
    @preconcurrency
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> () -> Result) {
        self.name = name
        accepts = { $0 is Target }
        invoke = { target, _, _ in
            guard let target = target as? Target else { return .wrongTarget }
            _ = method(target)()
            return .called
        }
    }

    /// A selector for a method with one parameter, the sender or notification:
    /// `Selector("ratingButtonTappedWithButton:", RatingControl.ratingButtonTapped(button:))`.
    @preconcurrency
    public init<Target: AnyObject, Argument, Result>(
        _ name: String, _ method: @escaping @MainActor (Target) -> (Argument) -> Result
    ) {
        self.init(name) { (target: Target, argument: Argument, _) in _ = method(target)(argument) }
    }

    /// A selector for an action with a sender and an event: `tap(_:forEvent:)`.
    @preconcurrency
    public init<Target: AnyObject, Argument, Result>(
        _ name: String, _ method: @escaping @MainActor (Target) -> (Argument, UIEvent) -> Result
    ) {
        self.init(name) { (target: Target, argument: Argument, event) in
            _ = method(target)(argument, event ?? UIEvent())
        }
    }

    /// A selector whose method takes an argument (checked against its type) and the event.
    private init<Target: AnyObject, Argument>(
        _ name: String, call: @escaping @MainActor (Target, Argument, UIEvent?) -> Void
    ) {
        self.name = name
        accepts = { $0 is Target }
        invoke = { target, argument, event in
            guard let target = target as? Target else { return .wrongTarget }
            guard let argument = Self.cast(argument, to: Argument.self) else {
                return .wrongArgument("\(String(describing: type(of: argument ?? "nil"))) is not \(Argument.self)")
            }
            call(target, argument, event)
            return .called
        }
    }

    /// Whether the selector carries its method and `target` is of the method's class; nil for a
    /// selector made from a name alone.
    func carriesMethod(for target: AnyObject) -> Bool? {
        accepts.map { $0(target) }
    }

    /// Calls the carried method on `target`; an argument of the wrong type is reported as UIKit
    /// reports a bad message (`NSInvalidArgumentException`) and nothing is called.
    @MainActor
    func invoke(on target: AnyObject, with argument: Any?, event: UIEvent? = nil) -> Bool {
        switch invoke?(target, argument, event) {
        case .called: return true
        case .wrongArgument(let problem):
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "-[\(String(describing: type(of: target))) \(name)]: \(problem); the method is not called")
            return false
        case .wrongTarget, nil: return false
        }
    }

    /// Sends the selector to `target` as Objective-C messaging would: its carried method, else a
    /// responder's action of that name; an object with neither is reported as UIKit reports an
    /// unrecognized selector, with `context` after the message.
    @MainActor
    func send(to target: AnyObject, with argument: Any?, context: String = "") {
        if carriesMethod(for: target) == true {
            _ = invoke(on: target, with: argument)
        } else if let responder = target as? UIResponder, responder.responds(to: self) {
            responder.perform(self, with: argument)
        } else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "-[\(String(describing: type(of: target))) \(name)]: unrecognized selector sent to instance \(objectDescription(target))\(context)"
            )
        }
    }

    /// `argument` as the method's parameter type; an optional parameter takes nil.
    private static func cast<Argument>(_ argument: Any?, to type: Argument.Type) -> Argument? {
        if let argument = argument as? Argument { return argument }
        if argument == nil, let none = Optional<Any>.none as? Argument { return none }
        return nil
    }

    public var description: String {
        name
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

/// The name of a selector, such as `"buttonTapped:"`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.description
}

/// A selector with the given name; like `Selector(_:)`, it carries no method of its own.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
