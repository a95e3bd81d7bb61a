import ArgumentParser

/// The formats `storyboard lint --reporter` writes.
public enum LintReporter: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// `file:line:column: severity: message [rule]`, as compilers write, for editors and people.
    case text
    /// An array of objects with file, line, column, severity, rule and message.
    case json
    /// Checkstyle XML, which CI servers read: a `<file>` per file linted, an `<error>` per finding.
    case checkstyle
    /// GitHub Actions workflow commands, which annotate the lines of a pull request.
    case github

    /// The report of `diagnostics` over `files`.
    func render(_ diagnostics: [LintDiagnostic], files: [String]) -> String {
        switch self {
        case .text: TextReporter.render(diagnostics)
        case .json: JSONReporter.render(diagnostics)
        case .checkstyle: CheckstyleReporter.render(diagnostics, files: files)
        case .github: GitHubReporter.render(diagnostics)
        }
    }
}
