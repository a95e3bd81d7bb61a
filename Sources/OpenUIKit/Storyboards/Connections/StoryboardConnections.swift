import Foundation

/// A class's storyboard outlets, actions and segue actions, reachable by name.
///
/// Linux has no Objective-C runtime to set an outlet by key or call a method by selector, so
/// `@Connectable` writes this table at compile time and the storyboard runtime, `responds(to:)`
/// and `perform(_:with:)` read it through `UIResponder.storyboardConnections`.
public struct StoryboardConnections: Sendable {
    /// Sets outlet `name` on `target`; false when there is no such outlet or the value has the
    /// wrong type. Outlet collections take an array.
    public var outlets: [String: @MainActor (_ target: AnyObject, _ value: Any?) -> Bool] = [:]
    /// @IBAction methods by Objective-C selector name ("tap:", "done", "tap:forEvent:",
    /// "unwindToRoot:", "didTapWithSender:").
    public var actions: [String: @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Void] = [:]
    /// @IBSegueAction methods by selector name ("makeDetail:", "makeDetail:sender:",
    /// "makeDetail:sender:segueIdentifier:"); the closure returns the controller the method makes
    /// (nil lets the storyboard make the default).
    public var segueActions:
        [String:
            @MainActor (_ target: AnyObject, _ coder: NSCoder, _ sender: Any?, _ identifier: String?) ->
            UIViewController?] = [:]
    /// `@IBInspectable` properties by name, which a storyboard's user-defined runtime attributes
    /// set; false when the value cannot be the property's type.
    public var inspectables: [String: @MainActor (_ target: AnyObject, _ value: Any?) -> Bool] = [:]

    /// Creates an empty table, with no outlets, actions, segue actions or inspectable properties.
    public init() {}

    /// A subclass's table over its superclass's: `other` wins where both name the same thing,
    /// as an override does.
    public func merging(_ other: StoryboardConnections) -> StoryboardConnections {
        var merged = self
        merged.outlets.merge(other.outlets) { _, theirs in theirs }
        merged.actions.merge(other.actions) { _, theirs in theirs }
        merged.segueActions.merge(other.segueActions) { _, theirs in theirs }
        merged.inspectables.merge(other.inspectables) { _, theirs in theirs }
        return merged
    }

    /// An outlet that sets a property of `Value` (a delegate, a data source) on a `Target`
    /// through `set`: nil clears it; a value of another kind is refused.
    public static func outlet<Target: AnyObject, Value>(
        _ target: Target.Type, _ value: Value.Type,
        _ set: @escaping @MainActor (Target, Value?) -> Void
    ) -> @MainActor (AnyObject, Any?) -> Bool {
        { object, newValue in
            guard let object = object as? Target else { return false }
            guard let newValue else {
                set(object, nil)
                return true
            }
            guard let typed = newValue as? Value else { return false }
            set(object, typed)
            return true
        }
    }

    /// The setter of an `@IBInspectable` property, for code `@Connectable` generates: a runtime
    /// attribute's value (a `Double`, `Bool`, `String`, `UIColor`, `CGSize`…) converted to the
    /// property's type, as key-value coding converts numbers.
    @preconcurrency @MainActor
    public static func inspectable<Target: AnyObject, Value>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> @MainActor (AnyObject, Any?) -> Bool {
        { object, value in
            guard let object = object as? Target, let converted = converted(value, to: Value.self) else { return false }
            object[keyPath: keyPath] = converted
            return true
        }
    }

    /// `value` as a `T`: itself, or a number as any numeric type (or a flag), or a colour as a
    /// `CGColor`.
    static func converted<T>(_ value: Any?, to type: T.Type) -> T? {
        if let value = value as? T { return value }
        if let number = value as? Double {
            let candidates: [Any] = [
                CGFloat(number), Float(number), Int(number.rounded()), Int32(clamping: Int(number.rounded())),
                number != 0,
            ]
            return candidates.lazy.compactMap { $0 as? T }.first
        }
        if let flag = value as? Bool {
            return [flag ? 1 : 0, CGFloat(flag ? 1 : 0), flag ? 1.0 : 0.0].lazy.compactMap { $0 as? T }.first
        }
        if let color = value as? UIColor { return color.cgColor as? T }
        return nil
    }

    /// `sender` as the type an action method declares, for code `@Connectable` generates.
    ///
    /// UIKit would hand the method whatever object was sent and fail later inside it; here a
    /// sender of the wrong type is reported and the method is not called (nil).
    @preconcurrency @MainActor
    public static func sender<Sender>(
        _ sender: Any?, as type: Sender.Type, selector: String, target: AnyObject
    ) -> Sender? {
        if let sender = sender as? Sender { return sender }
        let sent: String
        if let sender {
            sent =
                Swift.type(of: sender) is AnyClass ? objectDescription(sender as AnyObject) : String(describing: sender)
        } else {
            sent = "nil"
        }
        UIKitDiagnostics.report(
            UIKitDiagnostic.invalidArgument,
            "-[\(String(describing: Swift.type(of: target))) \(selector)]: sender \(sent) is not a \(type); the action was not sent"
        )
        return nil
    }
}
