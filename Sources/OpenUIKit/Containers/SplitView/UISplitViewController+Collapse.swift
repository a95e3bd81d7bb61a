import Foundation

/// The detail a collapsed split view shows on its primary navigation controller's stack: the
/// first of its controllers there, and the navigation controller they came out of (nil for a
/// controller shown on its own), so that expanding can give it back as the secondary.
struct CollapsedDetail {
    weak var first: UIViewController?
    let navigation: UINavigationController?
}

/// Collapsed, the detail lives on the primary navigation controller's stack, as UIKit's
/// `collapseSecondaryViewController(_:for:)` and `separateSecondaryViewController(for:)` of
/// UINavigationController put it there and take it back. UIKit nests a detail navigation
/// controller inside the primary one with its bar hidden; here its controllers go on the
/// primary's stack themselves, which shows the same screens, one bar and one back button, and
/// keeps the rule that a navigation controller is never pushed (N-2).
extension UISplitViewController {
    /// Pushes `vc`, or the stack of `vc` when it is a navigation controller, onto the primary
    /// navigation controller, and remembers it as the collapsed detail.
    func pushDetail(_ vc: UIViewController, onto navigation: UINavigationController, animated: Bool) {
        guard let detailNavigation = vc as? UINavigationController, detailNavigation !== navigation else {
            navigation.pushViewController(vc, animated: animated)
            if navigation.topViewController === vc { collapsedDetail = CollapsedDetail(first: vc, navigation: nil) }
            return
        }
        let moved = detailNavigation.viewControllers
        guard let first = moved.first else { return }
        // What the primary would refuse (a controller already on it) is refused before the
        // detail navigation controller gives anything up, so a refusal changes nothing.
        guard !moved.contains(where: { controller in navigation.viewControllers.contains { $0 === controller } }) else {
            navigation.setViewControllers(navigation.viewControllers + moved, animated: animated)
            return
        }
        release(moved, from: detailNavigation)
        detailNavigation.setViewControllers([], animated: false)
        navigation.setViewControllers(navigation.viewControllers + moved, animated: animated)
        collapsedDetail = CollapsedDetail(first: first, navigation: detailNavigation)
    }

    /// The default collapse when the delegate keeps the secondary: it leaves its column for the
    /// top of the primary's stack.
    func collapseSecondary(_ secondary: UIViewController, onto navigation: UINavigationController) {
        classicControllers.removeAll { $0 === secondary }
        detach(secondary)
        pushDetail(secondary, onto: navigation, animated: false)
    }

    /// The default separation: the collapsed detail's controllers, if still on the primary's
    /// stack, leave it, back into their navigation controller, which is returned as the new
    /// secondary. A controller shown on its own comes back only when nothing was pushed over it,
    /// since UIKit would take just the top one.
    func separateCollapsedDetail(from navigation: UINavigationController) -> UIViewController? {
        guard let detail = collapsedDetail, let first = detail.first,
            let index = navigation.viewControllers.firstIndex(where: { $0 === first }), index > 0
        else { return nil }
        let moved = Array(navigation.viewControllers[index...])
        guard detail.navigation != nil || moved.count == 1 else { return nil }
        release(moved, from: navigation)
        navigation.setViewControllers(Array(navigation.viewControllers[..<index]), animated: false)
        guard let detailNavigation = detail.navigation else { return first }
        detailNavigation.setViewControllers(moved, animated: false)
        return detailNavigation
    }

    /// Takes `controllers`' views out of `navigation`'s content view, so that another container
    /// may adopt them (C-9); their disappearance is heard now, their reappearance where they go.
    private func release(_ controllers: [UIViewController], from navigation: UINavigationController) {
        for controller in controllers {
            if let view = controller.viewIfLoaded, view.superview === navigation.contentView {
                view.removeFromSuperview()
            }
            if navigation.displayedViewController === controller { navigation.displayedViewController = nil }
        }
    }
}
