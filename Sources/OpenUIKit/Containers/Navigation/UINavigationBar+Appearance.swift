import Foundation

/// Which bar appearance a navigation bar draws with (iOS 15's rule): the top item's appearance
/// wins over the bar's; a compact-height bar uses the compact ones; a bar a navigation
/// controller manages uses the scroll edge appearance while the top controller's content is
/// scrolled to its top (or has no scroll view), else the standard one.
extension UINavigationBar {
    /// Whether a navigation controller manages the bar, so the scroll edge rule applies.
    var navigationControllerManagingBar: UINavigationController? {
        guard let controller = delegate as? UINavigationController, controller.navigationBar === self else {
            return nil
        }
        return controller
    }

    /// Whether the top controller's content meets the bar; false for a bar no navigation
    /// controller manages.
    var isAtScrollEdge: Bool {
        guard let controller = navigationControllerManagingBar else { return false }
        return ScrollEdge.isAtTop(of: controller.topViewController)
    }

    /// The appearance the bar draws with now. At the scroll edge with no scroll edge appearance,
    /// a transparent-background copy of the standard one, made for each call.
    var currentAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let standard =
            compact
            ? item?.compactAppearance ?? compactAppearance ?? item?.standardAppearance ?? standardAppearance
            : item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.transparentCopy()
    }

    /// The background under the status bar and the bar, drawn by `barBackground`.
    func drawBarBackground(in view: UIView) {
        drawnAtScrollEdge = isAtScrollEdge
        BarDrawing.drawBackground(of: view, appearance: currentAppearance, legacy: legacyBackground, shadowAt: .bottom)
    }

    /// Redraws the bar when the content's edge came to meet it or left it.
    func scrollEdgeMayHaveChanged() {
        guard let drawn = drawnAtScrollEdge, drawn != isAtScrollEdge else { return }
        setNeedsDisplay()
    }

    /// The top item's buttons and the back item's back button take their proxies' values.
    func applyItemAppearanceProxies() {
        guard AppearanceRegistry.hasProxies, window != nil else { return }
        for item in (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? []) {
            item.applyAppearanceProxies(shownBy: self)
        }
        backItem?.backBarButtonItem?.applyAppearanceProxies(shownBy: self)
    }
}
