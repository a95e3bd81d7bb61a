import Foundation

/// The iOS 18 tab API on top of the controllers API: tabs make the view controllers; the mode
/// decides between a tab bar and a sidebar.
extension UITabBarController {
    /// How the tab bar controller shows its tabs: in a tab bar or in a sidebar.
    public enum Mode: Int, Sendable {
        /// A tab bar, at the top in regular width and at the bottom in compact width.
        case automatic
        /// Always a tab bar, never a sidebar.
        case tabBar
        /// A sidebar beside the content in regular width; a tab bar in compact width.
        case tabSidebar
    }

    /// Creates a tab bar controller that shows the given tabs, the first one selected.
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// The controller's tabs; setting it is `setTabs(_:animated: false)`.
    public var tabs: [UITab] {
        get { tabList }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the tabs; each visible tab's controller becomes a tab of the controllers API.
    public func setTabs(_ tabs: [UITab], animated: Bool) {
        for tab in tabList where tab.tabBarController === self { tab.tabBarController = nil }
        tabList = tabs
        var controllers: [UIViewController] = []
        for tab in tabs where !tab.isHidden {
            tab.tabBarController = self
            guard let controller = tab.viewController else { continue }
            controller.tabBarItem = tab.tabBarItem
            controllers.append(controller)
        }
        setViewControllers(controllers, animated: animated)
        sidebar.rebuild(for: tabs.filter { !$0.isHidden })
    }

    /// The tab whose controller is selected; setting it selects the tab without asking or telling the delegate.
    public var selectedTab: UITab? {
        get { tabList.first { !$0.isHidden && $0.viewController === selectedViewController } }
        set {
            guard let controller = newValue?.viewController else { return }
            selectedViewController = controller
        }
    }

    /// The tab with the given identifier, searching inside tab groups too, or `nil`.
    public func tab(forIdentifier identifier: String) -> UITab? {
        func search(_ tabs: [UITab]) -> UITab? {
            for tab in tabs {
                if tab.identifier == identifier { return tab }
                if let group = tab as? UITabGroup, let found = search(group.children) { return found }
            }
            return nil
        }
        return search(tabList)
    }

    /// Whether the sidebar is on screen: in `.tabSidebar` mode, regular width, not hidden.
    public var isShowingSidebar: Bool {
        mode == .tabSidebar && traitCollection.horizontalSizeClass == .regular && !sidebar.isHidden
    }
}

extension UITabBarController {
    /// The iOS 18 sidebar: a column of the tabs beside the content.
    @preconcurrency @MainActor
    public final class Sidebar {
        /// Whether the sidebar is hidden, leaving the tab bar in its place; `false` by default.
        public var isHidden = false {
            didSet { owner?.layoutTabBar() }
        }
        weak var owner: UITabBarController?
        /// The sidebar's view: one button per visible tab, a tap selects it (the user path).
        public let view = UIView()
        /// One button per visible tab, in order: where a tap lands.
        public private(set) var itemButtons: [UIControl] = []
        static let width: CGFloat = 320
        static let rowHeight: CGFloat = 44

        init() {}

        /// A tap on a row is a user selection, the same path as a tap on the tab bar (T-4).
        func rebuild(for tabs: [UITab]) {
            for button in itemButtons { button.removeFromSuperview() }
            itemButtons = tabs.enumerated().map { index, tab in
                let button = UIControl(
                    frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight))
                button.addAction(
                    UIAction(title: tab.title) { [weak self, weak tab] _ in
                        guard let owner = self?.owner, let tab else { return }
                        owner.tabBar(owner.tabBar, didSelect: tab.tabBarItem)
                    }, for: .touchUpInside)
                view.addSubview(button)
                return button
            }
        }
    }
}
