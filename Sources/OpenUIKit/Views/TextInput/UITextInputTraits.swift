import Foundation

/// What a text input asks of the keyboard: its layout, capitalization, correction, the return
/// key's title, secure entry, the kind of content. There is no software keyboard on a Linux
/// desktop, so these are kept for the app to read back (and for storyboards to set) and only
/// `isSecureTextEntry` changes what a text field does: it draws bullets and refuses copying.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When the keyboard turns on Shift by itself; stored, as no software keyboard capitalizes here.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether typing is autocorrected; stored, as nothing corrects text here.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether misspellings are marked; stored, as nothing checks spelling here.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether straight quotes become curly ones as you type; stored, as typed quotes are kept here.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether double hyphens become dashes as you type; stored, as typed hyphens are kept here.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether pasting and deleting adjust the spaces around words; stored, as nothing adjusts them here.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// The software keyboard's layout (numbers, email, URL); stored, as the hardware keyboard types everything.
    var keyboardType: UIKeyboardType { get set }
    /// Whether the software keyboard is light or dark; stored, as no software keyboard is drawn here.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the software keyboard's return key; stored, as return keeps its behaviour whatever the title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether return is disabled while the text is empty; stored, as return always works here.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is a password: a text field draws bullets for it and refuses to copy or cut it.
    var isSecureTextEntry: Bool { get set }
    /// What the text is (a name, an email, a one-time code), for autofill; stored, as nothing autofills here.
    var textContentType: UITextContentType! { get set }
}

/// When the keyboard capitalizes as you type.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never capitalize.
    case none = 0
    /// Capitalize the first letter of each word.
    case words
    /// Capitalize the first letter of each sentence.
    case sentences
    /// Capitalize every letter.
    case allCharacters
}

/// Whether autocorrection is on.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice for the input.
    case `default` = 0
    /// Autocorrection is off.
    case no
    /// Autocorrection is on.
    case yes
}

/// Whether spell checking is on.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice, which follows autocorrection.
    case `default` = 0
    /// Spell checking is off.
    case no
    /// Spell checking is on.
    case yes
}

/// Whether smart quotes are on.
public enum UITextSmartQuotesType: Int, Sendable {
    /// The system's choice for the input.
    case `default` = 0
    /// Smart quotes are off.
    case no
    /// Smart quotes are on.
    case yes
}

/// Whether smart dashes are on.
public enum UITextSmartDashesType: Int, Sendable {
    /// The system's choice for the input.
    case `default` = 0
    /// Smart dashes are off.
    case no
    /// Smart dashes are on.
    case yes
}

/// Whether smart insert and delete are on.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The system's choice for the input.
    case `default` = 0
    /// Smart insert and delete are off.
    case no
    /// Smart insert and delete are on.
    case yes
}

/// Which software keyboard layout a text input wants.
public enum UIKeyboardType: Int, Sendable {
    /// The keyboard for the current input method.
    case `default` = 0
    /// A keyboard that types ASCII characters.
    case asciiCapable
    /// The numbers and punctuation keyboard.
    case numbersAndPunctuation
    /// A keyboard for URLs, with `.`, `/` and `.com` keys.
    case URL
    /// A number pad with the digits 0 to 9.
    case numberPad
    /// A telephone keypad, with `*` and `#`.
    case phonePad
    /// A keyboard for a name or a phone number.
    case namePhonePad
    /// A keyboard for email addresses, with `@` and `.` keys.
    case emailAddress
    /// A number pad with a decimal point.
    case decimalPad
    /// A keyboard with `@` and `#` keys, for social posts.
    case twitter
    /// A keyboard for search terms and URLs, with a Go key.
    case webSearch
    /// A number pad that types only ASCII digits.
    case asciiCapableNumberPad
    /// The ASCII keyboard; the same as `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The software keyboard's color scheme.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's appearance for the input.
    case `default` = 0
    /// A dark keyboard.
    case dark
    /// A light keyboard.
    case light
    /// The keyboard for an alert; the same as `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title the software keyboard's return key shows.
public enum UIReturnKeyType: Int, Sendable {
    /// The return key reads Return.
    case `default` = 0
    /// The return key reads Go.
    case go
    /// The return key reads Google, for a search field.
    case google
    /// The return key reads Join.
    case join
    /// The return key reads Next.
    case next
    /// The return key reads Route.
    case route
    /// The return key reads Search.
    case search
    /// The return key reads Send.
    case send
    /// The return key reads Yahoo, for a search field.
    case yahoo
    /// The return key reads Done.
    case done
    /// The return key reads Emergency Call.
    case emergencyCall
    /// The return key reads Continue.
    case `continue`
}

/// The kind of content a text input expects, for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType("name")
    /// A title before a name, such as Dr.
    public static let namePrefix = UITextContentType("honorific-prefix")
    /// A given (first) name.
    public static let givenName = UITextContentType("given-name")
    /// A middle name.
    public static let middleName = UITextContentType("additional-name")
    /// A family (last) name.
    public static let familyName = UITextContentType("family-name")
    /// A suffix after a name, such as Jr.
    public static let nameSuffix = UITextContentType("honorific-suffix")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("organization-title")
    /// An organization's name.
    public static let organizationName = UITextContentType("organization")
    /// A place: an address or a point of interest.
    public static let location = UITextContentType("location")
    /// A complete street address.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType("address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType("address-line2")
    /// A city.
    public static let addressCity = UITextContentType("address-level2")
    /// A state or province.
    public static let addressState = UITextContentType("address-level1")
    /// A city with its state or province.
    public static let addressCityAndState = UITextContentType("address-level1+2")
    /// A part of a city, such as a district.
    public static let sublocality = UITextContentType("address-level3")
    /// A country's name.
    public static let countryName = UITextContentType("country-name")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// An account's user name.
    public static let username = UITextContentType("username")
    /// An account's password.
    public static let password = UITextContentType("password")
    /// A new password being chosen.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code, such as one sent by text message.
    public static let oneTimeCode = UITextContentType("one-time-code")
}
