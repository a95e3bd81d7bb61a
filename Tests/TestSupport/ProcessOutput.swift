import Foundation

/// How a tool a test ran ended, and everything it printed (standard output and error together,
/// in the order it wrote them).
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var output: String

    /// Runs `executable` with `arguments` to its end. A tool named without a path (`"clang"`) is
    /// looked for as `tool(named:)` finds it.
    public static func run(_ executable: String, _ arguments: [String]) throws -> ProcessOutput {
        let process = Process()
        process.executableURL =
            executable.contains("/") ? URL(fileURLWithPath: executable) : try tool(named: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a tool that fills the pipe would otherwise never end.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// A tool on the `PATH`, or in the Swift toolchain's usual place when a test runner was started
    /// with a shorter `PATH`.
    public static func tool(named name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CocoaError(
            .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no \(name) on the PATH or in /opt/swift/usr/bin"])
    }

    /// The lines a compiler printed as errors.
    public var errors: [String] { output.split(separator: "\n").filter { $0.contains(": error:") }.map(String.init) }
    /// The lines a compiler printed as warnings.
    public var warnings: [String] {
        output.split(separator: "\n").filter { $0.contains(": warning:") }.map(String.init)
    }
}
