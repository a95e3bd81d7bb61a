import Foundation
import StoryboardDocument

/// The Info.plist a ported app reads at launch: the target's file, with Xcode's generated keys
/// (`INFOPLIST_KEY_*` build settings) merged in and `$(…)` build settings expanded, as Xcode
/// writes it into the app bundle.
enum InfoPlistBuilder {
    /// Keys whose generated value is a list (Xcode writes them space-separated).
    private static let listKeys: Set<String> = [
        "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities", "UIBackgroundModes",
    ]

    /// - Throws: `PortDiagnostic` when the target's Info.plist is not a property list dictionary.
    static func build(for target: XcodeTarget) throws -> [String: Any] {
        var dictionary: [String: Any] = [:]
        if let url = target.infoPlist {
            do {
                let data = try Data(contentsOf: url)
                guard let plist = try PropertyListFile.propertyList(from: data) as? [String: Any] else {
                    throw PortDiagnostic(file: url.path, "the Info.plist's top level is not a dictionary")
                }
                dictionary = plist
            } catch let diagnostic as PortDiagnostic {
                throw diagnostic
            } catch {
                throw PortDiagnostic(file: url.path, "the Info.plist cannot be read: \(error.localizedDescription)")
            }
        }
        for (key, value) in target.settings where key.hasPrefix("INFOPLIST_KEY_") {
            var name = String(key.dropFirst("INFOPLIST_KEY_".count))
            if name.hasSuffix("_iPhone") { name = String(name.dropLast(7)) + "~iphone" }
            if name.hasSuffix("_iPad") { name = String(name.dropLast(5)) + "~ipad" }
            if name == "UIApplicationSceneManifest_Generation" {
                if value == "YES", dictionary["UIApplicationSceneManifest"] == nil {
                    dictionary["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false]
                }
                continue
            }
            guard dictionary[name] == nil else { continue }
            let base = name.split(separator: "~").first.map(String.init) ?? name
            if listKeys.contains(base) {
                dictionary[name] = value.split(separator: " ").map(String.init)
            } else if value == "YES" || value == "NO" {
                dictionary[name] = value == "YES"
            } else {
                dictionary[name] = value
            }
        }
        var values = target.settings
        values["PRODUCT_MODULE_NAME"] = target.moduleName
        values["EXECUTABLE_NAME"] = target.moduleName
        values["PRODUCT_NAME"] =
            values["PRODUCT_NAME"].map { BuildSettingExpansion.expand($0, ["TARGET_NAME": target.name]) } ?? target.name
        values["TARGET_NAME"] = target.name
        values["DEVELOPMENT_LANGUAGE"] = values["DEVELOPMENT_LANGUAGE"] ?? "en"
        values["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "APPL"
        dictionary["CFBundleExecutable"] = dictionary["CFBundleExecutable"] ?? target.moduleName
        return expand(dictionary, values) as? [String: Any] ?? dictionary
    }

    private static func expand(_ value: Any, _ values: [String: String]) -> Any {
        switch value {
        case let string as String: return BuildSettingExpansion.expand(string, values)
        case let array as [Any]: return array.map { expand($0, values) }
        case let dictionary as [String: Any]: return dictionary.mapValues { expand($0, values) }
        default: return value
        }
    }

    static func xmlData(_ dictionary: [String: Any]) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
    }
}
