import ArgumentParser

/// `storyboard`: lint, graph, render, trace, generate and dump Interface Builder storyboards.
public struct StoryboardCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Lint, graph, render, trace and generate code for Interface Builder storyboards.",
        discussion:
            "Every subcommand takes storyboards, xibs, folders or bundles; storyboard references resolve among the files of one bundle.",
        subcommands: [
            DumpCommand.self, LintCommand.self, GraphCommand.self, RenderCommand.self, TraceCommand.self,
            GenerateCommand.self,
        ]
    )

    public init() {}

    /// What running the command with `arguments` printed and returned, in-process.
    public struct Result {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// Runs `storyboard <arguments>` as the executable would, capturing its output.
    public static func run(_ arguments: [String]) -> Result {
        var output = ToolOutput.captured
        do {
            let command = try parseAsRoot(arguments)
            if let tool = command as? any ToolCommand {
                let status = try tool.execute(&output)
                return Result(
                    status: status, standardOutput: output.standardOutput, standardError: output.standardError)
            }
            return Result(status: 0, standardOutput: helpMessage(for: type(of: command)), standardError: "")
        } catch {
            let status = exitCode(for: error).rawValue
            let message = fullMessage(for: error)
            return Result(
                status: status,
                standardOutput: output.standardOutput + (status == 0 ? message + "\n" : ""),
                standardError: output.standardError + (status == 0 ? "" : message + "\n"))
        }
    }
}
