import Foundation

/// What `openuikit test` prints at the end: each failure with its reason, a line per test target
/// (tests run, passed, failed, skipped), and the totals.
struct TestSummary {
    var outcomes: [TestOutcome]
    var targets: [String]
    var seconds: Double

    var failed: Int { outcomes.filter { $0.result == .failed }.count }

    var text: String {
        var lines: [String] = []
        for outcome in outcomes where outcome.result == .failed {
            lines.append("FAILED \(outcome.name.specifier)")
            lines += outcome.messages.map { "    \($0)" }
        }
        for target in targets {
            lines.append("\(target): " + Self.counts(outcomes.filter { $0.name.module == target }))
        }
        lines.append(String(format: "All tests: %@ in %.1f s", Self.counts(outcomes), seconds))
        return lines.joined(separator: "\n")
    }

    private static func counts(_ outcomes: [TestOutcome]) -> String {
        let passed = outcomes.filter { $0.result == .passed }.count
        let failed = outcomes.filter { $0.result == .failed }.count
        let skipped = outcomes.filter { $0.result == .skipped }.count
        return "\(outcomes.count) ran, \(passed) passed, \(failed) failed, \(skipped) skipped"
    }
}
