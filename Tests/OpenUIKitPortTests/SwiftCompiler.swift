import Foundation
import TestSupport

/// `swiftc -typecheck` against the modules this test build made, as an outside client of
/// OpenUIKit compiles: its imports, its macros, a language mode of its own.
enum SwiftCompiler {
    /// The build folder holding `Modules/` and the macro plugin: where this target's resource
    /// bundle is.
    static var buildFolder: URL {
        Bundle.module.bundleURL.deletingLastPathComponent()
    }

    /// The modules this test build compiled against: SwiftPM builds tests for the host, into
    /// `Modules-tool`, when the package has macros; `Modules` otherwise.
    static var modulesFolder: URL {
        let tool = buildFolder.appendingPathComponent("Modules-tool")
        return FileManager.default.fileExists(atPath: tool.appendingPathComponent("OpenUIKit.swiftmodule").path)
            ? tool : buildFolder.appendingPathComponent("Modules")
    }

    static func typecheck(_ files: [URL], languageMode: String) throws -> ProcessOutput {
        let folder = buildFolder
        return try ProcessOutput.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", languageMode,
                "-I", modulesFolder.path,
                "-load-plugin-executable",
                folder.appendingPathComponent("OpenUIKitMacros-tool").path + "#OpenUIKitMacros",
            ]
                + files.map(\.path))
    }
}
