import Foundation

/// A text measurer whose font system can list its fonts adopts this, so the font picker offers
/// what is installed; without one it offers the families `UIFont` knows.
public protocol FontFamilyListing: AnyObject, Sendable {
    /// The installed font families, by name.
    func fontFamilyNames() -> [String]
}

/// The families a font picker offers, and their faces.
enum FontFamilies {
    /// The families of the installed measurer when it lists them, else the known ones, sorted.
    static var available: [String] {
        if let listing = TextMeasurement.measurer as? any FontFamilyListing {
            let names = listing.fontFamilyNames()
            if !names.isEmpty { return Array(Set(names)).sorted() }
        }
        return known
    }

    /// The system families and the classic ones iOS apps name.
    static let known = [
        "American Typewriter", "Avenir", "Avenir Next", "Courier", "Courier New", "Georgia", "Gill Sans", "Helvetica",
        "Helvetica Neue", "Menlo", "Palatino", "Times New Roman", "Trebuchet MS", "Verdana",
    ]

    /// The faces offered for every family.
    static func faces(of family: String) -> [String] { ["Regular", "Italic", "Bold", "Bold Italic"] }

    /// The languages a family covers: the Latin-script ones, for every family here.
    static func languages(of family: String) -> [String] {
        ["en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "la"]
    }

    static func traits(ofFace face: String) -> UIFontDescriptor.SymbolicTraits {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if face.contains("Bold") { traits.insert(.traitBold) }
        if face.contains("Italic") { traits.insert(.traitItalic) }
        return traits
    }
}
