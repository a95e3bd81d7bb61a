import Foundation

extension UITabBar {
    /// How a tab bar spreads its items along its width (iOS 7).
    public enum ItemPositioning: Int, Sendable {
        /// `.fill` in a compact-width bar, `.centered` in regular width, as iOS chooses.
        case automatic = 0
        /// Equal slots across the whole width.
        case fill = 1
        /// Items of `itemWidth`, `itemSpacing` apart, centred in the bar.
        case centered = 2
    }

    /// The width of a centred item when `itemWidth` is 0.
    static let standardCenteredItemWidth: CGFloat = 76
    /// The space between centred items when `itemSpacing` is 0.
    static let standardCenteredItemSpacing: CGFloat = 34

    /// The positioning used now: `.automatic` resolved by the horizontal size class.
    var resolvedItemPositioning: ItemPositioning {
        guard itemPositioning == .automatic else { return itemPositioning }
        return traitCollection.horizontalSizeClass == .regular ? .centered : .fill
    }

    /// The horizontal span of item `index` of `count`, in the bar's coordinates (its `minX` and
    /// `width` matter; the rest is the bar's height).
    func itemSlot(at index: Int, of count: Int) -> CGRect {
        guard count > 0 else { return .zero }
        switch resolvedItemPositioning {
        case .centered:
            let width = itemWidth > 0 ? itemWidth : Self.standardCenteredItemWidth
            let spacing = itemSpacing > 0 ? itemSpacing : Self.standardCenteredItemSpacing
            let total = CGFloat(count) * width + CGFloat(count - 1) * spacing
            let start = bounds.midX - total / 2
            return CGRect(
                x: start + CGFloat(index) * (width + spacing), y: bounds.minY, width: width, height: bounds.height)
        default:
            let width = bounds.width / CGFloat(count)
            return CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The items move: lay the buttons out again and redraw.
    func itemLayoutDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }
}
