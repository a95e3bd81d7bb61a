import Foundation

/// A tab of the iOS 18 tab API: a title and image, and the controller it shows, made on first
/// use by its provider.
@preconcurrency @MainActor
open class UITab {
    public enum Placement: Int, Sendable { case automatic, `default`, optional, movable, pinned, fixed, sidebarOnly }

    public let identifier: String
    open var title: String { didSet { tabBarItem.title = title } }
    open var image: UIImage? { didSet { tabBarItem.image = image } }
    open var subtitle: String?
    open var badgeValue: String? { didSet { tabBarItem.badgeValue = badgeValue } }
    open var isHidden = false
    open var allowsHiding = false
    open var isHiddenByDefault = false
    open var preferredPlacement: Placement = .automatic
    open var userInfo: Any?
    /// The group this tab belongs to.
    public internal(set) weak var parent: UITabGroup?
    public internal(set) weak var tabBarController: UITabBarController?
    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var madeViewController: UIViewController?
    /// The item the tab bar shows for this tab.
    lazy var tabBarItem = UITabBarItem(title: title, image: image, tag: 0)

    public init(
        title: String, image: UIImage?, identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
    }

    /// The controller this tab shows, made by the provider the first time it is needed.
    open var viewController: UIViewController? {
        if let madeViewController { return madeViewController }
        let made = viewControllerProvider?(self)
        madeViewController = made
        return made
    }
}

/// The search tab, placed apart from the others as iOS 18 does.
@preconcurrency @MainActor
open class UISearchTab: UITab {
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(
            title: "Search", image: nil, identifier: "UISearchTab", viewControllerProvider: viewControllerProvider)
        preferredPlacement = .pinned
    }
}

/// A tab that holds tabs: one entry in the tab bar, a section in the sidebar.
@preconcurrency @MainActor
open class UITabGroup: UITab {
    open var children: [UITab] {
        didSet { for child in children { child.parent = self } }
    }
    open var selectedChild: UITab?
    open var defaultChildIdentifier: String?
    open var displayOrderIdentifiers: [String] = []
    /// A navigation controller for the group's children, made when the group has no provider.
    open var managingNavigationController: UINavigationController?

    public init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        for child in children { child.parent = self }
    }

    /// The provider's controller, or a navigation controller showing the selected (or default,
    /// or first) child.
    open override var viewController: UIViewController? {
        if let provided = super.viewController { return provided }
        if let managingNavigationController { return managingNavigationController }
        let child = selectedChild ?? children.first { $0.identifier == defaultChildIdentifier } ?? children.first
        guard let root = child?.viewController else { return nil }
        let navigation = UINavigationController(rootViewController: root)
        managingNavigationController = navigation
        return navigation
    }
}
