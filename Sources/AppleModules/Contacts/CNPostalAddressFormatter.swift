import Foundation

/// Writes a postal address as the lines of an envelope, in the order the address's country
/// uses: "City State ZIP" in the United States, Canada and Australia, "Postcode City" across
/// continental Europe, the postcode on a line of its own in the United Kingdom.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    /// How the address is laid out.
    public enum Style: Int, Sendable {
        /// The lines of a mailing address.
        case mailingAddress = 0
    }

    /// The layout; only the mailing address exists.
    open var style: Style = .mailingAddress

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `postalAddress` in `style`, lines separated by newlines.
    open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
        lines(of: postalAddress).joined(separator: "\n")
    }

    /// `postalAddress` in this formatter's style, lines separated by newlines; empty fields leave
    /// no blank line.
    open func string(from postalAddress: CNPostalAddress) -> String {
        Self.string(from: postalAddress, style: style)
    }

    /// The same lines as ``string(from:)`` with `attributes` over the whole text.
    open func attributedString(
        from postalAddress: CNPostalAddress, withDefaultAttributes attributes: [AnyHashable: Any] = [:]
    ) -> NSAttributedString {
        var keyed: [NSAttributedString.Key: Any] = [:]
        for (key, value) in attributes {
            if let name = key as? String { keyed[NSAttributedString.Key(name)] = value }
            if let name = key as? NSAttributedString.Key { keyed[name] = value }
        }
        return NSAttributedString(string: string(from: postalAddress), attributes: keyed)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? CNPostalAddress).map { string(from: $0) }
    }

    /// Countries that write the postal code before the city.
    private static let postalCodeFirst: Set<String> = [
        "at", "be", "ch", "cz", "de", "dk", "es", "fi", "fr", "gr", "it", "li", "lu", "nl", "no", "pl", "pt",
        "se",
    ]

    static func lines(of address: CNPostalAddress) -> [String] {
        func joined(_ parts: [String], _ separator: String = " ") -> String {
            parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: separator)
        }
        let code = address.isoCountryCode.lowercased()
        var lines = address.street.split(separator: "\n").map(String.init)
        if !address.subLocality.isEmpty, code == "gb" || code == "jp" { lines.append(address.subLocality) }
        if postalCodeFirst.contains(code) {
            lines.append(joined([address.postalCode, address.city]))
        } else if code == "gb" {
            lines.append(address.city)
            lines.append(address.postalCode)
        } else {
            lines.append(joined([address.city, address.state, address.postalCode]))
        }
        lines.append(address.country)
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
