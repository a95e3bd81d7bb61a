import Foundation

/// One `name.colorset` of an asset catalog: a colour for any appearance and, when the set has
/// one, a dark one, which makes the colour dynamic as UIKit's named colours are. Components are
/// read in every form Xcode writes them (`"0.800"`, `"0xCC"`, `"204"`); Display P3 colours are
/// converted to extended sRGB; references to system colours (`systemBlueColor`) resolve to
/// them.
enum AssetColorSet {
    /// Nil when the set has no readable colour (reported).
    static func color(in folder: URL, name: String) -> UIColor? {
        guard let contents = AssetContents(folder: folder, entriesKey: "colors") else {
            UIKitDiagnostics.reportFromAnyThread(
                UIKitDiagnostic.warning,
                "The colour set '\(name)' (\(folder.path)) has no readable Contents.json; it is skipped.")
            return nil
        }
        var light: UIColor?
        var dark: UIColor?
        for entry in contents.entries
        where AssetContents.isPlainVariant(entry) && (entry["idiom"] as? String ?? "universal") != "ipad" {
            guard let style = AssetContents.style(of: entry), let value = entry["color"] as? [String: Any],
                let color = color(value)
            else { continue }
            switch style {
            case .dark: dark = dark ?? color
            case .light: light = color
            default: light = light ?? color
            }
        }
        guard let light = light ?? dark else {
            UIKitDiagnostics.reportFromAnyThread(
                UIKitDiagnostic.warning,
                "The colour set '\(name)' has no colour this runtime can read; it is skipped.")
            return nil
        }
        guard let dark else { return light }
        let lightValue = light.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let darkValue = dark.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        return UIColor(storage: lightValue.cgColor, darkVariant: darkValue == lightValue ? nil : darkValue)
    }

    /// `{"color-space": "srgb", "components": {…}}` or `{"reference": "systemBlueColor"}`.
    private static func color(_ value: [String: Any]) -> UIColor? {
        if let reference = value["reference"] as? String {
            guard Thread.isMainThread else { return nil }
            return MainActor.assumeIsolated { StoryboardColors.systemColor(named: reference) }
        }
        guard let components = value["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? { number(components[key], isAlpha: key == "alpha") }
        let alpha = component("alpha") ?? 1
        switch value["color-space"] as? String ?? "srgb" {
        case "gray-gamma-22", "extended-gray":
            guard let white = component("white") else { return nil }
            return UIColor(white: white, alpha: alpha)
        case "display-p3":
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
                return nil
            }
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        default:  // srgb, extended-srgb, and the linear spaces read as if they were sRGB
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
                return nil
            }
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// A component as Xcode writes it: a fraction with a point (`"0.800"`), a hexadecimal byte
    /// (`"0xCC"`) or a decimal byte (`"204"`); alpha's `"1"` is a fraction. Numbers (not
    /// strings) are fractions.
    private static func number(_ value: Any?, isAlpha: Bool) -> CGFloat? {
        if let number = value as? NSNumber, !(value is String) {
            let double = number.doubleValue
            return double.isFinite ? CGFloat(double) : nil
        }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
            return CGFloat(byte) / 255
        }
        guard let double = Double(text), double.isFinite else { return nil }
        if text.contains(".") || text.contains("e") || isAlpha { return CGFloat(double) }
        return CGFloat(double) / 255
    }
}
