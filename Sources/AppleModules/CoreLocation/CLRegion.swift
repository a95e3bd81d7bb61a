import Foundation

/// Whether the device is inside a region.
public enum CLRegionState: Int, Sendable {
    case unknown = 0
    case inside = 1
    case outside = 2
}

/// An area to watch for entry and exit, named by an identifier.
open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: the notify flags are plain values an app sets before monitoring, as Apple's.
    /// The name the app gave the region.
    public let identifier: String
    /// Whether entering the region is reported.
    open var notifyOnEntry = true
    /// Whether leaving the region is reported.
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CLRegion(identifier: identifier)
        copy.notifyOnEntry = notifyOnEntry
        copy.notifyOnExit = notifyOnExit
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CLRegion)?.identifier == identifier
    }

    open override var hash: Int { identifier.hashValue }
}

/// A circle on the earth: a center and a radius in meters.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The circle's center.
    public let center: CLLocationCoordinate2D
    /// The circle's radius in meters.
    public let radius: CLLocationDistance

    /// A circle around `center` of `radius` meters.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies within the circle (geodesic distance on WGS 84).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        Geodesy.distance(center, coordinate) <= radius
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CLCircularRegion(center: center, radius: radius, identifier: identifier)
        copy.notifyOnEntry = notifyOnEntry
        copy.notifyOnExit = notifyOnExit
        return copy
    }

    open override var description: String {
        "CLCircularRegion (identifier:'\(identifier)', "
            + String(format: "center:<%+.8f,%+.8f>, radius:%.2fm)", center.latitude, center.longitude, radius)
    }
}
