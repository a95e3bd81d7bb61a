import Foundation

/// A view controller is a focus environment: its parent is its view's superview (or its
/// parent controller, or its presenter, while its view is in no hierarchy).
extension UIViewController: UIFocusEnvironment {
    /// The view's superview, else the parent controller, else the presenting controller.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? {
        if let superview = viewIfLoaded?.superview { return superview }
        return parent ?? presentingViewController
    }

    /// The controller's view, once loaded.
    public var focusItemContainer: (any UIFocusItemContainer)? { viewIfLoaded }

    /// Asks for focus to be reset to the controller's preferred item, if its views contain the
    /// focused item or nothing is focused; the update runs at the next turn of the run loop.
    public func setNeedsFocusUpdate() {
        guard let system = UIFocusSystem.focusSystem(for: self) else { return }
        if let focused = system.focusedItem, !UIFocusSystem.environment(self, contains: focused) { return }
        system.requestFocusUpdate(to: self)
    }

    /// Performs a pending focus update of the controller's focus system now.
    public func updateFocusIfNeeded() {
        UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }
}
