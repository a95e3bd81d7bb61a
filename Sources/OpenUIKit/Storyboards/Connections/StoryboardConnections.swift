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
    public var segueActions: [String: @MainActor (_ target: AnyObject, _ coder: NSCoder, _ sender: Any?, _ identifier: String?) -> UIViewController?] = [:]

    public init() {}

    /// A subclass's table over its superclass's: `other` wins where both name the same thing,
    /// as an override does.
    public func merging(_ other: StoryboardConnections) -> StoryboardConnections {
        var merged = self
        merged.outlets.merge(other.outlets) { _, theirs in theirs }
        merged.actions.merge(other.actions) { _, theirs in theirs }
        merged.segueActions.merge(other.segueActions) { _, theirs in theirs }
        return merged
    }

    /// `sender` as the type an action method declares, for code `@Connectable` generates.
    ///
    /// UIKit would hand the method whatever object was sent and fail later inside it; here a
    /// sender of the wrong type is reported and the method is not called (nil).
    @preconcurrency @MainActor
    public static func sender<Sender>(_ sender: Any?, as type: Sender.Type, selector: String, target: AnyObject) -> Sender? {
        if let sender = sender as? Sender { return sender }
        let sent: String
        if let sender {
            sent = Swift.type(of: sender) is AnyClass ? objectDescription(sender as AnyObject) : String(describing: sender)
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
