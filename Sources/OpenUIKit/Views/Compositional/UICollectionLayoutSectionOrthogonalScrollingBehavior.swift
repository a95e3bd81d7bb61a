import Foundation

/// How a compositional layout's section scrolls across the layout's axis. Any value but `.none`
/// puts the section's items in a scroll view of their own, one row of groups long, that the
/// collection view manages; the paging values snap where a drag comes to rest.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own; its groups wrap down the layout.
    case none = 0
    /// The section scrolls continuously across the layout's axis and comes to rest wherever it slows to a stop.
    case continuous
    /// The section scrolls continuously and comes to rest with a group's leading edge at the section's
    /// leading inset.
    case continuousGroupLeadingBoundary
    /// The section scrolls a page, the width of the collection view, at a time.
    case paging
    /// The section scrolls one group at a time, stopping with a group's leading edge at the section's
    /// leading inset.
    case groupPaging
    /// The section scrolls one group at a time, stopping with a group centered in the collection view.
    case groupPagingCentered
}
