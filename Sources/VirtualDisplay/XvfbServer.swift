import Foundation

/// An X server of a test's or benchmark's own (Xvfb), so window tests and the window benchmark
/// run the same on a desktop, a headless machine and CI, never on the developer's screen.
/// `make deps` installs it (Debian: xvfb); a machine without it gets that advice as the error.
/// Sendable by hand: its state is set once in `init`, and the process is only asked to stop.
public final class XvfbServer: @unchecked Sendable {
    public let process: Process
    /// ":N", for DISPLAY.
    public let display: String

    /// Makes this server the one SDL (and anything else started from this process) draws on.
    public func becomeDisplay() {
        setenv("DISPLAY", display, 1)
        setenv("SDL_VIDEODRIVER", "x11", 1)
    }

    /// Starts a server with one 1280×1024 24-bit screen on a free display number, which Xvfb
    /// picks itself and writes back (`-displayfd`) once it accepts connections: no guessing
    /// numbers that another server may take, and no waiting loop.
    public init() throws {
        guard let executable = Self.find("Xvfb") else {
            throw Missing(tool: "Xvfb", package: "xvfb")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw Missing(tool: "a running Xvfb", package: "xvfb (it exited before naming its display)")
        }
        self.process = process
        display = ":\(number)"
    }

    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// A tool from PATH, run against this server; returns its standard output. Throws when it
    /// is missing or fails.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String], package: String) throws -> Data {
        let output = Pipe()
        let process = try start(tool, arguments, package: package, output: output)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(command: ([tool] + arguments).joined(separator: " "), status: process.terminationStatus)
        }
        return data
    }

    /// Starts a tool from PATH against this server without waiting for it.
    public func start(_ tool: String, _ arguments: [String], package: String, output: Pipe? = nil) throws -> Process {
        guard let executable = Self.find(tool) else { throw Missing(tool: tool, package: package) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = output ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// xdotool against this server (XTest: input the server treats as a device's).
    @discardableResult
    public func xdotool(_ arguments: String...) throws -> String {
        try xdotool(arguments)
    }

    @discardableResult
    public func xdotool(_ arguments: [String]) throws -> String {
        String(decoding: try run("xdotool", arguments, package: "xdotool"), as: UTF8.self)
    }

    /// The X window of the mapped window titled `title` (SDL maps a window before it returns it).
    public func windowID(titled title: String) throws -> String {
        try xdotool("search", "--sync", "--onlyvisible", "--name", title).split(separator: "\n").first.map(String.init)
            ?? ""
    }

    public static func find(_ tool: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    public struct Missing: Error, CustomStringConvertible {
        public let tool: String, package: String
        public var description: String {
            "\(tool) is not installed: `make deps` installs it (Debian package \(package))"
        }
    }

    public struct Failed: Error, CustomStringConvertible {
        public let command: String, status: Int32
        public var description: String { "`\(command)` failed with status \(status)" }
    }
}
