import Foundation

/// How a toolbar draws its items: leading to trailing on the 44-point row at its top, 16
/// points apart, flexible spaces sharing what is left, in the tint colour.
extension UIToolbar {
    /// The items' slots: leading to trailing, 16 points apart, flexible spaces sharing what
    /// the others leave.
    func itemSlots() -> BarItemSlots {
        var slots = BarItemSlots()
        let items = items ?? []
        guard !items.isEmpty else { return slots }
        let midY = bounds.minY + Self.standardHeight / 2
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let used = items.map(BarItemSlots.width(of:)).reduce(0, +) + 16 * CGFloat(max(items.count - 1, 0)) + 32
        let share = flexible > 0 ? max(bounds.width - used, 0) / CGFloat(flexible) : 0
        var x = bounds.minX + 16
        for item in items {
            if item.systemItem == .flexibleSpace {
                x += share + 16
                continue
            }
            x = slots.lay([item], from: x, midY: midY, rowHeight: Self.standardHeight)
        }
        return slots
    }

    func drawBar() {
        drawnAtScrollEdge = isAtScrollEdge
        let appearance = currentAppearance
        BarDrawing.drawBackground(of: self, appearance: appearance, legacy: legacyBackground, shadowAt: .top)
        let tint = tintColor ?? .systemBlue
        for slot in itemSlots().slots where slot.item.customView == nil {
            let pressed = itemTracker.isPressed(slot.item)
            let buttons = slot.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            BarDrawing.drawItem(
                slot.item, x: slot.frame.minX, midY: slot.frame.midY, tint: tint, pressed: pressed,
                attributes: buttons.attributes(enabled: slot.item.isEnabled, pressed: pressed),
                offset: buttons.normal.titlePositionAdjustment)
        }
    }
}
