import Foundation

/// One tab of a tab bar: its title and images, and the badge that tells the user something
/// waits there.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The standard tabs, with UIKit's raw values (storyboards store them as numbers).
    public enum SystemItem: Int, Sendable {
        case more = 0
        case favorites = 1
        case featured = 2
        case topRated = 3
        case recents = 4
        case contacts = 5
        case history = 6
        case bookmarks = 7
        case search = 8
        case downloads = 9
        case mostRecent = 10
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
    open var badgeColor: UIColor?
    /// Moves the title from where the bar would put it.
    open var titlePositionAdjustment: UIOffset = .zero

    /// The standard tab this is, which decides its glyph.
    var systemItem: SystemItem?

    private var badgeTextAttributesByState: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

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
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributesByState[state]
    }
}
