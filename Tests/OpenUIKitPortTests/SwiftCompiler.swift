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

    /// Sources/CSQLite/module.modulemap of this checkout.
    static var cSQLiteModuleMap: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CSQLite/module.modulemap")
    }

    static func typecheck(_ files: [URL], languageMode: String) throws -> ProcessOutput {
        let folder = buildFolder
        return try ProcessOutput.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", languageMode,
                "-I", modulesFolder.path,
                // CoreData's SQLite module, which a client finds through its module map as SwiftPM
                // passes it to a package that depends on OpenUIKit.
                "-Xcc", "-fmodule-map-file=" + cSQLiteModuleMap.path,
                "-load-plugin-executable",
                folder.appendingPathComponent("OpenUIKitMacros-tool").path + "#OpenUIKitMacros",
            ]
                + systemLibraryFlags + packageCModuleFlags + files.map(\.path))
    }

    /// The C targets of packages OpenUIKit depends on that a client loads with their Swift
    /// modules (OpenCombine's helpers, under `import Combine`): SwiftPM writes their module maps
    /// into the build folder and passes them to a dependent package's targets.
    static var packageCModuleFlags: [String] {
        ["COpenCombineHelpers"].flatMap { module -> [String] in
            let map = buildFolder.appendingPathComponent("\(module).build/module.modulemap")
            return FileManager.default.fileExists(atPath: map.path) ? ["-Xcc", "-fmodule-map-file=\(map.path)"] : []
        }
    }

    /// The C modules an Apple module imports internally (AVFoundation's GStreamer): a debug build
    /// is made for testing, so a client loads them too, and needs their module maps and headers,
    /// which SwiftPM hands a package's own targets.
    static var systemLibraryFlags: [String] {
        // The build folder is <package>/.build/<triple>/debug.
        let package = buildFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var flags: [String] = []
        for (module, pkgConfig) in [("CGStreamer", "gstreamer-1.0")] {
            let map = package.appendingPathComponent("Sources/\(module)/module.modulemap")
            guard FileManager.default.fileExists(atPath: map.path) else { continue }
            flags += ["-Xcc", "-fmodule-map-file=\(map.path)"]
            let includes = (try? ProcessOutput.run("pkg-config", ["--cflags-only-I", pkgConfig]).output) ?? ""
            for include in includes.split(whereSeparator: { $0.isWhitespace }) { flags += ["-Xcc", String(include)] }
        }
        return flags
    }
}
