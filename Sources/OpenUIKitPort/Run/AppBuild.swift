import Foundation

/// Where `openuikit run` keeps ported apps and their one shared build: every app's package
/// builds into the same scratch folder, so OpenUIKit and its dependencies are compiled once per
/// machine and each further app compiles only its own files.
struct AppCache {
    var root: URL

    /// `$OPENUIKIT_CACHE`, else `$XDG_CACHE_HOME/openuikit`, else `~/.cache/openuikit`.
    static var standard: AppCache {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["OPENUIKIT_CACHE"], !path.isEmpty {
            return AppCache(root: URL(fileURLWithPath: path))
        }
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return AppCache(root: base.appendingPathComponent("openuikit"))
    }

    var scratch: URL { root.appendingPathComponent("build") }

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
        try FileManager.default.createDirectory(at: cache.scratch, withIntermediateDirectories: true)
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
