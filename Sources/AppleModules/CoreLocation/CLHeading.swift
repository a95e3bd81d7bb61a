import Foundation

/// Which way the device points: toward magnetic and true north, with the raw magnetic field.
/// No Linux machine has a magnetometer, so ``CLLocationManager`` never makes one
/// (``CLLocationManager/headingAvailable()`` is false); apps still name the type in their delegates.
open class CLHeading: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: immutable.
    /// Degrees from magnetic north.
    public let magneticHeading: CLLocationDirection
    /// Degrees from true north; negative when invalid.
    public let trueHeading: CLLocationDirection
    /// The largest error in degrees; negative when invalid.
    public let headingAccuracy: CLLocationDirection
    /// The magnetic field's x component, in microteslas.
    public let x: CLHeadingComponentValue
    /// The magnetic field's y component.
    public let y: CLHeadingComponentValue
    /// The magnetic field's z component.
    public let z: CLHeadingComponentValue
    /// When it was measured.
    public let timestamp: Date

    package init(
        magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection,
        x: CLHeadingComponentValue, y: CLHeadingComponentValue, z: CLHeadingComponentValue, timestamp: Date
    ) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.x = x
        self.y = y
        self.z = z
        self.timestamp = timestamp
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        String(
            format: "magneticHeading %.2f trueHeading %.2f accuracy %.2f", magneticHeading, trueHeading, headingAccuracy
        )
    }
}
