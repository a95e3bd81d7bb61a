import CoreLocation
import Foundation

/// A map's scale: screen points per map point.
public typealias MKZoomScale = CGFloat

/// The extent of a region in degrees.
public struct MKCoordinateSpan: Sendable {
    /// Degrees of latitude, north to south.
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude, west to east.
    public var longitudeDelta: CLLocationDegrees

    /// A span of nothing.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span of the given degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangle on the earth: a center coordinate and a span of degrees.
public struct MKCoordinateRegion: Sendable {
    /// The region's center.
    public var center: CLLocationCoordinate2D
    /// How far the region extends.
    public var span: MKCoordinateSpan

    /// A region at (0, 0) of no extent.
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    /// A region around `center` of `span`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region around `center` spanning the given meters north to south and east to west
    /// (degrees of latitude are 111 km; degrees of longitude shrink with the cosine of latitude,
    /// on the WGS 84 ellipsoid).
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let latitude = centerCoordinate.latitude * .pi / 180
        let e2 = MapGeometry.eccentricitySquared
        let a = MapGeometry.equatorialRadius
        let w = sqrt(1 - e2 * sin(latitude) * sin(latitude))
        // Meters per degree along the meridian and along the parallel at this latitude.
        let meridional = .pi / 180 * a * (1 - e2) / (w * w * w)
        let parallel = .pi / 180 * a * cos(latitude) / w
        center = centerCoordinate
        span = MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / meridional,
            longitudeDelta: parallel > 1e-9 ? min(360, longitudinalMeters / parallel) : 360)
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let middle = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        center = middle
        span = MKCoordinateSpan(
            latitudeDelta: northWest.latitude - southEast.latitude,
            longitudeDelta: rect.width / MKMapSize.world.width * 360)
    }
}

enum MapGeometry {
    static let equatorialRadius = 6_378_137.0
    static let eccentricitySquared = 0.006_694_379_990_14
    /// The latitude where Web Mercator's square world ends.
    static let maximumLatitude = 85.051_128_779_806_59
}

/// A point on the flat Web Mercator map of the whole earth, `MKMapSize.world` points square,
/// (0, 0) at the north-west corner (180° W, 85.05° N).
public struct MKMapPoint: Sendable {
    /// Map points east of the antimeridian.
    public var x: Double
    /// Map points south of the map's top edge.
    public var y: Double

    /// (0, 0).
    public init() {
        x = 0
        y = 0
    }

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of `coordinate` (spherical Mercator, latitude clamped to ±85.05°).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -MapGeometry.maximumLatitude), MapGeometry.maximumLatitude)
        let phi = latitude * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2 * world
    }

    /// The coordinate at this map point.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        let longitude = x / world * 360 - 180
        let n = Double.pi * (1 - 2 * y / world)
        let latitude = atan(sinh(n)) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance in meters to `other` along the earth (geodesic).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude).distance(
            from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

/// A size on the map, in map points.
public struct MKMapSize: Sendable {
    /// Map points east to west.
    public var width: Double
    /// Map points north to south.
    public var height: Double

    /// A size of nothing.
    public init() {
        width = 0
        height = 0
    }

    /// A size of `width` by `height` map points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole earth: 2²⁸ map points square, as MapKit's.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the map, in map points.
public struct MKMapRect: Sendable {
    /// The north-west corner.
    public var origin: MKMapPoint
    /// The width and height.
    public var size: MKMapSize

    /// An empty rectangle at (0, 0).
    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    /// A rectangle at `origin` of `size`.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at `x`, `y` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = MKMapPoint(x: x, y: y)
        size = MKMapSize(width: width, height: height)
    }

    /// The whole earth.
    public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)
    /// No rectangle: what an intersection of disjoint rectangles is.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// Whether this is ``null``.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether it covers no area.
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }
    /// Whether it reaches past the antimeridian (east of the world's right edge).
    public var spans180thMeridian: Bool { !isNull && maxX > MKMapSize.world.width }

    /// The part past the antimeridian, moved back onto the world's west end.
    public var remainder: MKMapRect {
        guard spans180thMeridian else { return .null }
        let world = MKMapSize.world.width
        return MKMapRect(x: max(minX - world, 0), y: minY, width: maxX - max(minX, world), height: height)
    }

    /// Whether `point` lies inside (the right and bottom edges excluded).
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies wholly inside.
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two share some area.
    public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isEmpty }

    /// The overlap, or ``null``.
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let x0 = max(minX, rect.minX), y0 = max(minY, rect.minY)
        let x1 = min(maxX, rect.maxX), y1 = min(maxY, rect.maxY)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return MKMapRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both; a null rectangle adds nothing.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x0 = min(minX, rect.minX), y0 = min(minY, rect.minY)
        return MKMapRect(x: x0, y: y0, width: max(maxX, rect.maxX) - x0, height: max(maxY, rect.maxY) - y0)
    }

    /// Smaller by `dx` on the left and right and `dy` at the top and bottom (larger if negative).
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        guard !isNull else { return self }
        return MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        guard !isNull else { return self }
        return MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

/// Map points a meter at `latitude`.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// Meters a map point at `latitude`: the equator's circumference over the world's width,
/// shrunk by the cosine of latitude.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let clamped = min(max(latitude, -MapGeometry.maximumLatitude), MapGeometry.maximumLatitude)
    return 2 * .pi * MapGeometry.equatorialRadius / MKMapSize.world.width * cos(clamped * .pi / 180)
}

/// The geodesic distance in meters between two map points.
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }

/// The line width of a road at `zoomScale`, in screen points.
public func MKRoadWidthAtZoomScale(_ zoomScale: MKZoomScale) -> CGFloat {
    let level = log2(Double(zoomScale) * MKMapSize.world.width / 256)
    return CGFloat(max(1, min(12, level - 9)))
}

/// The map point of `coordinate`.
public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }
/// The coordinate of `mapPoint`.
public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }
/// A region around `centerCoordinate` of the given meters.
public func MKCoordinateRegionMakeWithDistance(
    _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
    _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
    MKCoordinateRegion(
        center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

extension MKCoordinateRegion {
    /// The map rectangle the region covers, centered on the center's map point (so the center
    /// survives the round trip), as tall as the span's north and south edges are apart.
    var mapRect: MKMapRect {
        let north = min(center.latitude + span.latitudeDelta / 2, MapGeometry.maximumLatitude)
        let south = max(center.latitude - span.latitudeDelta / 2, -MapGeometry.maximumLatitude)
        let middle = MKMapPoint(center)
        let height =
            MKMapPoint(CLLocationCoordinate2D(latitude: south, longitude: 0)).y
            - MKMapPoint(CLLocationCoordinate2D(latitude: north, longitude: 0)).y
        let width = span.longitudeDelta / 360 * MKMapSize.world.width
        return MKMapRect(x: middle.x - width / 2, y: middle.y - height / 2, width: width, height: height)
    }
}
