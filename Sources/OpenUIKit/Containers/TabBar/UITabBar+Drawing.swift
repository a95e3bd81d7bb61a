import Foundation

/// How a tab bar draws its items, as iOS lays them out in compact width: side by side in equal
/// slots on the 49-point row at the top, each an image over a small title, the selected one in
/// the tint colour and the others grey.
extension UITabBar {
    func drawBar() {
        BarDrawing.drawBackground(of: self, barTintColor: barTintColor, shadowAt: .top)
        let items = items ?? []
        guard !items.isEmpty else { return }
        let slot = bounds.width / CGFloat(items.count)
        let tint = tintColor ?? .systemBlue
        let unselected = unselectedItemTintColor ?? .systemGray
        for (index, item) in items.enumerated() {
            let color = item === selectedItem ? tint : unselected
            let midX = bounds.minX + slot * (CGFloat(index) + 0.5)
            let title = item.title ?? item.systemItem?.title
            let hasImage = item.image != nil || item.systemItem != nil
            if hasImage {
                let image = item === selectedItem ? (item.selectedImage ?? item.image) : item.image
                BarDrawing.drawItemImage(
                    image, in: CGRect(x: midX - 12, y: bounds.minY + 6, width: 24, height: 24), color: color)
            }
            guard let title, !title.isEmpty else { continue }
            let font = UIFont.systemFont(ofSize: hasImage ? 10 : 15, weight: .medium)
            let width = (title as NSString).size(withAttributes: [.font: font]).width
            let midY = hasImage ? bounds.minY + 40 : bounds.minY + Self.bottomHeight / 2
            BarDrawing.drawText(title, font: font, color: color, x: midX - width / 2, midY: midY)
        }
    }
}
