import Foundation

/// An inset grouped section is a rounded card: its first row rounds the top corners, its last
/// the bottom ones (a lone row all four), with iOS's 10-point radius.
@MainActor
enum InsetGroupedCorners {
    static let radius: CGFloat = 10

    static func round(_ cell: UIView, first: Bool, last: Bool) {
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        let radius = corners.isEmpty ? 0 : Self.radius
        if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
        if !corners.isEmpty, cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
        if cell.layer.masksToBounds != !corners.isEmpty { cell.layer.masksToBounds = !corners.isEmpty }
    }
}
