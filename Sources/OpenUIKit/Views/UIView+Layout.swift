import Foundation

/// Layout passes, autoresizing, safe area and margins.
extension UIView {
    /// The value that means a view has no intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Top-down: safe area first (so `viewSafeAreaInsetsDidChange` precedes layout, L-2), then this
    /// view's layout, then the subviews'.
    func layoutSubtree(parentSafeRect: CGRect?) {
        let safeRect = refreshSafeArea(parentSafeRect: parentSafeRect)
        if needsLayoutFlag {
            needsLayoutFlag = false
            updateConstraintsIfNeeded()
            if let controller = owningViewController {
                controller.layoutRootView { layoutSubviews() }
            } else {
                layoutSubviews()
            }
        }
        let handedDown = safeRect.map(safeRectForSubviews)
        for subview in subviews {
            subview.layoutSubtree(
                parentSafeRect: handedDown.map { $0.applying(subview.transformToSuperview.inverted()) })
        }
    }

    // MARK: Updating constraints

    /// The update pass: subviews before their superview, as UIKit runs it, and only where a
    /// view asked for it.
    func updateConstraintsInSubtree() {
        guard subtreeNeedsConstraintUpdate else { return }
        subtreeNeedsConstraintUpdate = false
        for subview in subviews { subview.updateConstraintsInSubtree() }
        updateConstraintsIfNeeded()
    }

    /// Notes up the superview chain that an update pass has work here.
    func markSubtreeNeedsConstraintUpdate() {
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsConstraintUpdate || current === self {
            current.subtreeNeedsConstraintUpdate = true
            view = current.superview
        }
    }

    // MARK: Autoresizing

    static func distribute(
        _ delta: CGFloat, parent: CGFloat, origin: CGFloat, size: CGFloat,
        leading: Bool, flexibleSize: Bool, trailing: Bool
    ) -> (CGFloat, CGFloat) {
        guard delta != 0, leading || flexibleSize || trailing else { return (origin, size) }
        let parts = [(leading, origin), (flexibleSize, size), (trailing, parent - origin - size)]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + max($1.1, 0) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(part.1, 0) / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(parts[0]), size + share(parts[1]))
    }

    // MARK: Safe area

    /// The insets the window, bars and controllers' `additionalSafeAreaInsets` put on this view;
    /// zero outside a window (SA-1).
    public var safeAreaInsets: UIEdgeInsets {
        guard windowStorage != nil else { return .zero }
        return Self.insets(of: bounds, within: safeRect(of: self))
    }

    /// The safe part of `view`'s bounds, in its own coordinates.
    func safeRect(of view: UIView) -> CGRect {
        guard view.windowStorage != nil else { return view.bounds }
        if let window = view as? UIWindow { return window.bounds.inset(by: window.systemSafeAreaInsets) }
        guard let superview = view.superview else { return view.bounds }
        return view.ownSafeRect(
            inherited: superview.safeRectForSubviews(safeRect(of: superview)).applying(
                view.transformToSuperview.inverted()))
    }

    /// The safe rect this view hands its subviews. A scroll view keeps the part its adjusted
    /// content inset already takes: its content does not move its margins as it scrolls under
    /// a bar, as in UIKit.
    func safeRectForSubviews(_ rect: CGRect) -> CGRect {
        guard let scrollView = self as? UIScrollView, !rect.isNull else { return rect }
        let axes = scrollView.axesTakingSafeArea
        let far: CGFloat = 1e9
        var result = rect
        if axes.horizontal {
            result.origin.x = -far
            result.size.width = 2 * far
        }
        if axes.vertical {
            result.origin.y = -far
            result.size.height = 2 * far
        }
        return result
    }

    /// Clips what the superview passes down to these bounds, then adds a controller's own insets
    /// and what its container's bars cover. What comes from the superview is where its unsafe
    /// strips cover this view, so no edge gets more than the superview has there: a view partly
    /// outside its superview (one sliding out in a pop) gets nothing for the part outside, as
    /// in UIKit.
    private func ownSafeRect(inherited: CGRect) -> CGRect {
        var insets = Self.insets(of: bounds, within: inherited)
        if let superview, insets != .zero {
            let parent = Self.insets(of: superview.bounds.applying(transformToSuperview.inverted()), within: inherited)
            insets = UIEdgeInsets(
                top: min(insets.top, parent.top), left: min(insets.left, parent.left),
                bottom: min(insets.bottom, parent.bottom), right: min(insets.right, parent.right))
        }
        if let controller = owningViewController {
            for extra in [controller.additionalSafeAreaInsets, controller.parent?.childSafeAreaInsets ?? .zero]
            where extra != .zero {
                insets.top += extra.top
                insets.left += extra.left
                insets.bottom += extra.bottom
                insets.right += extra.right
            }
        }
        return bounds.inset(by: insets)
    }

    private static func insets(of bounds: CGRect, within safe: CGRect) -> UIEdgeInsets {
        guard !safe.isNull else { return .zero }
        return UIEdgeInsets(
            top: max(0, safe.minY - bounds.minY), left: max(0, safe.minX - bounds.minX),
            bottom: max(0, bounds.maxY - safe.maxY), right: max(0, bounds.maxX - safe.maxX))
    }

    /// Recomputes this view's safe area from its superview's and tells the view (and its
    /// controller) when it changed. Returns the safe rect for the subviews.
    private func refreshSafeArea(parentSafeRect: CGRect?) -> CGRect? {
        guard windowStorage != nil else { return nil }
        let rect: CGRect
        if let window = self as? UIWindow {
            rect = window.bounds.inset(by: window.systemSafeAreaInsets)
        } else if let parentSafeRect {
            rect = ownSafeRect(inherited: parentSafeRect)
        } else {
            rect = bounds
        }
        let insets = Self.insets(of: bounds, within: rect)
        if insets != cachedSafeAreaInsets {
            cachedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            owningViewController?.deliverViewSafeAreaInsetsDidChange()
            needsLayoutFlag = true
        }
        return rect
    }

    // MARK: Margins

}
