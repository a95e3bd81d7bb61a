import Foundation

/// A set's `Contents.json`: its entries (`images` or `colors`) and `properties`.
struct AssetContents {
    let entries: [[String: Any]]
    let properties: [String: Any]

    /// Nil when the folder has no readable `Contents.json`.
    init?(folder: URL, entriesKey: String = "images") {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return nil }
        entries = object[entriesKey] as? [[String: Any]] ?? []
        properties = object["properties"] as? [String: Any] ?? [:]
    }

    /// An entry's appearance: `.dark` or `.light` for a luminosity appearance, `.unspecified`
    /// for none; nil for appearances not drawn here (high contrast).
    static func style(of entry: [String: Any]) -> UIUserInterfaceStyle? {
        var style = UIUserInterfaceStyle.unspecified
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): style = .dark
            case ("luminosity", "light"): style = .light
            case ("luminosity", _): continue
            default: return nil
            }
        }
        return style
    }

    /// Whether an entry is for every size class and the sRGB gamut, and for a phone, a pad or
    /// any device: the entries drawn here (size-class and wide-gamut variants are left to the
    /// plain ones).
    static func isPlainVariant(_ entry: [String: Any]) -> Bool {
        ["universal", "iphone", "ipad"].contains(entry["idiom"] as? String ?? "universal")
            && entry["width-class"] == nil && entry["height-class"] == nil && entry["subtype"] == nil
            && (entry["display-gamut"] as? String).map { $0 == "sRGB" } ?? true
    }
}
