import Foundation

/// Bar button items that show together (iOS 9): a navigation item's `leadingItemGroups` and
/// `trailingItemGroups` show their groups' items, a hidden group's left out. A group's
/// representative item stands in for it when a bar has no room; bars here always have room, so
/// `isDisplayingRepresentativeItem` is false.
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
    /// The items of the group, leading to trailing; each knows its group as `buttonGroup`.
    open var barButtonItems: [UIBarButtonItem] {
        didSet {
            for item in oldValue where item.buttonGroup === self { item.buttonGroup = nil }
            for item in barButtonItems { item.buttonGroup = self }
            onChange?()
        }
    }
    /// The item shown in the group's place when there is no room for its items.
    open var representativeItem: UIBarButtonItem?
    /// Whether the bar shows the representative item instead of the items; always false here.
    open var isDisplayingRepresentativeItem: Bool { false }
    /// Whether the group is left out of its bar (iOS 16).
    open var isHidden = false {
        didSet { if isHidden != oldValue { onChange?() } }
    }
    /// Tells the navigation item showing the group that it changed.
    var onChange: (() -> Void)?

    /// Creates a group of items, with an item that stands in for them when there is no room.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
        for item in barButtonItems { item.buttonGroup = self }
    }

    /// A group the user cannot move or remove when customizing the bar (iOS 16). UIKit returns
    /// `Self`; this returns the group's class.
    open class func fixedGroup(
        representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    )
        -> UIBarButtonItemGroup
    {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }
}
