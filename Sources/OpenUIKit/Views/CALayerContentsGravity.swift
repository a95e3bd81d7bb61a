import Foundation

/// Where a layer's `contents` image sits in its bounds, and whether it is scaled: Core Animation's
/// counterpart of `UIView.ContentMode`. As on iOS, the vertical names are Core Animation's, whose
/// y axis points up: a layer that is not geometry-flipped (every layer on iOS) shows `.top`,
/// `.topLeft` and `.topRight` at the bottom edge of its bounds on screen and the `.bottom` ones at
/// the top, the swap iOS apps see and allow for.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, as Core Animation spells it (`"resizeAspect"`).
    public let rawValue: String

    /// A gravity with the given name; an unknown name places the image as `.resize` does.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A gravity with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Centred horizontally at the top edge in Core Animation's coordinates (the bottom of the
    /// bounds on screen, as on iOS), at the image's own size.
    public static let top = CALayerContentsGravity("top")
    /// Centred horizontally at the bottom edge in Core Animation's coordinates (the top of the
    /// bounds on screen, as on iOS), at the image's own size.
    public static let bottom = CALayerContentsGravity("bottom")
    /// Centred vertically at the left edge, at the image's own size.
    public static let left = CALayerContentsGravity("left")
    /// Centred vertically at the right edge, at the image's own size.
    public static let right = CALayerContentsGravity("right")
    /// In the centre of the bounds, at the image's own size.
    public static let center = CALayerContentsGravity("center")
    /// In the top left corner, at the image's own size.
    public static let topLeft = CALayerContentsGravity("topLeft")
    /// In the top right corner, at the image's own size.
    public static let topRight = CALayerContentsGravity("topRight")
    /// In the bottom left corner, at the image's own size.
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    /// In the bottom right corner, at the image's own size.
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    /// Stretched to fill the bounds, its aspect ratio ignored: the default.
    public static let resize = CALayerContentsGravity("resize")
    /// Scaled to fit inside the bounds with its aspect ratio kept, centred.
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    /// Scaled to cover the bounds with its aspect ratio kept, centred; what reaches past the bounds
    /// shows unless `masksToBounds` clips it.
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")

    /// Where an image of `size` points lands in `bounds` under this gravity.
    func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return bounds }
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let factor = self == .resizeAspect ? fit : fill
            return placed(CGSize(width: size.width * factor, height: size.height * factor), in: bounds)
        case .top, .bottom, .left, .right, .center, .topLeft, .topRight, .bottomLeft, .bottomRight:
            return placed(size, in: bounds)
        default:
            return bounds
        }
    }

    private func placed(_ size: CGSize, in bounds: CGRect) -> CGRect {
        let x: CGFloat, y: CGFloat
        switch self {
        case .topLeft, .left, .bottomLeft: x = bounds.minX
        case .topRight, .right, .bottomRight: x = bounds.maxX - size.width
        default: x = bounds.midX - size.width / 2
        }
        switch self {
        case .topLeft, .top, .topRight: y = bounds.maxY - size.height
        case .bottomLeft, .bottom, .bottomRight: y = bounds.minY
        default: y = bounds.midY - size.height / 2
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
