import ArgumentParser

/// A subcommand whose work can run in-process: it writes to a `ToolOutput` and returns its exit
/// status, so tests see exactly what a shell would.
public protocol ToolCommand: ParsableCommand {
    func execute(_ output: inout ToolOutput) throws -> Int32
}

extension ToolCommand {
    public func run() throws {
        var output = ToolOutput.process
        let status = try execute(&output)
        if status != 0 { throw ExitCode(status) }
    }
}
