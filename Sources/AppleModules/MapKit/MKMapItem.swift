import CoreLocation
import Foundation

/// A place on the map with its name and details, as search returns them and Maps opens them.
open class MKMapItem: NSObject, @unchecked Sendable {
    // @unchecked: the details are plain values an app sets once, as Apple's.
    /// The place.
    public let placemark: MKPlacemark
    /// Whether the item stands for the device's location.
    public let isCurrentLocation: Bool
    /// The place's name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its web site.
    open var url: URL?
    /// Its time zone.
    open var timeZone: TimeZone?
    /// Its kind of point of interest.
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    /// An item for `placemark`, named after it.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
        name = placemark.name
        super.init()
    }

    private init(currentLocation: MKPlacemark) {
        placemark = currentLocation
        isCurrentLocation = true
        name = "Current Location"
        super.init()
    }

    /// The item for the device's location (the simulated fix, if one was delivered).
    open class func forCurrentLocation() -> MKMapItem {
        let coordinate = CLLocationManager().location?.coordinate ?? kCLLocationCoordinate2DInvalid
        return MKMapItem(currentLocation: MKPlacemark(coordinate: coordinate))
    }

    /// Opens the item in the Maps app: there is no Maps app on Linux, so nothing opens and the
    /// answer is false.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Opens `mapItems` in the Maps app: false, there is none.
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// The Maps launch option naming the directions mode.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// The launch option naming the map type.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// The launch option naming the map's center.
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
/// The launch option naming the map's span.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
