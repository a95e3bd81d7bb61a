import Foundation

/// The curve a layer's rounded corners follow (`CALayer.cornerCurve`). Linux: the renderer draws
/// both as circular arcs; `.continuous` (the squircle of iOS app icons) is stored and reported,
/// and `CALayer.cornerCurveExpansionFactor(_:)` gives Apple's figure for it.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it (`"circular"`).
    public let rawValue: String

    /// A curve with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A curve with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle of radius `cornerRadius`: the default.
    public static let circular = CALayerCornerCurve("circular")
    /// A curve whose curvature changes continuously into the straight edges (iOS 13's rounded
    /// rectangles); drawn as `.circular` on Linux.
    public static let continuous = CALayerCornerCurve("continuous")
}
