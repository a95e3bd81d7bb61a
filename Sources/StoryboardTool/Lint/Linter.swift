import Foundation
import StoryboardDocument

/// Runs the configured rules over decoded inputs: one index per document, then each rule in
/// turn, findings sorted so every run prints the same report. Public for the benchmark.
public struct Linter {
    struct ActiveRule {
        var rule: any LintRule
        var identifier: String
        var severity: StoryboardDiagnostic.Severity
    }

    let rules: [ActiveRule]
    let configuration: LintConfiguration
    /// Problems with the rules' options, as warnings.
    private(set) var problems: [LintDiagnostic] = []

    /// The rules `configuration` turns on, plus `enabled` (or every rule with `enableAll`),
    /// less `disabled`.
    public init(
        configuration: LintConfiguration, enabled: Set<String> = [], disabled: Set<String> = [], enableAll: Bool = false
    ) {
        self.configuration = configuration
        var rules: [ActiveRule] = []
        var problems = configuration.problems
        for type in LintRules.all {
            let description = type.description
            let id = description.identifier
            let on =
                (description.enabledByDefault || enableAll || configuration.enabledRules.contains(id)
                    || enabled.contains(id))
                && !configuration.disabledRules.contains(id) && !disabled.contains(id)
            let options = RuleOptions(
                rule: id, node: configuration.ruleEntries[id], file: configuration.file ?? "",
                baseDirectory: configuration.baseDirectory)
            let severity = options.severity ?? description.severity
            if on { rules.append(ActiveRule(rule: type.init(options: options), identifier: id, severity: severity)) }
            options.reportUnread()
            problems += options.problems
        }
        self.rules = rules
        self.problems = problems
    }

    /// What linting gives: the files looked at, in input order, and every finding.
    public struct Report {
        public var files: [String] = []
        public var diagnostics: [LintDiagnostic] = []
    }

    /// The findings for `inputs`, without the rules that read Swift sources.
    public func lint(_ inputs: StoryboardInputs) -> Report {
        lint(inputs, sources: nil)
    }

    func lint(_ inputs: StoryboardInputs, sources: SwiftSourceIndex?) -> Report {
        var report = Report()
        let wanted = rules.reduce(into: Set<String>()) { $0.formUnion($1.rule.elementsWanted) }
        let active = Dictionary(uniqueKeysWithValues: rules.map { ($0.identifier, $0) })
        for file in inputs.files where configuration.includes(file.path) {
            report.files.append(file.path)
            guard let document = file.document else {
                report.diagnostics += unloaded(file, active: active)
                continue
            }
            let context = LintContext(
                file: file, document: document, index: DocumentIndex(document, elementsWanted: wanted),
                inputs: inputs, sources: sources)
            for active in rules {
                var findings = LintFindings(rule: active.identifier, severity: active.severity)
                active.rule.check(context, &findings)
                report.diagnostics += findings.diagnostics
            }
        }
        report.diagnostics.sort(by: LintDiagnostic.ordered)
        return report
    }

    /// A file with no document: another platform's, or one the decoder could not read.
    private func unloaded(_ file: StoryboardInputs.File, active: [String: ActiveRule]) -> [LintDiagnostic] {
        let errors = file.result.diagnostics.filter { $0.severity == .error }
        if NonIOSDocumentRule.isOtherPlatform(file.url) {
            guard let rule = active[NonIOSDocumentRule.description.identifier], let first = errors.first else {
                return []
            }
            return [
                LintDiagnostic(
                    rule: rule.identifier, severity: rule.severity, location: first.location,
                    message: first.message + "; not linted")
            ]
        }
        guard let rule = active[ParseErrorRule.description.identifier] else { return [] }
        return errors.map {
            LintDiagnostic(rule: rule.identifier, severity: rule.severity, location: $0.location, message: $0.message)
        }
    }
}
