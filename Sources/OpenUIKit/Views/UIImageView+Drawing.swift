import Foundation

/// How an image view draws its image: placed by `contentMode` (scaled to fill, fitted, filled,
/// or at its size against an edge or the centre), template images filled with the view's
/// `tintColor` (an image's own tint, from `withTintColor`, wins), resizable images sliced. An
/// image with only a size (a storyboard's image the bundle lacks) is drawn as the place it
/// takes: a light frame crossed corner to corner, so a scene shows where its images go.
///
/// Unlike UIKit, which hands the image to the layer's contents, the image is drawn into the
/// view's backing store, so it is cut at the bounds even without `clipsToBounds`.
extension UIImageView {
    func drawDisplayedImage() {
        guard let image = displayedImage else { return }
        guard image.bitmap != nil else {
            drawImageFrame(for: image)
            return
        }
        let area = imageArea(for: image.size)
        guard !area.isEmpty else { return }
        let tint = image.tintColor ?? (drawsAsTemplate(image) ? tintColor : nil)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.interpolationQuality =
            contentsFilter(drawing: image, in: area, through: context.ctm)
            .interpolationQuality
        image.drawContents(in: area, blendMode: .normal, alpha: 1, tint: tint)
    }

    /// The layer's magnification filter when the image's pixels come out larger than device
    /// pixels (through the layer's transform and the screen's scale), else its minification one.
    private func contentsFilter(
        drawing image: UIImage, in area: CGRect, through ctm: CGAffineTransform
    ) -> CALayerContentsFilter {
        let pixels = image.size.width * image.scale
        guard pixels > 0 else { return layer.magnificationFilter }
        let deviceWidth = area.width * (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot()
        return deviceWidth > pixels ? layer.magnificationFilter : layer.minificationFilter
    }

    /// Templates draw in the tint colour: `.alwaysTemplate` always, `.automatic` where the
    /// view's owner says so.
    func drawsAsTemplate(_ image: UIImage) -> Bool {
        image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && drawsAutomaticImagesAsTemplates)
    }

    private func drawImageFrame(for image: UIImage) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
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
    func imageArea(for size: CGSize) -> CGRect {
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
