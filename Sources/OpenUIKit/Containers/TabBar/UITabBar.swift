import Foundation

/// Hears which item the user picked. Every method is optional in UIKit.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Tells the delegate that the user selected an item; setting `selectedItem` in code does not call it.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

public extension UITabBarDelegate {
    /// Does nothing.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A row of items, one selected. Each item has a button; a tap on it is the user's selection,
/// the one path that reaches the delegate (T-4).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// UIKit's heights: 49 points at the bottom of a compact-width screen, 50 at the top in
    /// regular width (iPadOS 18).
    static let bottomHeight: CGFloat = 49
    static let topHeight: CGFloat = 50

    /// The tab bar's delegate, told when the user selects an item.
    open weak var delegate: (any UITabBarDelegate)?
    /// The items the tab bar shows, side by side in equal slots; an item not in the new list stops being selected.
    open var items: [UITabBarItem]? {
        didSet { rebuildButtons() }
    }
    /// The item shown selected, drawn in the tint color; setting it does not tell the delegate.
    open var selectedItem: UITabBarItem? { didSet { setNeedsDisplay() } }
    /// How the items are spread along the bar: `.automatic` fills a compact-width bar and
    /// centres the items in regular width.
    open var itemPositioning: ItemPositioning = .automatic { didSet { itemLayoutDidChange() } }
    /// The width of each item when they are centred; 0 for the standard width.
    open var itemWidth: CGFloat = 0 { didSet { itemLayoutDidChange() } }
    /// The space between items when they are centred; 0 for the standard spacing.
    open var itemSpacing: CGFloat = 0 { didSet { itemLayoutDidChange() } }
    /// The color the tab bar's background is drawn in, or `nil` for the default bar background.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearance("barTintColor") { [value = barTintColor] view in view.barTintColor = value }
            setNeedsDisplay()
        }
    }
    /// The color of the items that are not selected, or `nil` for gray.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            noteAppearance("unselectedItemTintColor") { [value = unselectedItemTintColor] view in
                view.unselectedItemTintColor = value
            }
            setNeedsDisplay()
        }
    }
    /// An image drawn stretched over the whole bar in place of its appearance's background (iOS
    /// 5's customization); an empty `UIImage()` leaves the bar clear.
    open var backgroundImage: UIImage? {
        didSet {
            noteAppearance("backgroundImage") { [value = backgroundImage] view in view.backgroundImage = value }
            setNeedsDisplay()
        }
    }
    /// The line's image over the bar, shown only with a custom `backgroundImage`, as UIKit
    /// documents; an empty `UIImage()` hides the line.
    open var shadowImage: UIImage? {
        didSet {
            noteAppearance("shadowImage") { [value = shadowImage] view in view.shadowImage = value }
            setNeedsDisplay()
        }
    }
    /// An image drawn stretched behind the selected item's slot.
    open var selectionIndicatorImage: UIImage? {
        didSet {
            noteAppearance("selectionIndicatorImage") { [value = selectionIndicatorImage] view in
                view.selectionIndicatorImage = value
            }
            setNeedsDisplay()
        }
    }
    /// Whether the tab bar's background is translucent; stored but not drawn here.
    open var isTranslucent = true {
        didSet { noteAppearance("isTranslucent") { [value = isTranslucent] view in view.isTranslucent = value } }
    }
    /// The tab bar's overall look; stored but not drawn here, where the tab bar always uses the default style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearance("barStyle") { [value = barStyle] view in view.barStyle = value } }
    }
    /// The tab bar's look; the selected item's own `standardAppearance` wins over it. The bar keeps
    /// a copy of what is assigned.
    open var standardAppearance: UITabBarAppearance = UITabBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            noteAppearance("standardAppearance") { [value = standardAppearance] view in view.standardAppearance = value
            }
            setNeedsDisplay()
        }
    }
    /// The look while the content's bottom is in view (or there is no scroll view), for a tab bar a
    /// tab bar controller manages; nil keeps `standardAppearance` here. Kept as a copy.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            noteAppearance("scrollEdgeAppearance") { [value = scrollEdgeAppearance] view in
                view.scrollEdgeAppearance = value
            }
            setNeedsDisplay()
        }
    }
    /// Whether the bar last drew at its scroll edge, so a scroll redraws it only when that changes.
    var drawnAtScrollEdge: Bool?
    /// One button per item, in order: where a tap lands.
    public private(set) var itemButtons: [UIControl] = []

    /// Sets `items`; never animated here.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The user tapped `item`: select it and tell the delegate.
    func userDidTap(_ item: UITabBarItem) {
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func rebuildButtons() {
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = (items ?? []).map { item in
            let button = UIControl(frame: .zero)
            button.addAction(
                UIAction(title: item.title ?? "") { [weak self, weak item] _ in
                    guard let self, let item else { return }
                    self.userDidTap(item)
                }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selectedItem, items?.contains(where: { $0 === selectedItem }) != true { self.selectedItem = nil }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The background and the items (`UITabBar+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        drawBar()
    }

    /// Redraws the tab bar, whose selected item uses the tint color.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if AppearanceRegistry.hasProxies, window != nil {
            for item in items ?? [] { item.applyAppearanceProxies(shownBy: self) }
        }
        guard !itemButtons.isEmpty else { return }
        for (index, button) in itemButtons.enumerated() {
            let slot = itemSlot(at: index, of: itemButtons.count)
            button.frame = CGRect(
                x: slot.minX - bounds.minX, y: 0, width: slot.width, height: min(bounds.height, Self.topHeight))
        }
    }

    /// The width offered and the tab bar's standard height of 49 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.bottomHeight)
    }
}
