import Contacts
import CoreLocation
import Foundation

/// A placemark that is also a map annotation: its title is the name or the address.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// A placemark at `coordinate` with no address.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, addressDictionary: nil)
    }

    /// A placemark at `coordinate` whose address is read from `addressDictionary`, keyed by
    /// Contacts' `CNPostalAddress…Key` names.
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        let fields = addressDictionary ?? [:]
        func field(_ key: String) -> String? { (fields[key] as? String).flatMap { $0.isEmpty ? nil : $0 } }
        let street = field(CNPostalAddressStreetKey)
        let words = street?.split(separator: " ", maxSplits: 1).map(String.init) ?? []
        let hasNumber = words.count == 2 && words[0].first?.isNumber == true
        super.init(
            location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: street,
            thoroughfare: hasNumber ? words[1] : street, subThoroughfare: hasNumber ? words[0] : nil,
            locality: field(CNPostalAddressCityKey), subLocality: field(CNPostalAddressSubLocalityKey),
            administrativeArea: field(CNPostalAddressStateKey),
            subAdministrativeArea: field(CNPostalAddressSubAdministrativeAreaKey),
            postalCode: field(CNPostalAddressPostalCodeKey), isoCountryCode: field(CNPostalAddressISOCountryCodeKey),
            country: field(CNPostalAddressCountryKey))
    }

    /// A placemark at `coordinate` with `postalAddress`.
    public init(coordinate: CLLocationCoordinate2D, postalAddress: CNPostalAddress) {
        super.init(
            location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil,
            postalAddress: postalAddress)
    }

    /// A copy of `placemark`.
    public override init(placemark: CLPlacemark) {
        super.init(placemark: placemark)
    }

    /// Where the place is.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    /// The name, or the first line of the address.
    open var title: String? { name ?? postalAddress?.street }
    /// The rest of the address.
    open var subtitle: String? {
        let parts = [locality, administrativeArea, country].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
    /// The country's ISO code.
    open var countryCode: String? { isoCountryCode }
}
