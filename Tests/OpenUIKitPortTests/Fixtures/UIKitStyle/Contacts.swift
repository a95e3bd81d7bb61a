import Contacts
import UIKit

/// An address card: the address as envelope lines, and a check of the contacts permission.
class AddressCardViewController: UIViewController {
    let addressLabel = UILabel()
    let store = CNContactStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        addressLabel.numberOfLines = 0
        view.addSubview(addressLabel)
        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        address.country = "United States"
        address.isoCountryCode = "us"
        addressLabel.text = CNPostalAddressFormatter.string(from: address, style: .mailingAddress)
    }

    func loadFriends() {
        switch CNContactStore.authorizationStatus(for: .contacts) {
        case .authorized:
            fetchFriends()
        case .notDetermined:
            store.requestAccess(for: .contacts) { granted, error in
                if granted {
                    DispatchQueue.main.async { self.fetchFriends() }
                } else if let error = error {
                    print(error.localizedDescription)
                }
            }
        default:
            break
        }
    }

    func fetchFriends() {
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactEmailAddressesKey] as [CNKeyDescriptor]
        do {
            let contacts = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Appleseed"), keysToFetch: keys)
            let names = contacts.map { "\($0.givenName) \($0.familyName)" }
            let emails = contacts.flatMap { $0.emailAddresses.map { $0.value as String } }
            print(names, emails)
        } catch {
            print("Failed to fetch contacts: \(error)")
        }
    }
}
