import Foundation

/// A tab of the iOS 18 tab API: a title and image, and the controller it shows, made on first
/// use by its provider.
@preconcurrency @MainActor
open class UITab {
    /// Where a tab goes in the tab bar and how the user may customize it; stored but not used here, where every
    /// visible tab is shown in order.
    public enum Placement: Int, Sendable {
        /// The placement the system picks for the tab's context.
        case automatic
        /// In the tab bar at first; the user may remove it.
        case `default`
        /// Not in the tab bar at first; the user may add it.
        case optional
        /// Always in the tab bar; the user may move it but not remove it.
        case movable
        /// Pinned to the trailing end of the tab bar, as the search tab is; the user cannot move it.
        case pinned
        /// Fixed at the leading end of the tab bar; the user cannot move or remove it.
        case fixed
        /// Shown only in the sidebar, never in the tab bar.
        case sidebarOnly
    }

    /// The string that identifies the tab, unique among the controller's tabs; see `tab(forIdentifier:)`.
    public let identifier: String
    /// The tab's title, shown on its item in the tab bar and on its row in the sidebar.
    open var title: String { didSet { tabBarItem.title = title } }
    /// The tab's image, shown in the tab bar.
    open var image: UIImage? { didSet { tabBarItem.image = image } }
    /// A secondary line for the tab; stored but not shown here.
    open var subtitle: String?
    /// The badge shown on the tab's item in the tab bar, or `nil` for none.
    open var badgeValue: String? { didSet { tabBarItem.badgeValue = badgeValue } }
    /// Whether the tab is left out of the tab bar and sidebar; read when the tab bar controller's tabs are set.
    open var isHidden = false
    /// Whether the user may hide the tab; stored but not used here, where the user cannot customize tabs.
    open var allowsHiding = false
    /// Whether the tab starts hidden until the user shows it; stored but not used here.
    open var isHiddenByDefault = false
    /// Where you would like the tab placed; stored but not used here.
    open var preferredPlacement: Placement = .automatic
    /// Any value your app associates with the tab.
    open var userInfo: Any?
    /// The group this tab belongs to.
    public internal(set) weak var parent: UITabGroup?
    /// The tab bar controller whose tabs include this one, or `nil`.
    public internal(set) weak var tabBarController: UITabBarController?
    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var madeViewController: UIViewController?
    /// The item the tab bar shows for this tab.
    lazy var tabBarItem = UITabBarItem(title: title, image: image, tag: 0)

    /// Creates a tab whose controller the provider makes the first time the tab needs it.
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
    /// Creates the search tab, titled "Search" and pinned, whose controller the provider makes.
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(
            title: "Search", image: nil, identifier: "UISearchTab", viewControllerProvider: viewControllerProvider)
        preferredPlacement = .pinned
    }
}

/// A tab that holds tabs: one entry in the tab bar, a section in the sidebar.
@preconcurrency @MainActor
open class UITabGroup: UITab {
    /// The tabs in the group; setting it makes this group their parent.
    open var children: [UITab] {
        didSet { for child in children { child.parent = self } }
    }
    /// The child the group shows; read when the group first makes its navigation controller.
    open var selectedChild: UITab?
    /// The identifier of the child the group shows when none is selected.
    open var defaultChildIdentifier: String?
    /// The identifiers of the children in the order the user arranged them; stored but not used here.
    open var displayOrderIdentifiers: [String] = []
    /// A navigation controller for the group's children, made when the group has no provider.
    open var managingNavigationController: UINavigationController?

    /// Creates a group of tabs; without a provider it shows its selected, default or first child in a navigation
    /// controller.
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
