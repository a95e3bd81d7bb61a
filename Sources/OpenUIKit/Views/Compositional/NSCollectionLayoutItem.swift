import Foundation

/// The smallest element of a compositional layout: one cell's size and insets within its slot.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, resolved against the group that contains it.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the item's cell inside the slot its layout size gives it.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Supplementary views attached to the item, such as badges, placed by their anchors.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space the item keeps around itself in its group, fixed or shared out of what is left.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

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
    /// For a custom group, what gives its items' frames (`custom(layoutSize:itemProvider:)`).
    var customItemProvider: NSCollectionLayoutGroupCustomItemProvider?

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

    /// A group whose items go where the provider's frames say, relative to the group; the provider is called
    /// with an environment whose container is the group.
    ///
    /// UIKit returns `Self`; here the method returns the class itself, which is what call sites get anyway.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [], count: nil)
        group.customItemProvider = itemProvider
        return group
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
