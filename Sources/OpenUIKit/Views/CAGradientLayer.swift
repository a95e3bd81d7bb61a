import Foundation

/// A layer that fills its bounds with a gradient: `colors` (`CGColor`s) at `locations` (spread
/// evenly when nil), along the line from `startPoint` to `endPoint` in the unit square of the
/// bounds (`.axial`), out from `startPoint` to the ellipse through `endPoint` (`.radial`), or swept
/// about `startPoint` (`.conic`, drawn as wedges on Linux).
/// The renderer paints it over the background colour, under any sublayers.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colours as `CGColor`s (`UIColor`s are accepted too); at least one is needed to draw.
    open var colors: [Any]? { didSet { noteRenderingChange(.appearance) } }
    /// Where each colour sits along the gradient, from 0 to 1; `nil` spreads the colours evenly.
    open var locations: [NSNumber]? { didSet { noteRenderingChange(.appearance) } }
    /// Where the gradient starts, in the unit square of the layer's bounds; the top centre by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { noteRenderingChange(.appearance) } }
    /// Where the gradient ends, in the unit square of the layer's bounds; the bottom centre by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { noteRenderingChange(.appearance) } }
    /// The shape of the gradient; `.axial` by default.
    open var type: CAGradientLayerType = .axial { didSet { noteRenderingChange(.appearance) } }

    /// Creates a gradient layer with no colours that runs from the top centre to the bottom centre.
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
