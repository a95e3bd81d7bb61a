import Foundation

/// Space an item keeps around itself within its group: fixed space moves it (and those after it)
/// along the group's axis, and flexible space shares what the group has left over, so items can be
/// spread or pushed to one end.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Space before the item on the leading side.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the item.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the item on the trailing side.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing from a spacing (or none) for each edge.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
