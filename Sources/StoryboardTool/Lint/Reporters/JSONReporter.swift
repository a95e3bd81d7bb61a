/// An array of findings as JSON objects, in report order.
enum JSONReporter {
    static func render(_ diagnostics: [LintDiagnostic]) -> String {
        JSONValue.array(
            diagnostics.map { diagnostic in
                .object([
                    ("file", .string(diagnostic.location.file)), ("line", .number(Double(diagnostic.location.line))),
                    ("column", .number(Double(diagnostic.location.column))),
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("rule", .string(diagnostic.rule)), ("message", .string(diagnostic.message)),
                ])
            }
        ).serialized()
    }
}
