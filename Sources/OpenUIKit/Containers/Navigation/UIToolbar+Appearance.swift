import Foundation

/// Which bar appearance a toolbar draws with: the compact ones in a compact-height toolbar, and,
/// for a toolbar a navigation controller manages, the scroll edge one (when set) while the top
/// controller's content shows its bottom or has no scroll view.
extension UIToolbar {
    /// The navigation controller whose toolbar this is, found among the superviews; O(depth).
    var navigationControllerManagingToolbar: UINavigationController? {
        var ancestor = superview
        while let view = ancestor {
            if let controller = view.owningViewController as? UINavigationController, controller.toolbar === self {
                return controller
            }
            ancestor = view.superview
        }
        return nil
    }

    /// Whether the top controller's content meets the toolbar; false for one no navigation
    /// controller manages.
    var isAtScrollEdge: Bool {
        guard let controller = navigationControllerManagingToolbar else { return false }
        return ScrollEdge.isAtBottom(of: controller.topViewController)
    }

    /// The appearance the toolbar draws with now.
    var currentAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = compact ? compactAppearance ?? standardAppearance : standardAppearance
        guard isAtScrollEdge else { return standard }
        if compact, let edge = compactScrollEdgeAppearance { return edge }
        return scrollEdgeAppearance ?? standard
    }

    /// Redraws the toolbar when the content's edge came to meet it or left it.
    func scrollEdgeMayHaveChanged() {
        guard let drawn = drawnAtScrollEdge, drawn != isAtScrollEdge else { return }
        setNeedsDisplay()
    }
}
