import Foundation

/// The smallest element of a compositional layout: one cell's size and insets within its slot.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, resolved against the group that contains it.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the item's cell inside the slot its layout size gives it.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Supplementary views attached to the item, such as badges; stored but not laid out here.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Creates an item of the given size, with any supplementary items attached to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A group of items (or groups) laid out along one axis; a group repeats down a section until
/// the section's items are placed.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items or groups the group lays out along its axis, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// With a count: that many copies of one subitem, sharing the group's length.
    let repeatCount: Int?
    /// The space between the group's subitems along its axis; flexible spacing is used as fixed spacing here.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// A group that lays its subitems out side by side, repeating them while they fit its width.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of one subitem side by side, sharing the group's width equally.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A group of `count` copies of one subitem side by side; the iOS 16 name of
    /// `horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group that stacks its subitems top to bottom, repeating them while they fit its height.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of one subitem stacked top to bottom, sharing the group's height equally.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A group of `count` copies of one subitem stacked top to bottom; the iOS 16 name of
    /// `vertical(layoutSize:subitem:count:)`.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// How a supplementary item sits against its container's edge.
public enum NSRectAlignment: Int, Sendable {
    /// No edge; a boundary item with this alignment is not placed.
    case none = 0
    /// Along the top edge; a boundary item so aligned is a section header.
    case top
    /// At the top leading corner.
    case topLeading
    /// Along the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Along the bottom edge; a boundary item so aligned is a section footer.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}

/// A view attached to an item or group (a badge); laid out with it.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind string the collection view passes its data source when it asks for this supplementary view.
    public let elementKind: String

    /// Creates a supplementary item of the given size and element kind.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A section's header or footer: as wide as the section, above or below it.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The section edge the item sits against; only `.top` (a header) and `.bottom` (a footer) are placed here.
    public let alignment: NSRectAlignment
    /// Whether the header or footer stays pinned to the visible edge while its section scrolls; stored but not
    /// applied here.
    open var pinToVisibleBounds = false
    /// Whether the item adds to the section's height rather than overlapping its content; items always do here.
    open var extendsBoundary = true

    /// Creates a header or footer of the given size and element kind against the given edge of its section.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
