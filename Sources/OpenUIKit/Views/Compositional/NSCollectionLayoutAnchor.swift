import Foundation

/// Where a supplementary item attaches to the item or group it belongs to: the container's
/// edges (or corner) it sits against, moved by an offset in points or in fractions of the
/// supplementary item's own size. A badge anchored to `[.top, .trailing]` with a fractional
/// offset of `(0.3, -0.3)` sits over the top trailing corner, 30% of its size out.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges the anchor attaches to; with neither leading nor trailing (or neither top nor
    /// bottom) it is centred across that axis.
    public let edges: NSDirectionalRectEdge
    /// The offset in points, when the anchor was made with one.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at the given edges, with no offset.
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = true
    }

    /// An anchor at the given edges, moved by a number of points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    /// An anchor at the given edges, moved by fractions of the supplementary item's width and height.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The point of `rect` the edges name: a corner, the middle of an edge, or the centre.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(
            x: edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX,
            y: edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY)
    }

    /// The offset in points for a supplementary item of `size`.
    func points(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }

    /// The frame of a supplementary item of `size` anchored by this (the container's) anchor to
    /// `container`, its own `itemAnchor` point (by default the same edges) on that spot.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let own = itemAnchor ?? NSCollectionLayoutAnchor(edges: edges)
        let target = point(in: container)
        let moved = points(for: size)
        let mine = own.point(in: CGRect(origin: .zero, size: size))
        let mineMoved = own.points(for: size)
        return CGRect(
            x: target.x + moved.x - mine.x - mineMoved.x, y: target.y + moved.y - mine.y - mineMoved.y,
            width: size.width, height: size.height)
    }
}
