import Foundation

/// What a tab bar looks like: its background and shadow (``UIBarAppearance``) and its items'
/// looks in each layout.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with the title under the icon (a phone in portrait, the layout drawn here).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
        didSet { stackedLayoutAppearance = stackedLayoutAppearance.copy() }
    }
    /// The items' look with the title beside the icon; kept, as bars here always stack.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
        didSet { inlineLayoutAppearance = inlineLayoutAppearance.copy() }
    }
    /// The items' look beside the icon in a compact-height bar; kept, as bars here always stack.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
        didSet { compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy() }
    }
    /// The colour of the selection indicator image, or nil for the tint colour; kept and copied,
    /// as no indicator image is drawn here.
    open var selectionIndicatorTintColor: UIColor?
    /// An image behind the selected item in UIKit, or nil for none; kept and copied, not drawn here.
    open var selectionIndicatorImage: UIImage?
    /// The width of each stacked item, 0 for the system's; kept, as items here always share the
    /// bar's width equally.
    open var stackedItemWidth: CGFloat = 0
    /// The room between stacked items; kept, as items here fill equal slots.
    open var stackedItemSpacing: CGFloat = 0

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }
}
