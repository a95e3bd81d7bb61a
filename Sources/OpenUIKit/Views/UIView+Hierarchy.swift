import Foundation

/// The view tree. A view's subviews are the views among its layer's sublayers, so the child
/// list has one owner: the layer tree the renderer draws.
extension UIView {
    /// The view that contains this one, or `nil` when it is not in a view hierarchy.
    public var superview: UIView? {
        layer.superlayer?.delegate as? UIView
    }

    /// The views this view contains, back to front.
    public var subviews: [UIView] {
        layer.sublayerList.compactMap { $0.delegate as? UIView }
    }

    /// The window the view is in, or `nil` when it is not in one.
    public var window: UIWindow? { windowStorage }

    /// Whether the view is the given view or one of its subviews at any depth.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with the tag among this view and its subviews, searched depth first, or `nil` when none has it.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Moving

    /// Puts `view` at `index` among the subviews; a view that is already a subview ends at `index`
    /// counted without it (past the end means the front).
    func insert(_ view: UIView, atLayerIndex index: Int) {
        guard view !== self else {
            return UIKitDiagnostics.report(UIKitDiagnostic.invalidArgument, "Can't add self as subview")
        }
        // Putting an ancestor under its own descendant would make a cycle: refused the same way.
        guard !isDescendant(of: view) else {
            return UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Can't add \(objectDescription(view)) as subview of its descendant \(objectDescription(self))")
        }
        if view.superview === self {
            // Reordering among siblings sends no move notifications.
            layer.insertSublayer(view.layer, at: UInt32(min(index, layer.sublayerList.count - 1)))
            return
        }
        guard view.checkControllerHierarchy(newSuperview: self) else { return }
        view.superview?.willRemoveSubview(view)
        view.moveSubtree(to: self, window: window) {
            self.layer.insertSublayer(view.layer, at: UInt32(min(index, self.layer.sublayerList.count)))
        }
        didAddSubview(view)
        // UIKit lays out both the added view and its new superview, which places it.
        if window != nil {
            setNeedsLayout()
            view.setNeedsLayout()
        }
    }

    /// The notification order UIKit uses: willMove(toSuperview:), willMove(toWindow:) down the
    /// subtree, the move, didMoveToWindow down the subtree, didMoveToSuperview.
    func moveSubtree(to newSuperview: UIView?, window newWindow: UIWindow?, move: () -> Void) {
        let windowChanges = window !== newWindow
        if windowChanges { resignFirstResponderLeaving(window) }
        willMove(toSuperview: newSuperview)
        if windowChanges { notifyWillMove(toWindow: newWindow) }
        move()
        LayoutEngine.structureDidChange()
        if subtreeNeedsConstraintUpdate { markSubtreeNeedsConstraintUpdate() }
        if windowChanges {
            setWindow(newWindow)
            notifyDidMoveToWindow()
        }
        didMoveToSuperview()
        invalidateInheritedState()
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func setWindow(_ newWindow: UIWindow?) {
        windowStorage = newWindow
        for subview in subviews { subview.setWindow(newWindow) }
    }

    private func notifyDidMoveToWindow() {
        // Appearance proxies apply as the view enters a window, before it hears of it (UIAppearance).
        if window != nil { applyAppearanceProxies() }
        didMoveToWindow()
        owningViewController?.rootViewDidMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    /// UIKit raises `UIViewControllerHierarchyInconsistency` when a child controller's view is put
    /// under a controller view that is not its parent's (C-9).
    private func checkControllerHierarchy(newSuperview: UIView) -> Bool {
        guard let controller = owningViewController, let parent = controller.parent,
            let owner = newSuperview.nearestViewController, owner !== parent
        else { return true }
        UIKitDiagnostics.report(
            UIKitDiagnostic.hierarchyInconsistency,
            "child view controller:\(objectDescription(controller)) should have parent view controller:\(objectDescription(parent)) but actual parent is:\(objectDescription(owner))"
        )
        return false
    }

    /// The controller of the first view from here up that is a controller's root view.
    var nearestViewController: UIViewController? {
        var ancestor: UIView? = self
        while let view = ancestor {
            if let owner = view.owningViewController { return owner }
            ancestor = view.superview
        }
        return nil
    }

    /// Tint and traits come from the new superview now.
    private func invalidateInheritedState() {
        if tintColorStorage == nil { tintColorDidChangeInSubtree() }
    }
}
