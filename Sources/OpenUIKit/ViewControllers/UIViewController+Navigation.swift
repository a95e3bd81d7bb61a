import Foundation

/// What every controller knows about the navigation controller it may be in.
extension UIViewController {
    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        nearestAncestor(ofType: UINavigationController.self)
    }

    /// The nearest ancestor (parent, its parent, …) of type `T`.
    func nearestAncestor<T: UIViewController>(ofType type: T.Type) -> T? {
        var current = parentStorage
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parentStorage
        }
        return nil
    }

    /// Created on first use, titled with the controller's title (N-6).
    public var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller shows in its toolbar while this controller is on top; setting it is
    /// `setToolbarItems(_:animated: false)`.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems` and, if this controller is the top of a navigation stack, updates the toolbar; never
    /// animated here.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.updateToolbar()
        }
    }
}

/// What every controller knows about the tab bar controller it may be in.
extension UIViewController {
    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        nearestAncestor(ofType: UITabBarController.self)
    }

    /// Created on first use, titled with the controller's title. A navigation controller given
    /// none of its own has its root controller's, as on iOS, where a tab holding a navigation
    /// controller shows the item its first controller configured.
    public var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            if let navigation = self as? UINavigationController, let root = navigation.viewControllers.first {
                return root.tabBarItem
            }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
}
