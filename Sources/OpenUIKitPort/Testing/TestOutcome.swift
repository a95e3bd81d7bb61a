import Foundation

/// What became of one test in a run.
struct TestOutcome: Sendable {
    enum Result: Equatable, Sendable {
        case passed
        case failed
        case skipped
    }

    var name: TestName
    var result: Result
    var seconds: Double
    /// The failures XCTest reported (`file:line: message`), or why the test has no result of its
    /// own (the process crashed in it, it never ran).
    var messages: [String] = []
}

/// Reads XCTest's log as swift-corelibs-xctest writes it: `Test Case 'Class.method' started`,
/// `… passed (0.004 seconds)`, `… failed (…)`, `… skipped (…)`, and the failure lines
/// `file:line: error: Class.method : message` in between.
struct XCTestLog {
    /// The tests the log gives a result for, and the one it started last without a result (the
    /// test a crash stopped in).
    var outcomes: [TestOutcome] = []
    var unfinished: TestName?

    init(_ text: String, tests: [TestName]) {
        var byLogName: [String: TestName] = [:]
        for test in tests where byLogName[test.logName] == nil { byLogName[test.logName] = test }
        var messages: [String: [String]] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if let (name, rest) = Self.testCase(line), let test = byLogName[name] {
                if rest.hasPrefix("started") {
                    unfinished = test
                    continue
                }
                let result: TestOutcome.Result? =
                    rest.hasPrefix("passed")
                    ? .passed
                    : rest.hasPrefix("failed")
                        ? .failed
                        : rest.hasPrefix("skipped") ? .skipped : nil
                guard let result else { continue }
                outcomes.append(
                    TestOutcome(
                        name: test, result: result, seconds: Self.seconds(in: rest),
                        messages: messages[name] ?? []))
                if unfinished == test { unfinished = nil }
            } else if let range = line.range(of: ": error: ") {
                // `file:line: error: Class.method : message`
                let after = line[range.upperBound...]
                guard let separator = after.range(of: " : ") else { continue }
                let name = String(after[..<separator.lowerBound])
                let location = line[..<range.lowerBound]
                messages[name, default: []].append("\(location): \(after[separator.upperBound...])")
            }
        }
    }

    /// `Test Case 'Class.method' rest` → (`Class.method`, `rest`).
    private static func testCase(_ line: Substring) -> (String, Substring)? {
        let prefix = "Test Case '"
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let close = rest.range(of: "' ") else { return nil }
        return (String(rest[..<close.lowerBound]), rest[close.upperBound...])
    }

    /// The `(0.004 seconds)` a result line ends with.
    private static func seconds(in rest: Substring) -> Double {
        guard let open = rest.firstIndex(of: "("), let space = rest[open...].firstIndex(of: " ") else { return 0 }
        return Double(rest[rest.index(after: open)..<space]) ?? 0
    }
}
