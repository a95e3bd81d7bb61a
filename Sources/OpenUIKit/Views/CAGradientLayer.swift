import Foundation

/// A layer that fills its bounds with a gradient: `colors` (`CGColor`s) at `locations` (spread
/// evenly when nil), along the line from `startPoint` to `endPoint` in the unit square of the
/// bounds (`.axial`), or out from `startPoint` to the ellipse through `endPoint` (`.radial`).
/// The renderer paints it over the background colour, under any sublayers.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// `CAGradientLayerType`.
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let axial = GradientType(rawValue: "axial")
        public static let radial = GradientType(rawValue: "radial")
        public static let conic = GradientType(rawValue: "conic")
    }

    open var colors: [Any]? { didSet { noteRenderingChange(.appearance) } }
    open var locations: [NSNumber]? { didSet { noteRenderingChange(.appearance) } }
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { noteRenderingChange(.appearance) } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { noteRenderingChange(.appearance) } }
    open var type: GradientType = .axial { didSet { noteRenderingChange(.appearance) } }

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer {
            colors = other.colors
            locations = other.locations
            startPoint = other.startPoint
            endPoint = other.endPoint
            type = other.type
        }
    }

    /// The gradient the colours and locations make; nil without two colours or with locations
    /// that do not match them. Colours given as `UIColor`s are taken too.
    @_spi(Rendering) public var gradient: CGGradient? {
        let cgColors = (colors ?? []).compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
        guard cgColors.count >= 1, cgColors.count == colors?.count else { return nil }
        guard let locations else { return CGGradient(colorsSpace: nil, colors: cgColors, locations: nil) }
        guard locations.count == cgColors.count else { return nil }
        let values = locations.map { CGFloat($0.doubleValue) }
        return values.withUnsafeBufferPointer {
            CGGradient(colorsSpace: nil, colors: cgColors, locations: $0.baseAddress)
        }
    }
}
