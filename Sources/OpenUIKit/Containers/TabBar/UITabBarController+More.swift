import Foundation

/// More than five tabs in compact width: the bar shows four and a More item, and the rest are
/// reached through the More navigation controller, which holds a tab while it shows it, as
/// UIKit does. It is a child of the tab bar controller but not one of its `viewControllers`
/// (T-1).
extension UITabBarController {
    static let maximumBarItems = 5

    /// The navigation controller that lists the tabs past the fourth when more than five tabs share a compact-width
    /// tab bar, and shows the one picked.
    public var moreNavigationController: UINavigationController { moreNavigationStorage }

    /// Whether the tabs overflow into More: more than five of them in compact width.
    var showsMore: Bool {
        tabControllers.count > Self.maximumBarItems && traitCollection.horizontalSizeClass == .compact
    }

    /// The bar's items for the current width, with the More navigation controller joining or
    /// leaving the children as the overflow starts or ends.
    func refreshTabBarItems() {
        let more = moreNavigationStorage
        if showsMore {
            if more.parent !== self {
                addChild(more)
                more.didMove(toParent: self)
            }
            tabBar.setItems(
                tabControllers.prefix(Self.maximumBarItems - 1).map(\.tabBarItem) + [moreTabBarItem], animated: false)
        } else {
            if more.parent === self {
                reclaimFromMore()
                if selectedStorage === more { select(tabControllers.first) }
                more.willMove(toParent: nil)
                more.viewIfLoaded?.removeFromSuperview()
                more.removeFromParent()
            }
            tabBar.setItems(tabControllers.map(\.tabBarItem), animated: false)
        }
        tabBar.selectedItem = selectedStorage === more ? moreTabBarItem : selectedStorage?.tabBarItem
    }

    /// Programmatic selection of a tab: one past the bar shows inside More.
    func selectTab(_ controller: UIViewController) {
        if showsMore, let index = tabControllers.firstIndex(of: controller), index >= Self.maximumBarItems - 1 {
            let more = moreNavigationStorage
            let list = more.viewControllers.first!
            if more.viewControllers.last !== controller {
                reclaimFromMore()
                more.setViewControllers([list, controller], animated: false)
            }
            select(more)
        } else {
            select(controller)
        }
    }

    /// Takes back the tabs the More navigation controller holds.
    func reclaimFromMore() {
        let more = moreNavigationStorage
        let held = more.viewControllers.dropFirst().filter { tabControllers.contains($0) }
        guard !held.isEmpty, let list = more.viewControllers.first else { return }
        more.setViewControllers([list], animated: false)
        for controller in held {
            // Out of More's view first: a child's view may only sit under its parent's (C-9).
            controller.viewIfLoaded?.removeFromSuperview()
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }
}

/// The More tab's list: one row per tab past the bar; choosing one shows it.
@MainActor
final class MoreListController: UIViewController {
    weak var owner: UITabBarController?

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) { nil }

    /// The tabs the list shows.
    var listedControllers: [UIViewController] {
        guard let owner, let tabs = owner.viewControllers else { return [] }
        return Array(tabs.dropFirst(UITabBarController.maximumBarItems - 1))
    }

    /// The user chose row `row`: push that tab, as UIKit's More list does.
    func selectRow(_ row: Int) {
        guard let owner, listedControllers.indices.contains(row) else { return }
        owner.selectTab(listedControllers[row])
    }
}
