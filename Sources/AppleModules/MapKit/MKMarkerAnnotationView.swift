import CoreLocation
import Foundation
import OpenUIKit

/// The balloon marker MapKit shows by default: a tinted circle with a point at the bottom on
/// the coordinate, and a glyph (text, an image, or a white dot) in the middle.
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    /// Whether the callout-free title under the marker shows.
    public enum TitleVisibility: Int, Sendable {
        case adaptive = 0
        case hidden = 1
        case visible = 2
    }

    /// The marker's size in points: a 30-point balloon and its point.
    static let markerSize = CGSize(width: 30, height: 40)

    /// The balloon's colour; nil is MapKit's red.
    open var markerTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The glyph's colour; nil is white.
    open var glyphTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// Up to a few characters drawn in the balloon.
    open var glyphText: String? {
        didSet { setNeedsDisplay() }
    }
    /// A picture drawn in the balloon (tinted with the glyph colour's shape).
    open var glyphImage: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// The glyph while selected; nil keeps ``glyphImage``.
    open var selectedGlyphImage: UIImage?
    /// Whether the title shows under the marker.
    open var titleVisibility: TitleVisibility = .adaptive
    /// Whether the subtitle shows under the marker.
    open var subtitleVisibility: TitleVisibility = .adaptive
    /// Whether the marker animates in when added.
    open var animatesWhenAdded = false

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = Self.markerSize
        centerOffset = CGPoint(x: 0, y: -Self.markerSize.height / 2)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.markerSize
        centerOffset = CGPoint(x: 0, y: -Self.markerSize.height / 2)
    }

    /// The balloon: a circle whose lower sides meet at a point on the view's bottom edge, the
    /// glyph centered in the circle. An ``MKAnnotationView/image`` set by the app is drawn instead.
    open override func draw(_ rect: CGRect) {
        if image != nil {
            super.draw(rect)
            return
        }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let width = bounds.width, height = bounds.height
        let radius = width / 2
        let center = CGPoint(x: width / 2, y: radius)
        let balloon = CGMutablePath()
        // From the tip, up the left side tangent to the circle, round the top, back down.
        let tip = CGPoint(x: width / 2, y: height)
        let angle = asin(min(1, radius / max(tip.y - center.y, radius)))
        balloon.move(to: tip)
        balloon.addArc(
            center: center, radius: radius, startAngle: .pi / 2 + angle, endAngle: .pi / 2 - angle, clockwise: false)
        balloon.closeSubpath()
        context.setFillColor((markerTintColor ?? UIColor(red: 0.95, green: 0.26, blue: 0.21, alpha: 1)).cgColor)
        context.addPath(balloon)
        context.fillPath()

        let glyphColor = glyphTintColor ?? .white
        let glyphRect = CGRect(
            x: center.x - radius * 0.55, y: center.y - radius * 0.55, width: radius * 1.1, height: radius * 1.1)
        let glyph = isSelected ? (selectedGlyphImage ?? glyphImage) : glyphImage
        if let text = glyphText, !text.isEmpty {
            let font = UIFont.systemFont(ofSize: radius * 0.9, weight: .semibold)
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: glyphColor]
            let size = (text as NSString).size(withAttributes: attributes)
            (text as NSString).draw(
                at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
        } else if let glyph {
            glyph.withTintColor(glyphColor).draw(in: glyphRect)
        } else {
            context.setFillColor(glyphColor.cgColor)
            context.fillEllipse(in: glyphRect.insetBy(dx: radius * 0.25, dy: radius * 0.25))
        }
    }
}
