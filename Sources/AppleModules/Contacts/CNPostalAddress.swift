import Foundation

/// A postal address, immutable: the street, city, state, postal code and country as a contact
/// card or a placemark has them. ``CNMutablePostalAddress`` is the one that can be changed.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    // @unchecked: the fields change only through CNMutablePostalAddress, which Apple does not
    // call thread-safe either.
    var storedStreet = ""
    var storedSubLocality = ""
    var storedCity = ""
    var storedSubAdministrativeArea = ""
    var storedState = ""
    var storedPostalCode = ""
    var storedCountry = ""
    var storedISOCountryCode = ""

    /// An empty address.
    public override init() { super.init() }

    /// The street, with the house number; several lines are separated by newlines.
    open var street: String { storedStreet }
    /// The district within the city.
    open var subLocality: String { storedSubLocality }
    /// The city.
    open var city: String { storedCity }
    /// The county or other area below the state.
    open var subAdministrativeArea: String { storedSubAdministrativeArea }
    /// The state or province.
    open var state: String { storedState }
    /// The postal code (ZIP code in the United States).
    open var postalCode: String { storedPostalCode }
    /// The country's name.
    open var country: String { storedCountry }
    /// The country's ISO 3166-1 alpha-2 code, such as `us`.
    open var isoCountryCode: String { storedISOCountryCode }

    /// The name of a field for people, in English here (no localized Contacts tables ship).
    open class func localizedString(forKey key: String) -> String {
        switch key {
        case CNPostalAddressStreetKey: "Street"
        case CNPostalAddressSubLocalityKey: "Sub-locality"
        case CNPostalAddressCityKey: "City"
        case CNPostalAddressSubAdministrativeAreaKey: "Sub-administrative area"
        case CNPostalAddressStateKey: "State"
        case CNPostalAddressPostalCodeKey: "ZIP"
        case CNPostalAddressCountryKey: "Country"
        case CNPostalAddressISOCountryCodeKey: "ISO country code"
        default: key
        }
    }

    func copyFields(to other: CNPostalAddress) {
        other.storedStreet = storedStreet
        other.storedSubLocality = storedSubLocality
        other.storedCity = storedCity
        other.storedSubAdministrativeArea = storedSubAdministrativeArea
        other.storedState = storedState
        other.storedPostalCode = storedPostalCode
        other.storedCountry = storedCountry
        other.storedISOCountryCode = storedISOCountryCode
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CNPostalAddress()
        copyFields(to: copy)
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = CNMutablePostalAddress()
        copyFields(to: copy)
        return copy
    }

    // MARK: Coding

    public static var supportsSecureCoding: Bool { true }

    private var fieldsByKey: [(String, String)] {
        [
            (CNPostalAddressStreetKey, storedStreet), (CNPostalAddressSubLocalityKey, storedSubLocality),
            (CNPostalAddressCityKey, storedCity),
            (CNPostalAddressSubAdministrativeAreaKey, storedSubAdministrativeArea),
            (CNPostalAddressStateKey, storedState), (CNPostalAddressPostalCodeKey, storedPostalCode),
            (CNPostalAddressCountryKey, storedCountry), (CNPostalAddressISOCountryCodeKey, storedISOCountryCode),
        ]
    }

    open func encode(with coder: NSCoder) {
        for (key, value) in fieldsByKey { coder.encode(value as NSString, forKey: key) }
    }

    /// Decodes the fields written by `encode(with:)`; a missing field is empty.
    public required init?(coder: NSCoder) {
        super.init()
        // A missing or mistyped field is empty: an archive is untrusted input.
        func field(_ key: String) -> String {
            guard coder.containsValue(forKey: key) else { return "" }
            switch coder.decodeObject(forKey: key) {
            case let text as String: return text
            case let text as NSString: return String(text)
            default: return ""
            }
        }
        storedStreet = field(CNPostalAddressStreetKey)
        storedSubLocality = field(CNPostalAddressSubLocalityKey)
        storedCity = field(CNPostalAddressCityKey)
        storedSubAdministrativeArea = field(CNPostalAddressSubAdministrativeAreaKey)
        storedState = field(CNPostalAddressStateKey)
        storedPostalCode = field(CNPostalAddressPostalCodeKey)
        storedCountry = field(CNPostalAddressCountryKey)
        storedISOCountryCode = field(CNPostalAddressISOCountryCodeKey)
    }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNPostalAddress else { return false }
        return fieldsByKey.map(\.1) == other.fieldsByKey.map(\.1)
    }

    open override var hash: Int { fieldsByKey.map(\.1).hashValue }

    open override var description: String {
        "<CNPostalAddress: street=\(street), city=\(city), state=\(state), postalCode=\(postalCode), country=\(country), countryCode=\(isoCountryCode)>"
    }
}

/// The key of ``CNPostalAddress/street``.
public let CNPostalAddressStreetKey = "street"
/// The key of ``CNPostalAddress/subLocality``.
public let CNPostalAddressSubLocalityKey = "subLocality"
/// The key of ``CNPostalAddress/city``.
public let CNPostalAddressCityKey = "city"
/// The key of ``CNPostalAddress/subAdministrativeArea``.
public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
/// The key of ``CNPostalAddress/state``.
public let CNPostalAddressStateKey = "state"
/// The key of ``CNPostalAddress/postalCode``.
public let CNPostalAddressPostalCodeKey = "postalCode"
/// The key of ``CNPostalAddress/country``.
public let CNPostalAddressCountryKey = "country"
/// The key of ``CNPostalAddress/isoCountryCode``.
public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"
