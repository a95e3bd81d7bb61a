import CoreLocation
import Foundation

/// The annotation of the device's own location on a map, with the fix it came from. Its
/// location is the simulated one Core Location delivers (see `CLLocationManager`).
open class MKUserLocation: NSObject, MKAnnotation {
    /// The latest fix; nil until the map view locates the user.
    open internal(set) var location: CLLocation?
    /// The latest heading: nil, there is no magnetometer.
    open internal(set) var heading: CLHeading?
    /// Whether the map view is still looking for the user.
    open internal(set) var isUpdating = false
    /// The callout's title, "My Location" by default.
    open var title: String? = "My Location"
    /// The callout's subtitle.
    open var subtitle: String?

    public override init() { super.init() }

    /// The fix's coordinate, or ``kCLLocationCoordinate2DInvalid`` before the first fix.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
}
