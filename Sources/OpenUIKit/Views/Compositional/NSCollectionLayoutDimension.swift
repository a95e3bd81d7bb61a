import Foundation

/// One side of a compositional layout element's size: a fraction of its container's width or
/// height, a fixed number of points, or an estimate its content refines.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The dimension's value: a fraction for the fractional kinds, or points for absolute and estimated ones.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A dimension that is the given fraction of the containing element's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalWidth, fractionalWidth)
    }
    /// A dimension that is the given fraction of the containing element's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalHeight, fractionalHeight)
    }
    /// A dimension of a fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.absolute, absoluteDimension)
    }
    /// A dimension that starts at the given number of points and is refined to the size the content measures.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.estimated, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate that the content's measured size replaces.
    public var isEstimated: Bool { kind == .estimated }

    /// Points, against a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// A compositional layout element's width and height.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// How the element's width is computed: as a fraction of its container, in points, or by estimate.
    public let widthDimension: NSCollectionLayoutDimension
    /// How the element's height is computed: as a fraction of its container, in points, or by estimate.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width dimension and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// Space between a group's items: exactly so much, or at least so much with the rest shared.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The spacing in points: exactly, or at least.
    public let spacing: CGFloat
    /// Whether the spacing is a minimum that may grow: as edge spacing it shares out what its group has left;
    /// between a group's items it is laid out as fixed spacing here.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly the given number of points.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Spacing of exactly the given number of points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(fixedSpacing, flexible: false)
    }
    /// Spacing of at least the given number of points; laid out here as exactly that many points.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(flexibleSpacing, flexible: true)
    }
}
