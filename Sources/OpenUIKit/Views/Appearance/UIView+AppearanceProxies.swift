import Foundation

/// Views take their proxies' values as they enter a window, before `didMoveToWindow()` and
/// before they are laid out there.
extension UIView: AppearanceCustomizable {
    /// Applies the matching proxies (``AppearanceRegistry/apply(to:containers:traits:)``); one
    /// check when no proxy exists.
    func applyAppearanceProxies() {
        guard AppearanceRegistry.hasProxies else { return }
        AppearanceRegistry.apply(to: self, containers: appearanceContainers, traits: traitCollection)
    }

    /// What contains the view, nearest first: the controller whose root view it is, then each
    /// superview followed by the controller it is the root view of. O(depth).
    var appearanceContainers: [AnyObject] {
        var chain: [AnyObject] = []
        if let owningViewController { chain.append(owningViewController) }
        var ancestor = superview
        while let view = ancestor {
            chain.append(view)
            if let controller = view.owningViewController { chain.append(controller) }
            ancestor = view.superview
        }
        return chain
    }
}
