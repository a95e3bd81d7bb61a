import Foundation
import OpenUIKitContracts

/// Where `openuikit run` keeps ported apps and their one shared build: every app's package
/// builds into the same scratch folder, so OpenUIKit and its dependencies are compiled once per
/// machine and each further app compiles only its own files.
struct AppCache {
    var root: URL

    /// `$OPENUIKIT_CACHE`, else `$XDG_CACHE_HOME/openuikit`, else `~/.cache/openuikit`.
    static var standard: AppCache {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[.cache], !path.isEmpty {
            return AppCache(root: URL(fileURLWithPath: path))
        }
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return AppCache(root: base.appendingPathComponent("openuikit"))
    }

    var scratch: URL { root.appendingPathComponent("build") }

    /// Makes the scratch folder ready for a build of `package`. SwiftPM plans a build again only
    /// when the files of the package it last planned change, so another app's package in the
    /// same folder would get that plan, without its own targets ("No target named … in build
    /// description"). Dropping the plan (llbuild's manifest) when the package differs makes it
    /// plan anew; what was compiled stays.
    func prepareScratch(toBuild package: URL) throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let marker = scratch.appendingPathComponent("openuikit-planned-package")
        let path = package.standardizedFileURL.path
        guard (try? String(contentsOf: marker, encoding: .utf8)) != path else { return }
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug.yaml"))
        try path.write(to: marker, atomically: true, encoding: .utf8)
    }

    /// The package folder for a project: its name and a short hash of its path, so two
    /// checkouts of one app do not overwrite each other.
    func packageFolder(for project: URL) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in project.standardizedFileURL.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = project.deletingPathExtension().lastPathComponent
        return root.appendingPathComponent("apps").appendingPathComponent(
            "\(name)-\(String(hash & 0xffff_ffff, radix: 16))")
    }
}

/// `swift build` of a ported package in the shared scratch folder.
struct AppBuild {
    var package: URL
    var product: String
    var cache: AppCache

    var executable: URL { cache.scratch.appendingPathComponent("debug").appendingPathComponent(product) }

    /// Builds; the compiler's output goes to `log`. Returns whether it succeeded.
    func run(log: URL) throws -> ChildProcess.Outcome {
        try cache.prepareScratch(toBuild: package)
        return try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "swift", "build", "--package-path", package.path, "--scratch-path", cache.scratch.path,
                "--product", product,
            ],
            log: log
        ).run()
    }
}
