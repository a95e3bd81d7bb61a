import Foundation

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`, which
/// the runner turns into annotations on the lines of a pull request.
enum GitHubReporter {
    static func render(_ diagnostics: [LintDiagnostic]) -> String {
        diagnostics.map { diagnostic in
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let location = diagnostic.location
            return "::\(command) file=\(property(location.file)),line=\(location.line),col=\(location.column),"
                + "title=\(property(diagnostic.rule))::\(data(diagnostic.message))"
        }.joined(separator: "\n")
    }

    /// A message: `%`, carriage returns and newlines escaped, as the runner expects.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`, which separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
