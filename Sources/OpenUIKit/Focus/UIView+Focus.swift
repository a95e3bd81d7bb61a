import Foundation

/// A view is a focus item, the container of the focus items inside it, and a focus
/// environment whose parent is its controller (for a root view) or its superview.
extension UIView: UIFocusItem, UIFocusItemContainer {
    /// Whether the view is the focused item of its focus system.
    public var isFocused: Bool {
        guard window != nil, let system = UIFocusSystem.focusSystem(for: self) else { return false }
        return system.focusedItem === self
    }

    /// The view's controller, for a controller's root view; otherwise its superview.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { owningViewController ?? superview }
    /// The view itself: its focus items are its focusable subviews.
    public var focusItemContainer: (any UIFocusItemContainer)? { self }
    /// The view's own coordinates.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The focusable views inside this one whose frames, in this view's coordinates, meet `rect`.
    public func focusItems(in rect: CGRect) -> [any UIFocusItem] {
        var items: [any UIFocusItem] = []
        func visit(_ view: UIView) {
            for subview in UIFocusSystem.readingOrder(view.subviews) where !subview.isHidden {
                if subview.canBecomeFocused, subview.convert(subview.bounds, to: self).intersects(rect) {
                    items.append(subview)
                }
                visit(subview)
            }
        }
        visit(self)
        return items
    }

    /// Asks for focus to be reset to the view's preferred item, if the view contains the
    /// focused item or nothing is focused; the update runs at the next turn of the run loop.
    public func setNeedsFocusUpdate() {
        guard window != nil, let system = UIFocusSystem.focusSystem(for: self) else { return }
        if let focused = system.focusedItem, !UIFocusSystem.environment(self, contains: focused) { return }
        system.requestFocusUpdate(to: self)
    }

    /// Performs a pending focus update of the view's focus system now.
    public func updateFocusIfNeeded() {
        UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }
}
