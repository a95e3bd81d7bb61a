import Foundation

/// How a progress view draws itself, as iOS does: the track across the bounds in the system fill
/// (or `trackTintColor`), the filled part from the leading end in the tint colour (or
/// `progressTintColor`), both with round ends; the `.bar` style squares them and fades the track.
/// Images given for the track or the progress are drawn stretched instead.
extension UIProgressView {
    func drawProgress() {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let traits = UITraitCollection.current
        let isBar = progressViewStyle == .bar
        let radius = isBar ? 0 : bounds.height / 2
        let fraction = CGFloat(displayedProgress ?? progress)
        let filled = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * fraction, height: bounds.height)

        if let trackImage {
            trackImage.draw(in: bounds)
        } else {
            let track = trackTintColor ?? (isBar ? UIColor.quaternarySystemFill : UIColor.systemFill)
            track.resolvedColor(with: traits).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        }
        guard filled.width > 0 else { return }
        if let progressImage {
            progressImage.draw(in: filled)
        } else {
            // Clipped to the track, so a bar shorter than it is tall is the track's rounded start.
            context.saveGState()
            UIBezierPath(roundedRect: bounds, cornerRadius: radius).addClip()
            (progressTintColor ?? tintColor ?? UIColor.systemBlue).resolvedColor(with: traits).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: min(radius, filled.width / 2)).fill()
            context.restoreGState()
        }
    }
}
