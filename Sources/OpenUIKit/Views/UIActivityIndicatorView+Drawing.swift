import Foundation

/// How an activity indicator draws itself, as iOS 13 and later do: eight round-capped spokes
/// around the centre in `color`, the brightest one opaque and each one behind it (counter-
/// clockwise) fainter, down to 30%. The spin moves which spoke is brightest.
extension UIActivityIndicatorView {
    /// The inner and outer radius and the width of a spoke, as fractions of the side.
    private static let innerRadius: CGFloat = 0.22
    private static let outerRadius: CGFloat = 0.45
    private static let spokeWidth: CGFloat = 0.12

    func drawSpokes(brightest: Int) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = side * Self.spokeWidth
        // The caps add half the width at each end; the spoke stays within its radii.
        let inner = side * Self.innerRadius + width / 2
        let outer = side * Self.outerRadius - width / 2
        let base = color.resolvedColor(with: traits)
        let count = Self.spokeCount
        for spoke in 0..<count {
            let behind = (brightest - spoke + count) % count
            let alpha = 1 - 0.7 * CGFloat(behind) / CGFloat(count - 1)
            let angle = -CGFloat.pi / 2 + CGFloat(spoke) * 2 * .pi / CGFloat(count)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: centre.x + inner * cos(angle), y: centre.y + inner * sin(angle)))
            path.addLine(to: CGPoint(x: centre.x + outer * cos(angle), y: centre.y + outer * sin(angle)))
            path.lineWidth = width
            path.lineCapStyle = .round
            base.withAlphaComponent(base.cgColor.alpha * alpha).setStroke()
            path.stroke()
        }
    }
}
