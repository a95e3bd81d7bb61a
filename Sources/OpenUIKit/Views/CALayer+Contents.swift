import Foundation

/// Drawing a layer's `contents` image: placed by `contentsGravity` as an image view's content mode
/// places its image, cut to `contentsRect`, sampled by the contents filters.
extension CALayer {
    /// The `contents` as an image: a `CGImage`, or (Linux only; iOS draws nothing for one) a
    /// `UIImage`'s bitmap.
    var contentsImage: CGImage? {
        guard let contents else { return nil }
        if let image = contents as? UIImage { return image.cgImage }
        return contents as? CGImage
    }

    /// Draws the `contents` image in the bounds, upright (its first row at the top, as iOS shows a
    /// layer's contents). O(pixels drawn).
    func drawContentsImage(in ctx: CGContext) {
        guard let image = contentsImage, image.width > 0, image.height > 0 else { return }
        let unit = contentsRect.standardized
        guard unit.width > 0, unit.height > 0, unit.minX.isFinite, unit.minY.isFinite else { return }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let pixels = CGSize(width: CGFloat(image.width) * unit.width, height: CGFloat(image.height) * unit.height)
        let area = contentsGravity.placement(
            of: CGSize(width: pixels.width / scale, height: pixels.height / scale), in: bounds)
        guard area.width > 0, area.height > 0 else { return }
        let a = area.width / pixels.width, d = area.height / pixels.height
        let pixelToUser = CGAffineTransform(
            a: a, b: 0, c: 0, d: d, tx: area.minX - unit.minX * CGFloat(image.width) * a,
            ty: area.minY - unit.minY * CGFloat(image.height) * d)
        ctx.saveGState()
        ctx.clip(to: area)
        ctx.interpolationQuality =
            (a < 1 ? minificationFilter : magnificationFilter).interpolationQuality
        ctx.drawImage(image, pixelTransform: pixelToUser, tiled: false)
        ctx.restoreGState()
    }
}

@_spi(Rendering) extension CALayer {
    /// Draws what the layer itself shows between its background and its sublayers (the `contents`
    /// image, a text layer's text, an emitter's particles) into `ctx`, in the layer's bounds
    /// space. The renderer calls it on the values shown now.
    public func drawLayerContent(in ctx: CGContext) {
        drawOwnContent(in: ctx)
    }

    /// Whether `drawLayerContent(in:)` draws anything: a `contents` image, a text layer's string,
    /// an emitter's cells.
    public var drawsLayerContent: Bool { hasOwnContent }

    /// Where, in the layer's bounds space, `drawLayerContent(in:)` may draw outside the bounds
    /// (an emitter's particles); nil when it stays inside them.
    public var drawnContentReach: CGRect? { ownContentReach }
}
