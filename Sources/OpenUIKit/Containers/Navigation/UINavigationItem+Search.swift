import Foundation

/// Where a navigation item's search bar goes (iOS 16).
extension UINavigationItem {
    /// Where a navigation bar puts an item's search bar.
    public enum SearchBarPlacement: Int, Sendable {
        /// As the system decides: stacked under the title on a phone.
        case automatic = 0
        /// In the row of the title and buttons, where there is room (an iPad); stacked on a phone.
        case inline = 1
        /// In its own row under the title.
        case stacked = 2
    }

    /// Where the search bar is: always `.stacked`, as on a phone, where every placement stacks.
    public var searchBarPlacement: SearchBarPlacement { .stacked }
}
