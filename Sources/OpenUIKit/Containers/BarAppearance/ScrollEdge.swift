import Foundation

/// How a bar a controller manages tells whether the content's edge meets it (iOS 15's rule for
/// choosing the scroll edge appearance): the content scroll view it watches is the controller's
/// view when that is a scroll view, else the view's first subview when that is one; with none,
/// the content's edge always meets the bar.
@MainActor
enum ScrollEdge {
    /// The scroll view a bar watches for `controller`'s content, or nil; O(1).
    static func observedScrollView(of controller: UIViewController?) -> UIScrollView? {
        guard let view = controller?.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first as? UIScrollView
    }

    /// Whether the content is scrolled to its top (the edge under a navigation bar), or is not
    /// there to scroll.
    static func isAtTop(of controller: UIViewController?) -> Bool {
        guard let scrollView = observedScrollView(of: controller) else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + tolerance
    }

    /// Whether the content's bottom is in view (the edge over a tab bar or toolbar), or there is
    /// no content to scroll.
    static func isAtBottom(of controller: UIViewController?) -> Bool {
        guard let scrollView = observedScrollView(of: controller) else { return true }
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height
        return bottom >= scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - tolerance
    }

    /// Half a point: an offset this close to the edge counts as at it.
    private static let tolerance: CGFloat = 0.5

    /// The controller whose content a tab bar's scroll edge follows: the selected one, or its
    /// top controller when that is a navigation controller.
    static func contentController(of controller: UIViewController?) -> UIViewController? {
        (controller as? UINavigationController)?.topViewController ?? controller
    }
}

extension UIScrollView {
    /// Tells the bars that may watch this scroll view that it scrolled; each redraws only when
    /// its edge state (or a large title's height) changed. O(depth) to find the controller.
    func noteScrollForBars() {
        guard let controller = nearestViewController else { return }
        if let navigation = controller.navigationController {
            navigation.largeTitleMayHaveMoved()
            navigation.navigationBar.scrollEdgeMayHaveChanged()
            navigation.toolbar.scrollEdgeMayHaveChanged()
        }
        controller.tabBarController?.tabBar.scrollEdgeMayHaveChanged()
    }
}
