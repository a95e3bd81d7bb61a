import CoreLocation
import Foundation
import OpenUIKit

/// The classic pin: a round head on a needle whose point is on the coordinate. Deprecated in
/// iOS 16 in favour of ``MKMarkerAnnotationView``; still drawn.
@MainActor
@available(iOS, deprecated: 16.0, message: "Use MKMarkerAnnotationView")
open class MKPinAnnotationView: MKAnnotationView {
    /// The pin's size in points.
    static let pinSize = CGSize(width: 16, height: 39)

    /// The head's colour; red by default.
    open var pinTintColor: UIColor! = MKPinAnnotationView.redPinColor() {
        didSet { setNeedsDisplay() }
    }
    /// Whether the pin drops in from above when added.
    open var animatesDrop = false

    /// The standard red pin colour.
    open class func redPinColor() -> UIColor { UIColor(red: 0.94, green: 0.24, blue: 0.22, alpha: 1) }
    /// The standard green pin colour.
    open class func greenPinColor() -> UIColor { UIColor(red: 0.30, green: 0.80, blue: 0.33, alpha: 1) }
    /// The standard purple pin colour.
    open class func purplePinColor() -> UIColor { UIColor(red: 0.64, green: 0.36, blue: 0.87, alpha: 1) }

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = Self.pinSize
        centerOffset = CGPoint(x: 0, y: -Self.pinSize.height / 2)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.pinSize
        centerOffset = CGPoint(x: 0, y: -Self.pinSize.height / 2)
    }

    /// The needle, then the head; an ``MKAnnotationView/image`` set by the app is drawn instead.
    open override func draw(_ rect: CGRect) {
        if image != nil {
            super.draw(rect)
            return
        }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let width = bounds.width
        context.setFillColor(UIColor(white: 0.45, alpha: 1).cgColor)
        context.fill(CGRect(x: width / 2 - 1, y: width / 2, width: 2, height: bounds.height - width / 2))
        context.setFillColor((pinTintColor ?? Self.redPinColor()).cgColor)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: width, height: width))
    }
}
