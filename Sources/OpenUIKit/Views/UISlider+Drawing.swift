import Foundation

/// How a slider draws itself, as iOS does: a rounded track, the part left of the thumb in the
/// tint colour (or `minimumTrackTintColor`) and the rest in the system fill (or
/// `maximumTrackTintColor`), a white round thumb with a soft shadow, the value images at the ends
/// in the secondary label colour when they are templates. Track and thumb images replace the
/// drawn parts. A disabled slider fades its track and images; the thumb stays opaque, as iOS draws
/// it.
extension UISlider {
    func drawSlider() {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let traits = UITraitCollection.current
        let pixels = max(hypot(context.ctm.a, context.ctm.b), 1)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: displayedValue ?? value)
        let split = min(max(thumb.midX, track.minX), track.maxX)

        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        let imageColor = UIColor.secondaryLabel.resolvedColor(with: traits)
        if let image = minimumValueImage {
            BarDrawing.drawItemImage(image, in: minimumValueImageRect(forBounds: bounds), color: imageColor)
        }
        if let image = maximumValueImage {
            BarDrawing.drawItemImage(image, in: maximumValueImageRect(forBounds: bounds), color: imageColor)
        }

        let minimumPart = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let maximumPart = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        if let image = currentMinimumTrackImage, let maximumImage = currentMaximumTrackImage {
            image.draw(in: minimumPart)
            maximumImage.draw(in: maximumPart)
        } else {
            // One rounded shape, filled in two colours split at the thumb's centre.
            context.saveGState()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).addClip()
            (maximumTrackTintColor ?? .systemFill).resolvedColor(with: traits).setFill()
            UIRectFill(maximumPart)
            (minimumTrackTintColor ?? tintColor ?? .systemBlue).resolvedColor(with: traits).setFill()
            UIRectFill(minimumPart)
            context.restoreGState()
        }
        context.restoreGState()

        if let image = currentThumbImage {
            image.draw(in: thumb)
            return
        }
        let knob = thumb.insetBy(
            dx: (thumb.width - Self.thumbDiameter) / 2, dy: (thumb.height - Self.thumbDiameter) / 2)
        let path = UIBezierPath(ovalIn: knob)
        let color = (thumbTintColor ?? .white).resolvedColor(with: traits)
        context.saveGState()
        // A wide soft shadow below and a tight one at the edge, as iOS gives the thumb.
        context.setShadow(
            offset: CGSize(width: 0, height: 3), blur: 8 * pixels, color: UIColor(white: 0, alpha: 0.15).cgColor)
        color.setFill()
        path.fill()
        context.restoreGState()
        context.saveGState()
        context.setShadow(
            offset: CGSize(width: 0, height: 0.5), blur: 1 * pixels, color: UIColor(white: 0, alpha: 0.12).cgColor)
        color.setFill()
        path.fill()
        context.restoreGState()
    }
}
