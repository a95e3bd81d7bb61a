import Contacts
import Foundation

/// A place's name and address, as a geocoder returns them. With no geocoding service reachable
/// here, ``CLGeocoder`` never makes one; MapKit's `MKPlacemark` and apps' own copies do.
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: immutable once made.
    /// The place's location.
    public let location: CLLocation?
    /// The place's name ("Apple Park").
    public let name: String?
    /// The street ("Infinite Loop").
    public let thoroughfare: String?
    /// The house number ("1").
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The district of the city.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The country's ISO code ("US").
    public let isoCountryCode: String?
    /// The country's name.
    public let country: String?
    /// A lake or river the place is on.
    public let inlandWater: String?
    /// The ocean the place is in.
    public let ocean: String?
    /// Landmarks at the place.
    public let areasOfInterest: [String]?
    /// The place's time zone.
    public let timeZone: TimeZone?
    /// The area around the place.
    public let region: CLRegion?

    /// A copy of `placemark`.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        inlandWater = placemark.inlandWater
        ocean = placemark.ocean
        areasOfInterest = placemark.areasOfInterest
        timeZone = placemark.timeZone
        region = placemark.region
        super.init()
    }

    /// A placemark of the given fields, for MapKit's placemarks.
    package init(
        location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
        locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
        subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
        country: String? = nil
    ) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        inlandWater = nil
        ocean = nil
        areasOfInterest = nil
        timeZone = nil
        region = nil
        super.init()
    }

    /// A placemark at `location` whose address is `postalAddress`.
    package init(location: CLLocation?, name: String?, postalAddress: CNPostalAddress) {
        func field(_ value: String) -> String? { value.isEmpty ? nil : value }
        let streetLine = postalAddress.street.split(separator: "\n").first.map(String.init) ?? ""
        // "1 Infinite Loop": the leading number is the house number, the rest the street.
        let words = streetLine.split(separator: " ", maxSplits: 1).map(String.init)
        let hasNumber = words.count == 2 && words[0].first?.isNumber == true
        self.location = location
        self.name = name ?? field(streetLine)
        thoroughfare = field(hasNumber ? words[1] : streetLine)
        subThoroughfare = hasNumber ? words[0] : nil
        locality = field(postalAddress.city)
        subLocality = field(postalAddress.subLocality)
        administrativeArea = field(postalAddress.state)
        subAdministrativeArea = field(postalAddress.subAdministrativeArea)
        postalCode = field(postalAddress.postalCode)
        isoCountryCode = field(postalAddress.isoCountryCode)
        country = field(postalAddress.country)
        inlandWater = nil
        ocean = nil
        areasOfInterest = nil
        timeZone = nil
        region = nil
        super.init()
    }

    /// The address as Contacts has it; nil when the placemark has no address fields.
    open var postalAddress: CNPostalAddress? {
        let street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
        let fields = [street, locality, administrativeArea, postalCode, country].compactMap { $0 }
        guard fields.contains(where: { !$0.isEmpty }) else { return nil }
        let address = CNMutablePostalAddress()
        address.street = street
        address.city = locality ?? ""
        address.subLocality = subLocality ?? ""
        address.state = administrativeArea ?? ""
        address.subAdministrativeArea = subAdministrativeArea ?? ""
        address.postalCode = postalCode ?? ""
        address.country = country ?? ""
        address.isoCountryCode = isoCountryCode ?? ""
        return address.copy() as? CNPostalAddress
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        let address = postalAddress.map { CNPostalAddressFormatter.string(from: $0, style: .mailingAddress) } ?? ""
        let lines = [name ?? "", address.replacingOccurrences(of: "\n", with: ", ")].filter { !$0.isEmpty }
        return lines.joined(separator: ", ") + (location.map { " @ \($0)" } ?? "")
    }
}
