import Foundation

/// Degrees of latitude or longitude (WGS 84).
public typealias CLLocationDegrees = Double
/// A distance in meters.
public typealias CLLocationDistance = Double
/// An accuracy in meters; negative means the value is not valid.
public typealias CLLocationAccuracy = Double
/// A speed in meters a second; negative means not valid.
public typealias CLLocationSpeed = Double
/// The accuracy of a speed, in meters a second.
public typealias CLLocationSpeedAccuracy = Double
/// A direction in degrees clockwise from north; negative means not valid.
public typealias CLLocationDirection = Double
/// The accuracy of a direction, in degrees.
public typealias CLLocationDirectionAccuracy = Double
/// The accuracy of a heading's magnetic field components, in microteslas.
public typealias CLHeadingComponentValue = Double

/// A point on the earth: latitude and longitude in degrees on the WGS 84 ellipsoid.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (negative south), −90…90.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (negative west), −180…180.
    public var longitude: CLLocationDegrees

    /// (0, 0), where the equator crosses the prime meridian.
    public init() {
        latitude = 0
        longitude = 0
    }

    /// The coordinate at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate` lies on the earth: latitude in −90…90 and longitude in −180…180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// The coordinate at `latitude`, `longitude`.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
)
    -> CLLocationCoordinate2D
{
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A coordinate no place has, (−180, −180): what an unknown location's coordinate is.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The best accuracy, with extra sensors, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Within ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Within a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Within a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Within three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy of an app with reduced (approximate) location access.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every move is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// No heading filter: every change is reported.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
/// The largest distance a location is reported as, to say it is unknown.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The longest time, to say it is unknown.
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude
