import Foundation

/// The edges of a layer that are antialiased when `allowsEdgeAntialiasing` is on
/// (`CALayer.edgeAntialiasingMask`). Linux: stored; Cairo antialiases every edge it draws.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The edges as Core Animation's bits.
    public let rawValue: UInt32

    /// A mask from Core Animation's bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The left edge (minimum x).
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge (maximum x).
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge (Core Animation's minimum y).
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge (Core Animation's maximum y).
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}
