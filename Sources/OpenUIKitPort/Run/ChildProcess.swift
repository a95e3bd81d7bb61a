import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A process run to its end or to a deadline, its output to a file or to ours.
struct ChildProcess {
    struct Outcome {
        var status: Int32
        /// The signal that ended it, if one did.
        var signal: Int32?
        /// Killed at the deadline.
        var timedOut: Bool
        var seconds: Double
    }

    var executable: URL
    var arguments: [String] = []
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var currentDirectory: URL?
    /// Where standard output and error go; nil: this process's own.
    var log: URL?

    /// Runs the process; at `timeout` seconds it is killed (SIGKILL) and reported as timed out.
    /// - Throws: when it cannot be started.
    func run(timeout: Double? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        var handle: FileHandle?
        if let log {
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
        }
        defer { try? handle?.close() }
        let start = Date()
        try process.run()
        var timedOut = false
        if let timeout {
            let deadline = start.addingTimeInterval(timeout)
            while process.isRunning {
                if Date() >= deadline {
                    kill(process.processIdentifier, SIGKILL)
                    timedOut = true
                    break
                }
                usleep(20_000)
            }
        }
        process.waitUntilExit()
        let bySignal = process.terminationReason == .uncaughtSignal
        return Outcome(
            status: bySignal ? 128 + process.terminationStatus : process.terminationStatus,
            signal: bySignal ? process.terminationStatus : nil, timedOut: timedOut,
            seconds: Date().timeIntervalSince(start))
    }
}
