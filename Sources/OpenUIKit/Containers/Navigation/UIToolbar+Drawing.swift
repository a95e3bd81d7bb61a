import Foundation

/// How a toolbar draws its items: leading to trailing on the 44-point row at its top, 16
/// points apart, flexible spaces sharing what is left, in the tint colour.
extension UIToolbar {
    func drawBar() {
        BarDrawing.drawBackground(of: self, barTintColor: barTintColor, shadowAt: .top)
        let items = items ?? []
        guard !items.isEmpty else { return }
        let tint = tintColor ?? .systemBlue
        let midY = bounds.minY + Self.standardHeight / 2
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        // Measure first, so flexible spaces know what they share.
        let widths = items.map { item -> CGFloat in
            if item.systemItem == .flexibleSpace { return 0 }
            if item.systemItem == .fixedSpace { return item.width }
            if let title = item.title ?? item.systemItem?.title {
                return (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            }
            return 24
        }
        let used = widths.reduce(0, +) + 16 * CGFloat(max(items.count - 1, 0)) + 32
        let share = flexible > 0 ? max(bounds.width - used, 0) / CGFloat(flexible) : 0
        var x = bounds.minX + 16
        for (item, width) in zip(items, widths) {
            if item.systemItem == .flexibleSpace {
                x += share + 16
                continue
            }
            BarDrawing.drawItem(item, x: x, midY: midY, tint: tint)
            x += width + 16
        }
    }
}
