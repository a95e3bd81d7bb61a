/// Checkstyle XML: every file linted gets a `<file>` (a clean one is empty, which tells a CI
/// server the file passed), each finding an `<error>` whose `source` names the rule.
enum CheckstyleReporter {
    static func render(_ diagnostics: [LintDiagnostic], files: [String]) -> String {
        var byFile: [String: [LintDiagnostic]] = [:]
        for diagnostic in diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        // Findings can be about a file not linted itself (the configuration file).
        let others = byFile.keys.filter { !files.contains($0) }.sorted()
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in others + files {
            let found = byFile[file] ?? []
            guard !found.isEmpty else {
                text += "  <file name=\"\(escape(file))\"/>\n"
                continue
            }
            text += "  <file name=\"\(escape(file))\">\n"
            for diagnostic in found {
                let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
                text +=
                    "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\" severity=\"\(severity)\""
                    + " message=\"\(escape(diagnostic.message))\" source=\"storyboard-lint.\(escape(diagnostic.rule))\"/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>"
    }

    /// Text safe in an attribute value: markup characters, quotes, and control characters XML
    /// cannot carry (dropped) or that attribute normalization would flatten (as references).
    static func escape(_ text: String) -> String {
        MarkupText.escaped(text) { scalar in
            switch scalar {
            case "\n": "&#10;"
            case "\r": "&#13;"
            case "\t": "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: ""
            default: nil
            }
        }
    }
}
