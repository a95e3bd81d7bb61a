import Foundation

/// A postal address whose fields can be set.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    /// An empty address.
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var street: String {
        get { storedStreet }
        set { storedStreet = newValue }
    }
    open override var subLocality: String {
        get { storedSubLocality }
        set { storedSubLocality = newValue }
    }
    open override var city: String {
        get { storedCity }
        set { storedCity = newValue }
    }
    open override var subAdministrativeArea: String {
        get { storedSubAdministrativeArea }
        set { storedSubAdministrativeArea = newValue }
    }
    open override var state: String {
        get { storedState }
        set { storedState = newValue }
    }
    open override var postalCode: String {
        get { storedPostalCode }
        set { storedPostalCode = newValue }
    }
    open override var country: String {
        get { storedCountry }
        set { storedCountry = newValue }
    }
    open override var isoCountryCode: String {
        get { storedISOCountryCode }
        set { storedISOCountryCode = newValue }
    }
}
