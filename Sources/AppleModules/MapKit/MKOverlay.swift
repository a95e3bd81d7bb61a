import CoreLocation
import Foundation

/// An annotation that covers an area of the map and is drawn by an ``MKOverlayRenderer``.
public protocol MKOverlay: MKAnnotation {
    /// The map rectangle holding the whole overlay.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay covers part of `mapRect`; by default whether its bounding rectangle
    /// meets it (a straight east-west line's rectangle has no height, and still counts).
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay hides the map beneath it entirely.
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    public func intersects(_ mapRect: MKMapRect) -> Bool { !boundingMapRect.intersection(mapRect).isNull }
    public var canReplaceMapContent: Bool { false }
}

/// A shape made of map points: the base of polylines and polygons.
open class MKMultiPoint: MKShape {
    private var storage: UnsafeMutablePointer<MKMapPoint>
    /// How many points the shape has.
    public let pointCount: Int

    /// A shape of no points.
    public override init() {
        storage = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: 1)
        pointCount = 0
        super.init()
    }

    init(mapPoints: [MKMapPoint]) {
        storage = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(mapPoints.count, 1))
        storage.initialize(from: mapPoints, count: mapPoints.count)
        pointCount = mapPoints.count
        super.init()
    }

    deinit {
        storage.deinitialize(count: pointCount)
        storage.deallocate()
    }

    /// The points, `pointCount` of them, owned by the shape (valid while it lives).
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    var mapPoints: [MKMapPoint] { Array(UnsafeBufferPointer(start: storage, count: pointCount)) }

    /// Copies the coordinates of the points in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        let start = max(range.location, 0)
        let end = min(range.location + range.length, pointCount)
        guard start < end else { return }
        for index in start..<end { coords[index - start] = storage[index].coordinate }
    }

    /// How far along the shape, from 0 to 1, the point at `index` lies.
    open func location(atPointIndex index: Int) -> CGFloat {
        let points = mapPoints
        guard points.count > 1, (0..<points.count).contains(index) else { return 0 }
        var lengths = [0.0]
        for i in 1..<points.count {
            lengths.append(lengths[i - 1] + hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
        }
        guard let total = lengths.last, total > 0 else { return 0 }
        return CGFloat(lengths[index] / total)
    }

    /// The ``location(atPointIndex:)`` of each index.
    open func locations(atPointIndexes indexes: IndexSet) -> [NSNumber] {
        indexes.map { NSNumber(value: Double(location(atPointIndex: $0))) }
    }

    static func boundingRect(_ points: [MKMapPoint]) -> MKMapRect {
        guard let first = points.first else { return .null }
        var rect = MKMapRect(origin: first, size: MKMapSize())
        for point in points.dropFirst() { rect = rect.union(MKMapRect(origin: point, size: MKMapSize())) }
        return rect
    }

    /// The coordinate at the middle of the points' bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        let rect = Self.boundingRect(mapPoints)
        return rect.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}

/// A line through points on the map, such as a route.
open class MKPolyline: MKMultiPoint, MKOverlay {
    public override init() { super.init() }

    override init(mapPoints: [MKMapPoint]) { super.init(mapPoints: mapPoints) }

    /// A polyline through `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: max(count, 0))))
    }

    /// A polyline through `count` coordinates.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: UnsafeBufferPointer(start: coords, count: max(count, 0)).map(MKMapPoint.init))
    }

    /// The rectangle around the points (zero-sized around a single point).
    open var boundingMapRect: MKMapRect { Self.boundingRect(mapPoints) }
}

/// A closed shape on the map, with holes.
open class MKPolygon: MKMultiPoint, MKOverlay {
    /// The holes cut out of the polygon.
    public private(set) var interiorPolygons: [MKPolygon]?

    public override init() { super.init() }

    init(mapPoints: [MKMapPoint], interiorPolygons: [MKPolygon]?) {
        super.init(mapPoints: mapPoints)
        self.interiorPolygons = interiorPolygons
    }

    /// A polygon of `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(points: points, count: count, interiorPolygons: nil)
    }

    /// A polygon of `count` map points with holes.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(
            mapPoints: Array(UnsafeBufferPointer(start: points, count: max(count, 0))),
            interiorPolygons: interiorPolygons)
    }

    /// A polygon of `count` coordinates.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinates: coords, count: count, interiorPolygons: nil)
    }

    /// A polygon of `count` coordinates with holes.
    public convenience init(
        coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?
    ) {
        self.init(
            mapPoints: UnsafeBufferPointer(start: coords, count: max(count, 0)).map(MKMapPoint.init),
            interiorPolygons: interiorPolygons)
    }

    /// The rectangle around the outline.
    open var boundingMapRect: MKMapRect { Self.boundingRect(mapPoints) }
}

/// A circle of a radius in meters around a coordinate.
open class MKCircle: MKShape, MKOverlay {
    private let center: CLLocationCoordinate2D
    /// The radius in meters.
    public let radius: CLLocationDistance

    /// A circle of `radius` meters around `coord`.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        self.radius = radius
        super.init()
    }

    /// The circle inscribed in `mapRect`.
    public convenience init(mapRect: MKMapRect) {
        let middle = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let radius = min(mapRect.width, mapRect.height) / 2 * MKMetersPerMapPointAtLatitude(middle.coordinate.latitude)
        self.init(center: middle.coordinate, radius: radius)
    }

    /// The circle's center.
    open override var coordinate: CLLocationCoordinate2D { center }

    /// The square around the circle, in map points at the center's latitude.
    open var boundingMapRect: MKMapRect {
        let middle = MKMapPoint(center)
        let half = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
        return MKMapRect(x: middle.x - half, y: middle.y - half, width: 2 * half, height: 2 * half)
    }
}
