import Foundation

extension UISearchBar {
    /// The icons a search bar shows, each of which an app can replace (iOS 3).
    public enum Icon: Int, Sendable {
        /// The magnifying glass at the field's leading end.
        case search = 0
        /// The button that clears the field.
        case clear = 1
        /// The bookmark button, shown by `showsBookmarkButton`.
        case bookmark = 2
        /// The results-list button, shown by `showsSearchResultsButton`.
        case resultsList = 3
    }

    /// A key of the icon images: an icon in a control state.
    struct IconKey: Hashable {
        let icon: Icon
        let state: UInt
    }
}
