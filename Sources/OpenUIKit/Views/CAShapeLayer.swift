import Foundation

/// A layer that draws a path: filled with `fillColor` (black by default) under `fillRule`, then
/// stroked with `strokeColor` (none by default) from `strokeStart` to `strokeEnd` of its length,
/// the part a progress ring or a drawn-on checkmark animates. The renderer paints it over the
/// background colour, under any sublayers, in the layer's own coordinates.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape; nil draws nothing.
    open var path: CGPath? { didSet { noteRenderingChange(.appearance) } }
    /// The colour inside the path; opaque black by default, nil fills nothing.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { noteRenderingChange(.appearance) }
    }
    /// Which points the fill covers.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { noteRenderingChange(.appearance) } }
    /// The colour of the outline; nil (the default) strokes nothing.
    open var strokeColor: CGColor? { didSet { noteRenderingChange(.appearance) } }
    /// Where along the path's length the stroke begins, 0…1.
    open var strokeStart: CGFloat = 0 { didSet { noteRenderingChange(.appearance) } }
    /// Where along the path's length the stroke ends, 0…1.
    open var strokeEnd: CGFloat = 1 { didSet { noteRenderingChange(.appearance) } }
    /// The width of the outline.
    open var lineWidth: CGFloat = 1 { didSet { noteRenderingChange(.appearance) } }
    /// The length a mitred corner may reach, in line widths, before it is bevelled.
    open var miterLimit: CGFloat = 10 { didSet { noteRenderingChange(.appearance) } }
    /// How open ends of the outline are drawn.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { noteRenderingChange(.appearance) } }
    /// How corners of the outline are drawn.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { noteRenderingChange(.appearance) } }
    /// How far into the dash pattern the outline starts.
    open var lineDashPhase: CGFloat = 0 { didSet { noteRenderingChange(.appearance) } }
    /// Alternating painted and unpainted lengths; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { noteRenderingChange(.appearance) } }

    /// A shape layer with no path.
    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer {
            path = other.path
            fillColor = other.fillColor
            fillRule = other.fillRule
            strokeColor = other.strokeColor
            strokeStart = other.strokeStart
            strokeEnd = other.strokeEnd
            lineWidth = other.lineWidth
            miterLimit = other.miterLimit
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPhase = other.lineDashPhase
            lineDashPattern = other.lineDashPattern
        }
    }

    /// The part of the path the stroke covers: the whole path when `strokeStart` is 0 and
    /// `strokeEnd` 1, else the stretch between them measured along the length of all its
    /// subpaths, curves flattened to lines. Nil when nothing is left. O(elements).
    @_spi(Rendering) public var strokedPath: CGPath? {
        guard let path, !path.isEmpty else { return nil }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard end > start else { return nil }
        if start == 0, end == 1 { return path }
        return PathTrimming.trim(path, from: start, to: end)
    }
}

/// Which points a shape layer's fill covers.
public struct CAShapeLayerFillRule: Hashable, Equatable, RawRepresentable, Sendable {
    /// The rule's name, as Core Animation spells it.
    public let rawValue: String
    /// A rule with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rule with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around a point a nonzero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule("non-zero")
    /// Inside where a ray from the point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule("even-odd")

    /// The rule as Core Graphics names it.
    @_spi(Rendering) public var pathFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}

/// How a shape layer draws the open ends of its outline.
public struct CAShapeLayerLineCap: Hashable, Equatable, RawRepresentable, Sendable {
    /// The cap's name, as Core Animation spells it.
    public let rawValue: String
    /// A cap with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cap with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Cut square at the end point (the default).
    public static let butt = CAShapeLayerLineCap("butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap("round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap("square")

    /// The cap as Core Graphics names it.
    @_spi(Rendering) public var lineCap: CGLineCap {
        switch self {
        case .round: return .round
        case .square: return .square
        default: return .butt
        }
    }
}

/// How a shape layer draws the corners of its outline.
public struct CAShapeLayerLineJoin: Hashable, Equatable, RawRepresentable, Sendable {
    /// The join's name, as Core Animation spells it.
    public let rawValue: String
    /// A join with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A join with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, bevelled past the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin("miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin("round")
    /// A corner cut flat.
    public static let bevel = CAShapeLayerLineJoin("bevel")

    /// The join as Core Graphics names it.
    @_spi(Rendering) public var lineJoin: CGLineJoin {
        switch self {
        case .round: return .round
        case .bevel: return .bevel
        default: return .miter
        }
    }
}
