import Foundation

/// Edges of a rectangle named by the reading direction: top, leading, bottom, trailing.
public struct UIDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Makes edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = UIDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = UIDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
