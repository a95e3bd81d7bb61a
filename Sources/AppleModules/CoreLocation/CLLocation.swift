import Foundation

/// A floor of a building a location is on.
public final class CLFloor: NSObject, Sendable {
    /// The floor number; 0 is ground level.
    public let level: Int

    package init(level: Int) {
        self.level = level
        super.init()
    }
}

/// Where a location came from: real sensors or a simulation.
public final class CLLocationSourceInformation: NSObject, Sendable {
    /// Whether software produced the location; true for every location this simulator makes.
    public let isSimulatedBySoftware: Bool
    /// Whether an accessory produced it.
    public let isProducedByAccessory: Bool

    /// Information with the two flags.
    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState wasProcessedByAccessory: Bool) {
        isSimulatedBySoftware = isSoftware
        isProducedByAccessory = wasProcessedByAccessory
        super.init()
    }
}

/// A fix: where the device was, how sure the reading is, and when, with speed and course.
/// Immutable, so it crosses threads freely.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value.
    /// The latitude and longitude.
    public let coordinate: CLLocationCoordinate2D
    /// Meters above sea level.
    public let altitude: CLLocationDistance
    /// Meters above the WGS 84 ellipsoid; the same as `altitude` here (no geoid model).
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius, in meters, the true position lies within; negative when the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The altitude's accuracy in meters; negative when the altitude is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// When the fix was taken.
    public let timestamp: Date
    /// Meters a second; negative when unknown.
    public let speed: CLLocationSpeed
    /// The speed's accuracy; negative when unknown.
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// Degrees clockwise from true north; negative when unknown.
    public let course: CLLocationDirection
    /// The course's accuracy; negative when unknown.
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The building floor; nil outside a mapped building (always, here).
    public let floor: CLFloor?
    /// Where the fix came from; nil for locations the app made.
    public let sourceInformation: CLLocationSourceInformation?

    /// A location at `latitude`, `longitude`: altitude 0, accuracy 0 horizontally, invalid
    /// vertically, speed and course unknown, now.
    /// A location at latitude 0, longitude 0, as `CLLocation()` is on iOS (NSObject's `init()`).
    public convenience override init() {
        self.init(latitude: 0, longitude: 0)
    }

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with the given position and accuracies; speed and course unknown.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with course and speed.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
        timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with course and speed and their accuracies.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy,
            timestamp: timestamp, sourceInfo: nil)
    }

    /// The designated initializer: every field, and where the fix came from.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date, sourceInfo: CLLocationSourceInformation?
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        ellipsoidalAltitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.timestamp = timestamp
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        floor = nil
        sourceInformation = sourceInfo
        super.init()
    }

    /// The distance in meters along the earth's surface to `location`: the geodesic on the
    /// WGS 84 ellipsoid (Vincenty's formula), altitude ignored, as Core Location measures.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        Geodesy.distance(coordinate, location.coordinate)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Apple's format: `<+37.33233141,-122.03121860> +/- 5.00m (speed -1.00 mps / course -1.00) @ <date>`.
    open override var description: String {
        func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + String(format: "%.8f", value) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "M/d/yy, h:mm:ss a zzzz"
        formatter.timeZone = TimeZone.current
        return "<\(signed(coordinate.latitude)),\(signed(coordinate.longitude))> +/- "
            + String(format: "%.2fm (speed %.2f mps / course %.2f)", horizontalAccuracy, speed, course)
            + " @ \(formatter.string(from: timestamp))"
    }
}
