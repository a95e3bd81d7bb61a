import Foundation

/// Sorts and sections a table's rows by the first letter of a string of each (iOS 3), with the
/// titles of the table's section index. Objective-C names the string by a selector; Linux has no
/// runtime to send it, so the string is read, in this order, from a `String` or `NSString` object
/// itself, from a stored property whose name is the selector's (`"name"` or `"name:"`), found by
/// reflection, or from the object's description. The sections are the Latin alphabet, A to Z,
/// then "#" for anything else, whatever the locale; UIKit has its own for Japanese, Chinese,
/// Cyrillic and other scripts.
@preconcurrency @MainActor
open class UILocalizedIndexedCollation: NSObject {
    static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    /// The section of whatever does not start with a letter.
    static let otherTitle = "#"

    private let locale: Locale

    init(locale: Locale) {
        self.locale = locale
        super.init()
    }

    /// The collation of the current locale. UIKit returns `Self`; this returns the class.
    open class func current() -> UILocalizedIndexedCollation {
        UILocalizedIndexedCollation(locale: .current)
    }

    /// The sections' titles: A to Z, then "#".
    open var sectionTitles: [String] { Self.letters + [Self.otherTitle] }

    /// The titles of the table's section index: the same as the sections'.
    open var sectionIndexTitles: [String] { sectionTitles }

    /// The section an index title stands for; the same index here, where every section has an
    /// index title.
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        min(max(0, indexTitleIndex), sectionTitles.count - 1)
    }

    /// The section of `object`: the letter its string starts with, accents and case set aside,
    /// or "#".
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        let string = Self.collationString(of: object, selector: selector)
        guard let first = string.first else { return sectionTitles.count - 1 }
        let folded = String(first).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: locale)
            .uppercased()
        return Self.letters.firstIndex(of: folded) ?? sectionTitles.count - 1
    }

    /// The objects sorted by their strings, as the locale orders them (accents and case set aside
    /// as Finder does).
    /// - Complexity: O(n log n) comparisons.
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let keyed = array.map { (object: $0, key: Self.collationString(of: $0, selector: selector)) }
        return keyed.sorted {
            $0.key.compare($1.key, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: locale)
                == .orderedAscending
        }
        .map(\.object)
    }

    /// The string an object is collated by (see the type's summary).
    static func collationString(of object: Any, selector: Selector) -> String {
        if let string = object as? String { return string }
        if let string = object as? NSString { return string as String }
        let name = selector.description.hasSuffix(":") ? String(selector.description.dropLast()) : selector.description
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == name || child.label == "_" + name {
                if let string = child.value as? String { return string }
                if let string = child.value as? NSString { return string as String }
                if let optional = child.value as? String?, let string = optional { return string }
            }
            mirror = current.superclassMirror
        }
        return String(describing: object)
    }
}
