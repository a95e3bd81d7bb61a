import Foundation
import StoryboardDocument

/// Where a subcommand's text goes: standard output and standard error, or two strings when a
/// test runs the command in-process.
public struct ToolOutput {
    private let capturing: Bool
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""

    /// Writes straight to the process's streams.
    public static var process: ToolOutput { ToolOutput(capturing: false) }
    /// Keeps what is written.
    public static var captured: ToolOutput { ToolOutput(capturing: true) }

    private init(capturing: Bool) {
        self.capturing = capturing
    }

    /// A line (or lines) of the command's result.
    public mutating func print(_ text: String, terminator: String = "\n") {
        if capturing {
            standardOutput += text + terminator
        } else {
            FileHandle.standardOutput.write(Data((text + terminator).utf8))
        }
    }

    /// A message about the run rather than its result.
    public mutating func warn(_ text: String) {
        if capturing { standardError += text + "\n" } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    /// A decoder's findings, one a line at its `file:line:column`, as every command prints them.
    public mutating func warn(_ diagnostics: some Sequence<StoryboardDiagnostic>) {
        for diagnostic in diagnostics { warn(diagnostic.description) }
    }
}
