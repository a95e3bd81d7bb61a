import Foundation

/// Test results as JUnit's XML, which every CI service shows: a `testsuite` per test target,
/// a `testcase` per test with its class (`Module.Class`), name and time, a `failure` with the
/// messages for a failed one and `skipped` for a skipped one.
struct JUnitReport {
    var name: String
    var outcomes: [TestOutcome]

    var xml: String {
        let targets = Dictionary(grouping: outcomes, by: \.name.module)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites \(Self.counts(outcomes)) name=\"\(Self.escape(name))\">\n"
        for module in targets.keys.sorted() {
            let tests = targets[module]!.sorted { $0.name < $1.name }
            text += "  <testsuite name=\"\(Self.escape(module))\" \(Self.counts(tests))>\n"
            for test in tests {
                text +=
                    "    <testcase classname=\"\(Self.escape("\(test.name.module).\(test.name.className)"))\" "
                    + "name=\"\(Self.escape(test.name.method))\" time=\(Self.time(test.seconds))"
                switch test.result {
                case .passed:
                    text += "/>\n"
                case .skipped:
                    text += ">\n      <skipped/>\n    </testcase>\n"
                case .failed:
                    let first = test.messages.first ?? "failed"
                    text +=
                        ">\n      <failure message=\"\(Self.escape(first))\">"
                        + Self.escape(test.messages.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
                }
            }
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    private static func counts(_ outcomes: [TestOutcome]) -> String {
        let failures = outcomes.filter { $0.result == .failed }.count
        let skipped = outcomes.filter { $0.result == .skipped }.count
        return "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" "
            + "time=\(time(outcomes.reduce(0) { $0 + $1.seconds }))"
    }

    private static func time(_ seconds: Double) -> String { "\"\(String(format: "%.3f", seconds))\"" }

    /// Text for an attribute or element: markup characters escaped, and characters XML 1.0
    /// cannot hold at all (control characters a test's message may carry) replaced.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
