import Foundation

/// The build settings of an Xcode target that change what its Swift code means, as a package
/// target's `swiftSettings`: its language version (`SWIFT_VERSION`, per target as Xcode has it)
/// and its compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in
/// `OTHER_SWIFT_FLAGS`), so `#if STAGING` takes the branch it takes in Xcode.
///
/// `DEBUG` is left to SwiftPM, which defines it in debug builds only, as Xcode's Debug
/// configuration does; `$(inherited)` and other references that are not a plain name are
/// dropped.
struct TargetSettings {
    var mode: LanguageMode
    var conditions: [String]

    init(_ settings: [String: String]) {
        mode = LanguageMode(swiftVersion: settings["SWIFT_VERSION"])
        var conditions: [String] = []
        func add(_ name: some StringProtocol) {
            let name = String(name)
            guard name != "DEBUG", Self.isPlainName(name), !conditions.contains(name) else { return }
            conditions.append(name)
        }
        for word in Self.words(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]) { add(word) }
        let flags = Self.words(settings["OTHER_SWIFT_FLAGS"])
        for (index, flag) in flags.enumerated() {
            if flag == "-D", index + 1 < flags.count {
                add(flags[index + 1])
            } else if flag.hasPrefix("-D"), flag.count > 2 {
                add(flag.dropFirst(2))
            }
        }
        self.conditions = conditions
    }

    /// The `swiftSettings` expressions: the language mode, then each condition.
    var swiftSettings: [String] {
        [".swiftLanguageMode(\(mode.manifestName))"] + conditions.map { ".define(\(literal($0)))" }
            + [PackageManifest.foundationAsOnIOS]
    }

    private static func words(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
            String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
    }

    private static func isPlainName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
