import Foundation

/// An area around a field's position that the field acts in: a circle, a rectangle, everywhere,
/// or what set operations make of them. Points are relative to the region's centre.
/// ```swift
/// field.region = UIRegion(radius: 200).difference(from: UIRegion(radius: 50))
/// ```
/// The set operations return `UIRegion` where UIKit's return `Self`: Swift can only make `Self`
/// through a required initializer, which UIKit's class does not have.
@preconcurrency @MainActor
open class UIRegion: NSObject, @preconcurrency NSCopying {
    private indirect enum Shape {
        case everywhere
        case circle(CGFloat)
        case rectangle(CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ point: CGPoint) -> Bool {
            switch self {
            case .everywhere: return true
            case .circle(let radius): return point.x * point.x + point.y * point.y <= radius * radius
            case .rectangle(let size): return abs(point.x) <= size.width / 2 && abs(point.y) <= size.height / 2
            case .inverse(let shape): return !shape.contains(point)
            case .union(let a, let b): return a.contains(point) || b.contains(point)
            case .difference(let a, let b): return a.contains(point) && !b.contains(point)
            case .intersection(let a, let b): return a.contains(point) && b.contains(point)
            }
        }
    }

    private let shape: Shape

    private init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The region that holds every point.
    open class var infinite: UIRegion { UIRegion(shape: .everywhere) }

    /// The circle of `radius` points around the centre.
    public init(radius: CGFloat) {
        shape = .circle(radius)
        super.init()
    }

    /// The rectangle of `size` centred on the centre.
    public init(size: CGSize) {
        shape = .rectangle(size)
        super.init()
    }

    /// A region holding the same points.
    open func copy(with zone: NSZone? = nil) -> Any { UIRegion(shape: shape) }

    /// The points this region does not hold.
    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }

    /// The points either region holds.
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }

    /// The points this region holds and `region` does not.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }

    /// The points both regions hold.
    open func intersection(with region: UIRegion) -> UIRegion {
        UIRegion(shape: .intersection(shape, region.shape))
    }

    /// Whether the region holds `point` (relative to its centre); edges count as inside.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }
}
