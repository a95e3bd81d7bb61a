import Foundation

/// The build settings of an Xcode target that change what its Swift code means, as a package
/// target's `swiftSettings`: its language version (`SWIFT_VERSION`, per target as Xcode has it)
/// and its compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in
/// `OTHER_SWIFT_FLAGS`), so `#if STAGING` takes the branch it takes in Xcode.
///
/// Xcode 26's concurrency settings come along too: `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`
/// (the compiler's `-default-isolation`) and `SWIFT_APPROACHABLE_CONCURRENCY`, the upcoming
/// features Xcode turns on for it, so a `@MainActor` type's conformance to a plain protocol
/// compiles as it does in Xcode.
///
/// `DEBUG` is left to SwiftPM, which defines it in debug builds only, as Xcode's Debug
/// configuration does; `$(inherited)` and other references that are not a plain name are
/// dropped.
struct TargetSettings {
    var mode: LanguageMode
    var conditions: [String]
    /// Upcoming features the target's settings turn on.
    var upcomingFeatures: [String] = []
    /// `MainActor` when the target's code is main-actor isolated unless it says otherwise.
    var defaultIsolation: String?

    /// What `SWIFT_APPROACHABLE_CONCURRENCY = YES` turns on; the first three are part of the
    /// Swift 6 language mode already.
    static let approachableConcurrency = [
        "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures",
        "InferIsolatedConformances", "NonisolatedNonsendingByDefault",
    ]

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
        if settings["SWIFT_APPROACHABLE_CONCURRENCY"] == "YES" {
            upcomingFeatures = Self.approachableConcurrency.filter {
                mode.manifestName != ".v6" || !Self.approachableConcurrency.prefix(3).contains($0)
            }
        }
        if settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor" { defaultIsolation = "MainActor" }
    }

    /// The `swiftSettings` expressions: the language mode, then each condition.
    var swiftSettings: [String] {
        [".swiftLanguageMode(\(mode.manifestName))"] + conditions.map { ".define(\(literal($0)))" }
            + upcomingFeatures.map { ".enableUpcomingFeature(\(literal($0)))" }
            + (defaultIsolation.map { [#".unsafeFlags(["-default-isolation", "\#($0)"])"#] } ?? [])
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
