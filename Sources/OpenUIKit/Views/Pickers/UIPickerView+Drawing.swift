import Foundation

/// The band a picker draws behind its columns, as iOS 14 and later do: a rounded rectangle in the
/// tertiary system fill across the picker (8 points in from each side), as tall as the tallest
/// row, centred vertically. The rows are drawn over it by the columns.
extension UIPickerView {
    func drawSelectionBand() {
        guard UIGraphicsGetCurrentContext() != nil, !columns.isEmpty else { return }
        let height = columns.map(\.rowHeight).max() ?? Self.standardRowHeight
        let band = CGRect(
            x: bounds.minX + Self.sideInset, y: bounds.midY - height / 2,
            width: bounds.width - 2 * Self.sideInset, height: height)
        guard band.width > 0 else { return }
        UIColor.tertiarySystemFill.resolvedColor(with: UITraitCollection.current).setFill()
        UIBezierPath(roundedRect: band, cornerRadius: 8).fill()
    }
}
