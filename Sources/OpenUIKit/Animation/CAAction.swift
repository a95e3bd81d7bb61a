import Foundation

/// An object a layer runs when one of its properties changes or it enters or leaves a layer tree:
/// what `CALayer.action(forKey:)` finds in the delegate, `actions` or `style`. Every
/// `CAAnimation` is one (it adds itself to the layer under the event's name).
///
/// Linux: OpenUIKit's layers do not look actions up on their own when a property changes (no
/// implicit animations outside `UIView.animate`); an app calls `action(forKey:)` and `run` itself.
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` (a key path, `kCAOnOrderIn`, `kCAOnOrderOut`, …) on
    /// `anObject`, the layer, with `dict`'s extra arguments.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// The event a layer's action is looked up for when it is added to a visible layer tree.
public let kCAOnOrderIn = "onOrderIn"

/// The event a layer's action is looked up for when it is removed from a layer tree.
public let kCAOnOrderOut = "onOrderOut"

/// An animation is an action: found for a key, it is added to the layer under that key.
extension CAAnimation: CAAction {
    /// Adds a copy of the animation to `anObject` (a `CALayer`) under `event`, as Core Animation
    /// runs an animation found as an action; does nothing for any other object.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// `NSNull` is Core Animation's "no action": found in `actions` or returned by a delegate, it
/// stops the search and runs nothing.
extension NSNull: CAAction {
    /// Does nothing: `NSNull` in `actions` stops the search for an action, as in Core Animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
