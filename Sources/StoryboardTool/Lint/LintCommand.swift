import ArgumentParser
import Foundation
import StoryboardDocument

/// `storyboard lint`: IBLinter's rules and ours over storyboards and xibs, configured by
/// `.storyboard-lint.yml`, reported as text, JSON, Checkstyle or GitHub annotations.
public struct LintCommand: ToolCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check storyboards and xibs against IBLinter's rules and the project's own.",
        discussion: """
            Rules that state a house style are off until enabled (in .storyboard-lint.yml or with \
            --enable); --list-rules shows each rule, whether it is on by default, and its options. \
            Rules that compare documents with the app's code (outlets, actions, unwind actions, \
            custom containers' relationships) need --sources.

            Configuration: .storyboard-lint.yml in the current folder, or --config FILE. Keys: \
            enabled_rules (or opt_in_rules), disabled_rules, included, excluded (paths relative to \
            the file; * and ** globs), and one entry per rule for its options and severity \
            (misplaced: {severity: error}). Unknown keys and rule names are warnings.

            Exit status: 0 without errors (warnings allowed, unless --strict), 1 with errors, 2 when \
            the configuration cannot be read, 64 for a usage error.
            """)

    @Argument(help: "Storyboard or xib files, folders searched below, or bundles.")
    public var paths: [String] = []

    @Flag(help: "File names are paths joined by '__', as in the shared corpus.")
    public var flattened = false

    @Option(help: "The configuration file (default: ./.storyboard-lint.yml when it exists).")
    public var config: String?

    @Option(help: "How to write findings: text, json, checkstyle or github.")
    public var reporter: LintReporter = .text

    @Option(name: .customLong("sources"), help: "A folder (or file) of the app's Swift sources; repeatable.")
    public var sources: [String] = []

    @Option(name: .customLong("enable"), help: "Also run this rule; repeatable.")
    public var enabledRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule; repeatable.")
    public var disabledRules: [String] = []

    @Flag(help: "Run every rule, whatever the configuration enables.")
    public var enableAll = false

    @Flag(help: "Exit with status 1 on warnings too.")
    public var strict = false

    @Flag(help: "List the rules and exit.")
    public var listRules = false

    public init() {}

    public func validate() throws {
        if paths.isEmpty && !listRules { throw ValidationError("Give at least one storyboard, xib, folder or bundle.") }
        let known = LintRules.identifiers
        for rule in enabledRules + disabledRules where !known.contains(rule) {
            throw ValidationError("There is no rule '\(rule)'; --list-rules lists them.")
        }
    }

    public func execute(_ output: inout ToolOutput) throws -> Int32 {
        if listRules {
            output.print(Self.ruleList())
            return 0
        }
        let configuration: LintConfiguration
        do {
            configuration = try loadConfiguration()
        } catch {
            output.warn(TextReporter.line(error.diagnostic))
            return 2
        }
        var inputOptions = InputOptions()
        inputOptions.paths = paths
        inputOptions.flattened = flattened
        let inputs = try inputOptions.load()
        var sourceIndex: SwiftSourceIndex?
        if !sources.isEmpty {
            do { sourceIndex = try SwiftSourceIndex(paths: sources) } catch { throw ValidationError(error.description) }
        }
        let linter = Linter(
            configuration: configuration, enabled: Set(enabledRules), disabled: Set(disabledRules), enableAll: enableAll
        )
        let report = linter.lint(inputs, sources: sourceIndex)
        let diagnostics = (linter.problems + report.diagnostics).sorted(by: LintDiagnostic.ordered)
        let rendered = reporter.render(diagnostics, files: report.files)
        if !rendered.isEmpty { output.print(rendered) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        output.warn(
            "storyboard lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(report.files.count) file\(report.files.count == 1 ? "" : "s")"
        )
        return errors > 0 || (strict && warnings > 0) ? 1 : 0
    }

    private func loadConfiguration() throws(LintConfiguration.Failure) -> LintConfiguration {
        let path: String
        if let config {
            path = config
        } else {
            path = LintConfiguration.defaultFileName
            guard FileManager.default.fileExists(atPath: path) else { return LintConfiguration() }
        }
        return try LintConfiguration.load(
            URL(fileURLWithPath: path).standardizedFileURL, knownRules: LintRules.identifiers)
    }

    /// Each rule: identifier, default state, severity, summary and options.
    static func ruleList() -> String {
        var lines: [String] = []
        let width = LintRules.all.map { $0.description.identifier.count }.max() ?? 0
        for type in LintRules.all {
            let rule = type.description
            var state = rule.enabledByDefault ? "on " : "off"
            if rule.needsSources { state += " (with --sources)" }
            lines.append(
                rule.identifier.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + state.padding(toLength: 21, withPad: " ", startingAt: 0)
                    + rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary)
            for (option, text) in rule.options.sorted(by: { $0.key < $1.key }) {
                lines.append(String(repeating: " ", count: width + 2) + "option \(option): \(text)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
