import Foundation

/// Which bar appearance a tab bar draws with: the selected item's wins over the bar's, and, for a
/// tab bar a tab bar controller manages, the scroll edge one (when set) while the selected
/// controller's content shows its bottom or has no scroll view.
extension UITabBar {
    /// The tab bar controller whose tab bar this is.
    var tabBarControllerManagingBar: UITabBarController? {
        guard let controller = delegate as? UITabBarController, controller.tabBar === self else { return nil }
        return controller
    }

    /// Whether the selected controller's content meets the bar; false for a bar no tab bar
    /// controller manages.
    var isAtScrollEdge: Bool {
        guard let controller = tabBarControllerManagingBar else { return false }
        return ScrollEdge.isAtBottom(of: ScrollEdge.contentController(of: controller.selectedViewController))
    }

    /// The appearance the bar draws with now.
    var currentAppearance: UITabBarAppearance {
        let standard = selectedItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        return selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard
    }

    /// Redraws the bar when the content's edge came to meet it or left it.
    func scrollEdgeMayHaveChanged() {
        guard let drawn = drawnAtScrollEdge, drawn != isAtScrollEdge else { return }
        setNeedsDisplay()
    }
}
