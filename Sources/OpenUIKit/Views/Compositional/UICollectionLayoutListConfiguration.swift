import Foundation

/// What a list section looks like, as `UITableView`'s styles do for tables.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The overall style of a list, matching the styles of a table view.
    public enum Appearance: Int, Sendable {
        /// Rows run edge to edge on the system background, like a plain table.
        case plain = 0
        /// Sections are separated by gaps on a grouped background, like a grouped table.
        case grouped
        /// Grouped sections inset from the sides with rounded corners, like an inset grouped table.
        case insetGrouped
        /// The look of a sidebar; laid out here as `.grouped` is.
        case sidebar
        /// The plain look of a sidebar; laid out here as `.plain` is.
        case sidebarPlain
    }

    /// Where a list section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// Sections have no header.
        case none = 0
        /// Each section has a header supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header; laid out here as an ordinary first row.
        case firstItemInSection
    }

    /// Where a list section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// Sections have no footer.
        case none = 0
        /// Each section has a footer supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The list's style: plain rows, grouped sections, inset grouped sections, or a sidebar's look.
    public var appearance: Appearance
    /// Whether rows show a separator line below them; grouped lists omit it under a section's last row.
    public var showsSeparators = true
    /// The list's background color; applied to the collection view for grouped appearances, where `nil` means
    /// the system grouped background.
    public var backgroundColor: UIColor?
    /// Whether sections have a header, and whether it is a supplementary view or the section's first item.
    public var headerMode: HeaderMode = .none
    /// Whether sections have a footer supplementary view.
    public var footerMode: FooterMode = .none
    /// Extra padding above each section header; stored but not applied here.
    public var headerTopPadding: CGFloat?

    /// Creates a list configuration with the given appearance and default settings.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// A compositional layout's settings beyond its sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along; stored, and the layout always scrolls vertically here.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between one section and the next.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers for the whole layout rather than a section; stored but not laid out here.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a configuration that scrolls vertically with no spacing between sections.
    public init() {}
}
