import Foundation

/// A section's header or footer: as wide as the section, above or below its items. Pinned to
/// the visible bounds, a header stays at the top of the view while its section scrolls under it
/// (and is pushed off by the section's end); a footer likewise at the bottom.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The section edge the item sits against; `.top`, `.topLeading` and `.topTrailing` make a
    /// header, the bottom ones a footer.
    public let alignment: NSRectAlignment
    /// How far the item is moved from where its alignment puts it.
    public let offset: CGPoint
    /// Whether the header or footer stays on screen at the top (bottom) of the visible bounds
    /// while its section scrolls; it never leaves its section.
    open var pinToVisibleBounds = false
    /// Whether the item adds to the section's height (true, the default) rather than lying over its items.
    open var extendsBoundary = true

    /// Creates a header or footer of the given size and element kind against the given edge of its section.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        offset = .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Creates a header or footer against the given edge, moved by a number of points.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Whether the item goes above the section's items (a header) rather than below them.
    var isHeader: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    /// Whether the item is placed at all: a header or footer.
    var isPlaced: Bool { isHeader || [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}
