import Foundation

/// How a tab bar draws its items, as iOS lays them out in compact width: side by side in equal
/// slots on the 49-point row at the top, each an image over a small title, the selected one in
/// the tint colour and the others grey, unless the bar appearance's stacked item appearance
/// gives them colours; a badge, when the item has one, at the image's top trailing corner.
extension UITabBar {
    func drawBar() {
        drawnAtScrollEdge = isAtScrollEdge
        let appearance = currentAppearance
        BarDrawing.drawBackground(of: self, appearance: appearance, legacy: legacyBackground, shadowAt: .top)
        let items = items ?? []
        guard !items.isEmpty else { return }
        let tint = tintColor ?? .systemBlue
        let unselected = unselectedItemTintColor ?? .systemGray
        let layout = appearance.stackedLayoutAppearance
        if let indicator = selectionIndicatorImage, let index = items.firstIndex(where: { $0 === selectedItem }) {
            indicator.draw(in: itemSlot(at: index, of: items.count))
        }
        for (index, item) in items.enumerated() {
            let selected = item === selectedItem
            let state = !item.isEnabled ? layout.disabled : selected ? layout.selected : layout.normal
            let controlState: UIControl.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
            let iconColor = state.iconColor ?? (selected ? tint : unselected)
            let midX = itemSlot(at: index, of: items.count).midX
            let title = item.title ?? item.systemItem?.title
            let hasImage = item.image != nil || item.systemItem != nil
            let imageRect = CGRect(x: midX - 12, y: bounds.minY + 6, width: 24, height: 24)
            if hasImage {
                let image = selected ? (item.selectedImage ?? item.image) : item.image
                BarDrawing.drawItemImage(image, in: imageRect, color: iconColor)
            }
            if let title, !title.isEmpty {
                let attributes = state.titleTextAttributes
                    .merging(item.titleTextAttributes(for: .normal) ?? [:]) { $1 }
                    .merging(controlState == .normal ? [:] : item.titleTextAttributes(for: controlState) ?? [:]) { $1 }
                let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: hasImage ? 10 : 15, weight: .medium)
                let color = attributes[.foregroundColor] as? UIColor ?? iconColor
                let offset = UIOffset(
                    horizontal: state.titlePositionAdjustment.horizontal + item.titlePositionAdjustment.horizontal,
                    vertical: state.titlePositionAdjustment.vertical + item.titlePositionAdjustment.vertical)
                let width = (title as NSString).size(withAttributes: [.font: font]).width
                let midY = hasImage ? bounds.minY + 40 : bounds.minY + Self.bottomHeight / 2
                BarDrawing.drawText(
                    title, font: font, color: color, x: midX - width / 2 + offset.horizontal,
                    midY: midY + offset.vertical)
            }
            if let badge = item.badgeValue {
                drawBadge(
                    badge, of: item, state: state, controlState: controlState,
                    at: CGPoint(x: imageRect.maxX - 4, y: imageRect.minY))
            }
        }
    }

    /// A badge as iOS draws it: a pill 18 points tall (a dot for an empty value) in the state
    /// appearance's or the item's badge colour, else red, with its text in white 13-point type,
    /// its leading edge at `corner`.
    private func drawBadge(
        _ value: String, of item: UITabBarItem, state: UITabBarItemStateAppearance, controlState: UIControl.State,
        at corner: CGPoint
    ) {
        let attributes = state.badgeTextAttributes
            .merging(item.badgeTextAttributes(for: .normal) ?? [:]) { $1 }
            .merging(controlState == .normal ? [:] : item.badgeTextAttributes(for: controlState) ?? [:]) { $1 }
        let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
        let textWidth = value.isEmpty ? 0 : (value as NSString).size(withAttributes: [.font: font]).width
        let height: CGFloat = value.isEmpty ? 10 : 18
        let width = value.isEmpty ? height : max(height, textWidth + 10)
        let origin = CGPoint(
            x: corner.x + state.badgePositionAdjustment.horizontal, y: corner.y + state.badgePositionAdjustment.vertical
        )
        let pill = CGRect(x: origin.x, y: origin.y, width: width, height: height)
        let background = state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
        background.resolvedColor(with: .current).setFill()
        UIBezierPath(roundedRect: pill, cornerRadius: height / 2).fill()
        guard !value.isEmpty else { return }
        BarDrawing.drawText(
            value, font: font, color: attributes[.foregroundColor] as? UIColor ?? .white,
            x: pill.midX - textWidth / 2 + state.badgeTitlePositionAdjustment.horizontal,
            midY: pill.midY + state.badgeTitlePositionAdjustment.vertical)
    }
}

extension UITabBar {
    /// What of the legacy customizations the tab bar draws now.
    var legacyBackground: LegacyBarBackground {
        LegacyBarBackground(tint: barTintColor, image: backgroundImage, shadowImage: shadowImage)
    }
}
