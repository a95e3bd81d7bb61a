import Foundation

/// Graphviz's `dot` program, found on PATH, laying out DOT text into SVG or PNG. The text and
/// the picture go through files, not pipes, so a large graph cannot fill a pipe and stall.
struct Graphviz {
    /// Why there is no picture.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let executable: URL

    /// `dot` on `path` (PATH's folders), or a failure naming the package to install.
    init(searching path: String? = ProcessInfo.processInfo.environment["PATH"]) throws(Failure) {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                executable = candidate
                return
            }
        }
        throw Failure(
            description: "Graphviz's 'dot' program is not on PATH; install it (Debian: apt-get install graphviz)")
    }

    /// Lays out `dot` into `format` (`svg`, `png`) and returns the bytes.
    func layout(_ dot: String, format: String, workingFolder: URL) throws(Failure) -> Data {
        let input = workingFolder.appendingPathComponent("graph.dot")
        let output = workingFolder.appendingPathComponent("graph.\(format)")
        let errors = workingFolder.appendingPathComponent("dot-errors.txt")
        do {
            try Data(dot.utf8).write(to: input)
            try Data().write(to: errors)
            let process = Process()
            process.executableURL = executable
            process.arguments = ["-T\(format)", "-o", output.path, input.path]
            process.standardError = try FileHandle(forWritingTo: errors)
            process.standardOutput = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let message =
                (try? String(contentsOf: errors, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
                ?? ""
            guard process.terminationStatus == 0 else {
                throw Failure(
                    description: "dot failed (status \(process.terminationStatus))"
                        + (message.isEmpty ? "" : ": \(message)"))
            }
            return try Data(contentsOf: output)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "could not run \(executable.path): \(error)")
        }
    }
}
