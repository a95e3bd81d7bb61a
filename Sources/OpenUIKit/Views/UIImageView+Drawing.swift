import Foundation

/// What an image view draws while this runtime cannot draw images' pixels (asset catalogs are
/// not read, and decoding for drawing comes later): the area the image takes, by
/// `contentMode`, as a light frame crossed corner to corner, so a scene shows where its images go.
extension UIImageView {
    func drawImageFrame() {
        guard let image = displayedImage, let context = UIGraphicsGetCurrentContext() else { return }
        let area = imageArea(for: image.size).intersection(bounds)
        guard !area.isEmpty else { return }
        context.saveGState()
        UIColor.systemGray6.resolvedColor(with: .current).setFill()
        context.fill(area)
        UIColor.systemGray3.resolvedColor(with: .current).setStroke()
        let inset = area.insetBy(dx: 0.5, dy: 0.5)
        let frame = UIBezierPath(rect: inset)
        frame.move(to: CGPoint(x: inset.minX, y: inset.minY))
        frame.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        frame.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        frame.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        frame.lineWidth = 1
        frame.stroke()
        context.restoreGState()
    }

    /// Where an image of `size` lands in the bounds under `contentMode`.
    private func imageArea(for size: CGSize) -> CGRect {
        let bounds = self.bounds
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return bounds }
        func placed(_ width: CGFloat, _ height: CGFloat) -> CGRect {
            let x: CGFloat, y: CGFloat
            switch contentMode {
            case .topLeft, .left, .bottomLeft: x = bounds.minX
            case .topRight, .right, .bottomRight: x = bounds.maxX - width
            default: x = bounds.midX - width / 2
            }
            switch contentMode {
            case .topLeft, .top, .topRight: y = bounds.minY
            case .bottomLeft, .bottom, .bottomRight: y = bounds.maxY - height
            default: y = bounds.midY - height / 2
            }
            return CGRect(x: x, y: y, width: width, height: height)
        }
        switch contentMode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let factor = contentMode == .scaleAspectFit ? fit : fill
            return placed(size.width * factor, size.height * factor)
        default:
            return placed(size.width, size.height)
        }
    }
}
