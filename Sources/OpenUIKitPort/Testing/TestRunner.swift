import Foundation

/// Runs a package's test binary directly, as `swift test` would but with the control a CI run
/// needs: a given list of tests, several processes side by side, a fresh home for each, and a
/// process that crashes in a test starting again after it (the crashed test fails with the
/// signal, the rest still run), as Xcode restarts a test run after an unexpected exit.
struct TestRunner: Sendable {
    /// The `.xctest` executable.
    var binary: URL
    /// Where each process's log and home go.
    var folder: URL
    /// Seconds one process may take before it is stopped and its test fails as hung.
    var timeout: Double
    /// The environment of a process, given its worker's home folder.
    var environment: @Sendable (_ home: URL) -> [String: String]

    /// Specifiers passed in one run, short of the kernel's limit on one argument (128 KiB).
    static let testsPerRun = 400

    /// The tests the binary holds.
    func list() throws -> [TestName] {
        let log = folder.appendingPathComponent("list.log")
        var child = ChildProcess(executable: binary, arguments: ["--list-tests"])
        child.environment = environment(folder.appendingPathComponent("home-list"))
        child.log = log
        let outcome = try child.run(timeout: timeout)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard outcome.status == 0 else {
            throw PortDiagnostic(
                file: binary.path,
                "the test binary could not list its tests (status \(outcome.status)): \(text.suffix(800))")
        }
        return TestName.list(fromListing: text)
    }

    /// Runs `tests` in `workers` processes at once, each class of tests in one of them.
    func run(_ tests: [TestName], workers: Int) -> [TestOutcome] {
        let groups = Self.partition(tests, into: max(1, workers))
        let results = OutcomeCollector()
        DispatchQueue.concurrentPerform(iterations: groups.count) { index in
            results.append(runInTurn(groups[index], worker: index + 1))
        }
        return results.outcomes.sorted { $0.name < $1.name }
    }

    /// Classes dealt to `count` groups, the largest class first to the smallest group.
    static func partition(_ tests: [TestName], into count: Int) -> [[TestName]] {
        let classes = Dictionary(grouping: tests) { "\($0.module).\($0.className)" }.values
            .map { $0.sorted() }
            .sorted { ($0.count, $1.first!) > ($1.count, $0.first!) }
        var groups = Array(repeating: [TestName](), count: min(count, max(classes.count, 1)))
        for tests in classes {
            let smallest = groups.indices.min { groups[$0].count < groups[$1].count }!
            groups[smallest] += tests
        }
        return groups.filter { !$0.isEmpty }
    }

    /// One worker's tests, in as many processes as crashes need.
    private func runInTurn(_ tests: [TestName], worker: Int) -> [TestOutcome] {
        var outcomes: [TestOutcome] = []
        var remaining = tests
        var run = 0
        let home = folder.appendingPathComponent("home-\(worker)")
        while !remaining.isEmpty {
            run += 1
            let chunk = Array(remaining.prefix(Self.testsPerRun))
            let log = folder.appendingPathComponent("worker-\(worker)-run-\(run).log")
            var child = ChildProcess(
                executable: binary, arguments: [chunk.map(\.specifier).joined(separator: ",")])
            try? FileManager.default.removeItem(at: home)
            try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            child.environment = environment(home)
            child.log = log
            guard let ended = try? child.run(timeout: timeout) else {
                return outcomes + remaining.map { Self.failed($0, "the test binary could not be started") }
            }
            let parsed = XCTestLog((try? String(contentsOf: log, encoding: .utf8)) ?? "", tests: chunk)
            outcomes += parsed.outcomes
            var done = Set(parsed.outcomes.map(\.name))
            let how =
                ended.timedOut
                ? "was stopped after \(Int(timeout)) s"
                : ended.signal.map { "crashed (signal \($0))" }
                    ?? "ended with status \(ended.status)"
            if let stopped = parsed.unfinished {
                outcomes.append(Self.failed(stopped, "the test process \(how) in this test; see \(log.path)"))
                done.insert(stopped)
            }
            let left = chunk.filter { !done.contains($0) }
            let crashed = ended.timedOut || ended.signal != nil
            if !left.isEmpty, !crashed || left.count == chunk.count {
                // A process that ended by itself ran what it was going to; one that made no
                // progress would make none again.
                outcomes += left.map { Self.failed($0, "did not run: the test process \(how); see \(log.path)") }
                remaining.removeFirst(chunk.count)
                continue
            }
            remaining = left + remaining.dropFirst(chunk.count)
        }
        return outcomes
    }

    private static func failed(_ test: TestName, _ message: String) -> TestOutcome {
        TestOutcome(name: test, result: .failed, seconds: 0, messages: [message])
    }
}

/// Outcomes gathered from workers on several threads.
private final class OutcomeCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered: [TestOutcome] = []

    func append(_ outcomes: [TestOutcome]) { lock.withLock { gathered += outcomes } }
    var outcomes: [TestOutcome] { lock.withLock { gathered } }
}
