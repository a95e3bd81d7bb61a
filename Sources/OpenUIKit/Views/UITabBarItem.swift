import Foundation

/// One tab of a tab bar: its title and images, and the badge that tells the user something
/// waits there.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The standard tabs, with UIKit's raw values (storyboards store them as numbers).
    public enum SystemItem: Int, Sendable {
        /// The More tab, which lists the tabs that do not fit on the bar; titled “More”.
        case more = 0
        /// A tab for the user's favorites; titled “Favorites”.
        case favorites = 1
        /// A tab for featured content; titled “Featured”.
        case featured = 2
        /// A tab for the highest-rated content; titled “Top Rated”.
        case topRated = 3
        /// A tab for recently used items; titled “Recents”.
        case recents = 4
        /// A tab for contacts; titled “Contacts”.
        case contacts = 5
        /// A tab for history; titled “History”.
        case history = 6
        /// A tab for bookmarks; titled “Bookmarks”.
        case bookmarks = 7
        /// A tab for search; titled “Search”.
        case search = 8
        /// A tab for downloads; titled “Downloads”.
        case downloads = 9
        /// A tab for the most recent items; titled “Most Recent”.
        case mostRecent = 10
        /// A tab for the most viewed items; titled “Most Viewed”.
        case mostViewed = 11

        /// The localized title UIKit shows under the tab (English here).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// Shown while the tab is selected; nil means `image` is used in both states.
    open var selectedImage: UIImage?
    /// The text of the badge; nil hides it, an empty string shows a dot-sized badge.
    open var badgeValue: String?
    /// Nil uses the system's red.
    open var badgeColor: UIColor? {
        didSet { noteAppearance("badgeColor") { [value = badgeColor] view in view.badgeColor = value } }
    }
    /// Moves the title from where the bar would put it.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet {
            noteAppearance("titlePositionAdjustment") { [value = titlePositionAdjustment] view in
                view.titlePositionAdjustment = value
            }
        }
    }

    /// The tab bar's look while this item is selected, or nil for the bar's; kept as a copy.
    open var standardAppearance: UITabBarAppearance? {
        didSet {
            standardAppearance = standardAppearance?.copy()
            noteAppearance("standardAppearance") { [value = standardAppearance] item in item.standardAppearance = value
            }
        }
    }
    /// The tab bar's scroll edge look while this item is selected, or nil for the bar's; kept as a copy.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            noteAppearance("scrollEdgeAppearance") { [value = scrollEdgeAppearance] item in
                item.scrollEdgeAppearance = value
            }
        }
    }

    /// The standard tab this is, which decides its glyph.
    var systemItem: SystemItem?

    private var badgeTextAttributesByState: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// Creates an item from an archive, with default values; a storyboard's item gets its properties from the
    /// storyboard loader.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a tab with a title, an image for both states, and a tag to identify it.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates a tab with a title, an image, and a separate image for while it is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The tab gets UIKit's title for the system item; its glyph is the renderer's to draw.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.tag = tag
    }

    /// Nil clears the attributes for `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeTextAttributesByState[state] = textAttributes
        noteAppearance("badgeTextAttributes.\(state.rawValue)") {
            $0.setBadgeTextAttributes(textAttributes, for: state)
        }
    }

    /// The badge text attributes set for the state, or `nil` when none were set; the tab bar draws
    /// the badge's text with their font and foreground colour.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributesByState[state]
    }
}
