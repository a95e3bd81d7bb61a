import Foundation

/// A view attached to an item or group (a badge): placed against its container by
/// `containerAnchor`, with the point `itemAnchor` names on that spot, in front of the item.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind string the collection view passes its data source when it asks for this supplementary view.
    public let elementKind: String
    /// Where on its item or group the supplementary item attaches.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary item that goes on `containerAnchor`'s spot; by default the
    /// same edges, so the item sits inside its container's corner or edge.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The view's position along the z-axis; 1 by default, above the cells.
    open var zIndex = 1

    /// Creates a supplementary item of the given size and element kind, at its container's top leading corner.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [.top, .leading])
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Creates a supplementary item attached to its item or group where the anchor says.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Creates a supplementary item whose `itemAnchor` point goes on its container's `containerAnchor` spot.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// The supplementary item's frame for an item or group that takes up `container`.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        return containerAnchor.frame(of: size, in: container, itemAnchor: itemAnchor)
    }
}
