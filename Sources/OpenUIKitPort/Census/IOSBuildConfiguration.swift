import SwiftIfConfig
import SwiftSyntax

/// The build an app's sources are read for: an iOS app in the Simulator, built for debugging
/// in Swift 5 mode. A name in an `#if` branch that build leaves out (`#if os(macOS)`,
/// `#if targetEnvironment(macCatalyst)`, `#if canImport(AppKit)`) is not a name the iOS app
/// uses, so the census does not count it.
struct IOSBuildConfiguration: BuildConfiguration {
    /// Apple modules that an iOS build cannot import: the Mac's, the watch's and the TV's own.
    static let unavailableModules: Set<String> = [
        "AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "TVMLKit", "ScreenSaver", "IOKit",
        "CoreServices.Carbon", "Carbon", "Quartz", "OSAKit", "InputMethodKit", "PreferencePanes",
    ]

    private let base = StaticBuildConfiguration(
        customConditions: ["DEBUG"],
        targetOSs: ["iOS", "Darwin"],
        targetArchitectures: ["arm64"],
        targetEnvironments: ["simulator"],
        targetRuntimes: ["_ObjC"],
        targetObjectFileFormats: ["MachO"],
        targetPointerBitWidth: 64,
        targetAtomicBitWidths: [8, 16, 32, 64, 128],
        endianness: .little,
        languageVersion: VersionTuple(5, 10),
        compilerVersion: VersionTuple(6, 0))

    func isCustomConditionSet(name: String) throws -> Bool { base.isCustomConditionSet(name: name) }
    func hasFeature(name: String) throws -> Bool { base.hasFeature(name: name) }
    /// Attributes are all taken as known: `#if hasAttribute(…)` guards newer spellings a current
    /// compiler accepts.
    func hasAttribute(name: String) throws -> Bool { true }
    /// Every module but the other platforms' frameworks: an app's own packages and Apple's iOS
    /// frameworks alike import.
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        !Self.unavailableModules.contains(importPath.map(\.1).joined(separator: "."))
    }
    func isActiveTargetOS(name: String) throws -> Bool { base.isActiveTargetOS(name: name) }
    func isActiveTargetArchitecture(name: String) throws -> Bool { base.isActiveTargetArchitecture(name: name) }
    func isActiveTargetEnvironment(name: String) throws -> Bool { base.isActiveTargetEnvironment(name: name) }
    func isActiveTargetRuntime(name: String) throws -> Bool { base.isActiveTargetRuntime(name: name) }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool {
        base.isActiveTargetPointerAuthentication(name: name)
    }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { base.isActiveTargetObjectFormat(name: name) }
    var targetPointerBitWidth: Int { base.targetPointerBitWidth }
    var targetAtomicBitWidths: [Int] { base.targetAtomicBitWidths }
    var endianness: Endianness { base.endianness }
    var languageVersion: VersionTuple { base.languageVersion }
    var compilerVersion: VersionTuple { base.compilerVersion }
}
