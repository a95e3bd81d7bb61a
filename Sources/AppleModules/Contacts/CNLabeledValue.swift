import Foundation

/// A value of a contact with its label ("home", "work"), such as one of its email addresses.
open class CNLabeledValue<ValueType: NSCopying>: NSObject, @unchecked Sendable {
    // @unchecked: immutable once made.
    /// A stable identifier of this labelled value.
    public let identifier: String
    /// The label, such as ``CNLabelHome``.
    public let label: String?
    /// The value.
    public let value: ValueType

    /// A labelled value with a new identifier.
    public init(label: String?, value: ValueType) {
        identifier = UUID().uuidString
        self.label = label
        self.value = value
        super.init()
    }

    /// A copy with another label, keeping the identifier.
    open func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// A copy with another value, keeping the identifier.
    open func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    init(identifier: String, label: String?, value: ValueType) {
        self.identifier = identifier
        self.label = label
        self.value = value
        super.init()
    }

    /// The label in words for people, in English (`_$!<Home>!$_` → "home").
    open class func localizedString(forLabel label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        return String(label.dropFirst(4).dropLast(4)).lowercased()
    }
}

/// The label of a home value.
public let CNLabelHome = "_$!<Home>!$_"
/// The label of a work value.
public let CNLabelWork = "_$!<Work>!$_"
/// The label of a school value.
public let CNLabelSchool = "_$!<School>!$_"
/// The label of any other value.
public let CNLabelOther = "_$!<Other>!$_"
