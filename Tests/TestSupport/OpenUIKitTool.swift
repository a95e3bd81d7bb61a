import Foundation

/// The `openuikit` command as a test runs it: the executable this checkout's build made
/// (`swift build --build-tests` builds it with the tests), with ported apps building into one
/// shared cache (`.build/openuikit-apps`), so OpenUIKit is compiled once for every app a run
/// ports, in `make test` and `make test-corpus` alike.
public enum OpenUIKitTool {
    /// The checkout these tests belong to.
    public static var checkout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The `openuikit` the same build made: beside the test bundle, so a sanitized build's tests
    /// (in `.build-asan`, `.build-tsan`) run its own; `.build/debug` when run otherwise.
    public static var executable: URL {
        let besideTests = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent().appendingPathComponent("openuikit")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return checkout.appendingPathComponent(".build/debug/openuikit")
    }
    public static var cache: URL { checkout.appendingPathComponent(".build/openuikit-apps") }

    /// An empty folder in the shared cache for one test's output: `group` (the test class's
    /// folder) and the test's name, letters only.
    public static func scratch(_ group: String, _ name: String) throws -> URL {
        let folder = cache.appendingPathComponent(group).appendingPathComponent(name.filter { $0.isLetter })
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `openuikit` with `arguments`, not started yet, building into the shared cache.
    public static func process(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["OPENUIKIT_CACHE"] = cache.path
        process.environment = environment
        return process
    }

    /// Runs `openuikit` with `arguments`, its output into `log`; its exit status.
    public static func run(_ arguments: [String], log: URL) throws -> Int32 {
        let process = process(arguments)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return process.terminationStatus
    }
}
