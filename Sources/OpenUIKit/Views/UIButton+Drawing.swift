import Foundation

/// What a configured button draws itself: its style's background, a rounded rectangle (or
/// capsule) inset by `background.backgroundInsets` in the colour resolved for its state, with
/// the background's stroke when it has one. The title, subtitle and image are its subviews.
extension UIButton {
    func drawConfigurationBackground() {
        guard let configuration, UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        let tint: UIColor = tintColor ?? .systemBlue
        let background = configuration.background
        let insets = background.backgroundInsets
        let rect = bounds.inset(
            by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        guard rect.width > 0, rect.height > 0 else { return }
        let radius = configuration.cornerRadius(for: rect.size)
        if let color = configuration.resolvedBackgroundColor(tint: tint, state: configurationState) {
            color.resolvedColor(with: traits).setFill()
            UIBezierPath(roundedRect: rect, cornerRadius: radius).fill()
        }
        guard background.strokeWidth > 0 else { return }
        // The stroke lies inside the edge, moved out by `strokeOutset`.
        let inward = background.strokeWidth / 2 - background.strokeOutset
        let path = UIBezierPath(
            roundedRect: rect.insetBy(dx: inward, dy: inward), cornerRadius: max(0, radius - inward))
        path.lineWidth = background.strokeWidth
        background.resolvedStrokeColor(for: tint).resolvedColor(with: traits).setStroke()
        path.stroke()
    }
}
