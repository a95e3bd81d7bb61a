import Foundation

/// A keys-to-fetch entry: the name of a contact property (``CNContactGivenNameKey``…).
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// A person or organization of the contact store, immutable; ``CNMutableContact`` can be changed.
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked: changed only through CNMutableContact, as Apple's.
    /// The contact's identifier, unique in the store.
    public internal(set) var identifier: String
    var storedGivenName = ""
    var storedFamilyName = ""
    var storedMiddleName = ""
    var storedOrganizationName = ""
    var storedEmailAddresses: [CNLabeledValue<NSString>] = []
    var storedPostalAddresses: [CNLabeledValue<CNPostalAddress>] = []

    /// An empty contact with a new identifier.
    public override init() {
        identifier = UUID().uuidString
        super.init()
    }

    /// The first name.
    open var givenName: String { storedGivenName }
    /// The last name.
    open var familyName: String { storedFamilyName }
    /// The middle name.
    open var middleName: String { storedMiddleName }
    /// The company's name.
    open var organizationName: String { storedOrganizationName }
    /// The email addresses with their labels.
    open var emailAddresses: [CNLabeledValue<NSString>] { storedEmailAddresses }
    /// The postal addresses with their labels.
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { storedPostalAddresses }

    /// A predicate for contacts whose given, middle or family name starts with a word of `name`.
    open class func predicateForContacts(matchingName name: String) -> NSPredicate {
        let words = name.lowercased().split(separator: " ").map(String.init)
        return NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            let names = [contact.givenName, contact.middleName, contact.familyName].map { $0.lowercased() }
            return words.allSatisfy { word in names.contains { $0.hasPrefix(word) } }
        }
    }

    func copyFields(to other: CNContact) {
        other.identifier = identifier
        other.storedGivenName = storedGivenName
        other.storedFamilyName = storedFamilyName
        other.storedMiddleName = storedMiddleName
        other.storedOrganizationName = storedOrganizationName
        other.storedEmailAddresses = storedEmailAddresses
        other.storedPostalAddresses = storedPostalAddresses
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CNContact()
        copyFields(to: copy)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = CNMutableContact()
        copyFields(to: copy)
        return copy
    }
}

/// A contact whose fields can be set.
open class CNMutableContact: CNContact, @unchecked Sendable {
    open override var givenName: String {
        get { storedGivenName }
        set { storedGivenName = newValue }
    }
    open override var familyName: String {
        get { storedFamilyName }
        set { storedFamilyName = newValue }
    }
    open override var middleName: String {
        get { storedMiddleName }
        set { storedMiddleName = newValue }
    }
    open override var organizationName: String {
        get { storedOrganizationName }
        set { storedOrganizationName = newValue }
    }
    open override var emailAddresses: [CNLabeledValue<NSString>] {
        get { storedEmailAddresses }
        set { storedEmailAddresses = newValue }
    }
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { storedPostalAddresses }
        set { storedPostalAddresses = newValue }
    }
}

/// The key of ``CNContact/givenName``.
public let CNContactGivenNameKey = "givenName"
/// The key of ``CNContact/familyName``.
public let CNContactFamilyNameKey = "familyName"
/// The key of ``CNContact/middleName``.
public let CNContactMiddleNameKey = "middleName"
/// The key of ``CNContact/organizationName``.
public let CNContactOrganizationNameKey = "organizationName"
/// The key of ``CNContact/emailAddresses``.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The key of ``CNContact/postalAddresses``.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The key of ``CNContact/identifier``.
public let CNContactIdentifierKey = "identifier"
