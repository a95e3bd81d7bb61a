import Foundation

/// A shadow behind text: the value of `NSAttributedString.Key.shadow`. Text that carries one is
/// drawn a second time first, `shadowOffset` away (positive heights fall below the text, in
/// UIKit's flipped coordinates), in `shadowColor`, blurred by `shadowBlurRadius`.
open class NSShadow: NSObject, NSCopying {
    /// First, so Core Foundation can tell a shadow in an attributed string from its own objects.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    /// How far the shadow falls from the text, in points; zero by default.
    open var shadowOffset: CGSize = .zero
    /// How soft the shadow is, in points (a Gaussian with half this as its deviation); 0, a
    /// sharp copy of the text, by default.
    open var shadowBlurRadius: CGFloat = 0
    /// The colour, a `UIColor` (resolved for the traits the text is drawn in) or a `CGColor`;
    /// nil draws black at a third of full opacity, as UIKit documents.
    open var shadowColor: Any?

    /// A shadow with no offset, no blur and the default colour.
    public override init() {
        super.init()
    }

    /// A new shadow with the same offset, blur and colour.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// The colour the shadow is drawn in under `traits`.
    func resolvedColor(with traits: UITraitCollection) -> CGColor {
        switch shadowColor {
        case let color as UIColor: return color.resolvedColor(with: traits).cgColor
        case let color as CGColor: return color
        default: return CGColor(gray: 0, alpha: 1.0 / 3.0)
        }
    }

    /// Equal when the offset, blur and colour are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        if other === self { return true }
        guard shadowOffset == other.shadowOffset, shadowBlurRadius == other.shadowBlurRadius else { return false }
        switch (shadowColor, other.shadowColor) {
        case (nil, nil): return true
        case (let left as CGColor, let right as CGColor): return left == right
        case (let left as NSObject, let right as NSObject): return left.isEqual(right)
        default: return false
        }
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }

    /// The offset, blur and colour, for logging.
    open override var description: String {
        "NSShadow {\(shadowOffset.width), \(shadowOffset.height)} blur = \(shadowBlurRadius) color = {\(shadowColor.map { "\($0)" } ?? "(null)")}"
    }
}
