import Contacts
import Foundation
import XCTest

final class ContactsTests: XCTestCase {
    private func applePark() -> CNMutablePostalAddress {
        let address = CNMutablePostalAddress()
        address.street = "1 Apple Park Way"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        address.country = "United States"
        address.isoCountryCode = "us"
        return address
    }

    func testUSAddressIsFormattedAsMailingLines() {
        let formatter = CNPostalAddressFormatter()
        XCTAssertEqual(formatter.style, .mailingAddress)
        XCTAssertEqual(formatter.string(from: applePark()), "1 Apple Park Way\nCupertino CA 95014\nUnited States")
    }

    func testEmptyFieldsLeaveNoBlankLines() {
        let address = CNMutablePostalAddress()
        address.city = "Cupertino"
        address.postalCode = "95014"
        XCTAssertEqual(CNPostalAddressFormatter.string(from: address, style: .mailingAddress), "Cupertino 95014")
        XCTAssertEqual(CNPostalAddressFormatter().string(from: CNPostalAddress()), "")
    }

    func testContinentalAddressPutsThePostcodeBeforeTheCity() {
        let address = CNMutablePostalAddress()
        address.street = "Unter den Linden 77"
        address.city = "Berlin"
        address.postalCode = "10117"
        address.country = "Germany"
        address.isoCountryCode = "DE"
        XCTAssertEqual(CNPostalAddressFormatter().string(from: address), "Unter den Linden 77\n10117 Berlin\nGermany")
    }

    func testCopiesAreEqualAndIndependent() throws {
        let address = applePark()
        let frozen = try XCTUnwrap(address.copy() as? CNPostalAddress)
        XCTAssertFalse(frozen is CNMutablePostalAddress)
        XCTAssertEqual(frozen, address)
        address.city = "Palo Alto"
        XCTAssertEqual(frozen.city, "Cupertino")
        XCTAssertNotEqual(frozen, address)
        let mutable = try XCTUnwrap(frozen.mutableCopy() as? CNMutablePostalAddress)
        XCTAssertEqual(mutable.street, "1 Apple Park Way")
    }

    func testStoreAsksThenGrantsAndIsEmpty() throws {
        CNContactStore.resetAuthorization()
        let store = CNContactStore()
        XCTAssertEqual(CNContactStore.authorizationStatus(for: .contacts), .notDetermined)
        XCTAssertThrowsError(
            try store.unifiedContacts(
                matching: CNContact.predicateForContacts(matchingName: "Appleseed"),
                keysToFetch: [CNContactGivenNameKey])
        ) { error in
            XCTAssertEqual((error as NSError).domain, CNErrorDomain)
            XCTAssertEqual((error as NSError).code, CNError.Code.authorizationDenied.rawValue)
        }
        let answered = expectation(description: "answered")
        store.requestAccess(for: .contacts) { granted, error in
            XCTAssertTrue(granted)
            XCTAssertNil(error)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(CNContactStore.authorizationStatus(for: .contacts), .authorized)
        let contacts = try store.unifiedContacts(
            matching: CNContact.predicateForContacts(matchingName: "Appleseed"), keysToFetch: [CNContactGivenNameKey])
        XCTAssertEqual(contacts.count, 0)
    }

    func testNamePredicateMatchesWordPrefixes() {
        let contact = CNMutableContact()
        contact.givenName = "John"
        contact.familyName = "Appleseed"
        XCTAssertTrue(CNContact.predicateForContacts(matchingName: "john apple").evaluate(with: contact))
        XCTAssertFalse(CNContact.predicateForContacts(matchingName: "jane").evaluate(with: contact))
        let email = CNLabeledValue(label: CNLabelWork, value: "john@example.com" as NSString)
        contact.emailAddresses = [email]
        XCTAssertEqual(contact.emailAddresses.first?.value, "john@example.com")
        XCTAssertEqual(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelWork), "work")
    }
}
