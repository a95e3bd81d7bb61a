import Foundation

/// `file:line:column: severity: message [rule]`, one finding a line: line breaks a message
/// quotes from a file are written as `\n` and `\r`, so a line is always one finding.
enum TextReporter {
    static func render(_ diagnostics: [LintDiagnostic]) -> String {
        diagnostics.map(line).joined(separator: "\n")
    }

    static func line(_ diagnostic: LintDiagnostic) -> String {
        "\(oneLine(diagnostic.location.description)): \(diagnostic.severity.rawValue): \(oneLine(diagnostic.message)) [\(diagnostic.rule)]"
    }

    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }
}
