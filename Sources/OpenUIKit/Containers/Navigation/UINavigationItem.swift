import Foundation

/// What the navigation bar shows for one controller: its title, its buttons, and the back
/// button the controller above it gets.
@preconcurrency @MainActor
open class UINavigationItem {
    /// When the item's title is shown large in a bar that prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Follow the previous item in UIKit; large whenever the bar prefers large titles here.
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
        /// Shown inline in UIKit; drawn large like `.automatic` here.
        case inline
    }
    /// How a bar lays out an item's title and buttons; stored but not used here, where every item is laid out as a
    /// navigator.
    public enum ItemStyle: Int, Sendable {
        /// A centered title with back button and items, as in a navigation hierarchy.
        case navigator
        /// A leading title, for browsing content such as a web page or folder.
        case browser
        /// A leading title, for a document being edited.
        case editor
    }
    /// How much of the back button's title a bar shows for the item above this one.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// Show the previous item's back title or title.
        case `default`
        /// Show a generic title such as "Back" in UIKit; drawn like `.default` here.
        case generic
        /// Show only the chevron, with no title.
        case minimal
    }

    /// The title the bar shows while the item is on top, and the back button's title for the item above it.
    open var title: String? { didSet { changed() } }
    /// A view shown in place of the title; here the bar drops the drawn title for it but does not show the view.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text above the title; here the bar grows 30 points taller for it but does not draw the text.
    open var prompt: String? { didSet { changed() } }
    /// The bar button item whose title the back button shows while the item is below the top one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title the back button shows while the item is below the top one, when there is no `backBarButtonItem`.
    open var backButtonTitle: String? { didSet { changed() } }
    /// How much of the back button's title the bar shows while this item is below the top one; `.minimal`
    /// drops the title, and `.generic` is drawn like `.default` here.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// Whether the bar hides the back button while the item is on top.
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether the left bar button items are shown beside the back button rather than in place of it.
    open var leftItemsSupplementBackButton = false
    /// When the bar shows the title large: any mode but `.never` gets a large title in a bar that prefers large titles.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// How the bar lays out the item; stored but not used here.
    open var style: ItemStyle = .navigator
    /// The buttons at the leading edge, shown in place of the back button unless `leftItemsSupplementBackButton`.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The buttons at the trailing edge, the first one outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The groups of buttons at the leading edge (iOS 16): their items, hidden groups left out,
    /// become `leftBarButtonItems`.
    open var leadingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet {
            for group in leadingItemGroups { group.onChange = { [weak self] in self?.groupsDidChange() } }
            groupsDidChange()
        }
    }
    /// The groups of buttons at the trailing edge (iOS 16): their items, hidden groups left out,
    /// become `rightBarButtonItems`.
    open var trailingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet {
            for group in trailingItemGroups { group.onChange = { [weak self] in self?.groupsDidChange() } }
            groupsDidChange()
        }
    }

    /// A group changed, or the groups did: the bar items follow.
    private func groupsDidChange() {
        let leading = leadingItemGroups.filter { !$0.isHidden }.flatMap(\.barButtonItems)
        let trailing = trailingItemGroups.filter { !$0.isHidden }.flatMap(\.barButtonItems)
        if !leadingItemGroups.isEmpty || leftBarButtonItems != nil {
            leftBarButtonItems = leading.isEmpty ? nil : leading
        }
        if !trailingItemGroups.isEmpty || rightBarButtonItems != nil {
            rightBarButtonItems = trailing.isEmpty ? nil : trailing
        }
    }
    /// The search controller whose search bar the navigation bar shows under the title while the item is on top
    /// (iOS 11), in a 52-point row.
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar hides as the content scrolls; stored, as the bar's search row stays shown here
    /// whatever the scrolling.
    open var hidesSearchBarWhenScrolling = true
    /// Where the item would like its search bar (iOS 16); a phone stacks it under the title whatever is asked.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// The bar's look while this item is on top and the content is scrolled away from the bar
    /// (or always, in a bar no navigation controller manages); nil for the bar's. The item keeps
    /// a copy of what is assigned.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet {
            standardAppearance = standardAppearance?.copy()
            changed()
        }
    }
    /// The compact-height bar's look while this item is on top, or nil for the bar's; kept as a copy.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            changed()
        }
    }
    /// The bar's look at the scroll edge while this item is on top, or nil for the bar's; kept as a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            changed()
        }
    }
    /// The compact-height bar's look at the scroll edge while this item is on top, or nil for the
    /// bar's; kept as a copy.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
            changed()
        }
    }
    /// The bar showing this item, told when the item changes so it can refresh.
    weak var navigationBar: UINavigationBar?

    /// Creates an item with the given title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item with no title or buttons.
    public init() {}

    /// Creates an empty item; nothing is decoded from the coder.
    public required init?(coder: NSCoder) {}

    /// The first of the left bar button items; setting it replaces them all with this one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of the right bar button items; setting it replaces them all with this one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button while the item is on top; never animated here.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets `leftBarButtonItem`; never animated here.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItem`; never animated here.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets `leftBarButtonItems`; never animated here.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets `rightBarButtonItems`; never animated here.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func changed() {
        navigationBar?.itemDidChange(self)
    }
}
