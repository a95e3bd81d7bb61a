import StoryboardDocument

/// One finding: where, how bad, what, and which rule said so (so it can be configured away).
public struct LintDiagnostic: Hashable, Sendable {
    public var rule: String
    public var severity: StoryboardDiagnostic.Severity
    public var location: SourceLocation
    public var message: String

    public init(rule: String, severity: StoryboardDiagnostic.Severity, location: SourceLocation, message: String) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// Findings in file, line, column and rule order, so every run prints the same text.
    static func ordered(_ lhs: LintDiagnostic, _ rhs: LintDiagnostic) -> Bool {
        (lhs.location.file, lhs.location.line, lhs.location.column, lhs.rule, lhs.message)
            < (rhs.location.file, rhs.location.line, rhs.location.column, rhs.rule, rhs.message)
    }
}

/// Where a rule's findings go while it runs: the linter sets the rule and the severity the
/// configuration gives it, so rules only say where and what.
public struct LintFindings {
    let rule: String
    let severity: StoryboardDiagnostic.Severity
    public private(set) var diagnostics: [LintDiagnostic] = []

    init(rule: String, severity: StoryboardDiagnostic.Severity) {
        self.rule = rule
        self.severity = severity
    }

    mutating func add(_ location: SourceLocation, _ message: String) {
        diagnostics.append(LintDiagnostic(rule: rule, severity: severity, location: location, message: message))
    }
}
