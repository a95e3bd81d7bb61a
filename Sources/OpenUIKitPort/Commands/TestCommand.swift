import ArgumentParser
import Foundation

/// `openuikit test App.xcodeproj`: ports the app with its unit-test and UI-test bundles (or the
/// XCUITest files of a folder), builds them in the shared build, and runs them: unit tests in a
/// process the app is launched in first, as iOS hosts a test bundle in its app, UI tests against
/// the app launched as its own process, headless, under OpenUIKit's UI-test host.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Port an app with its unit and UI tests, build them, and run them.",
        discussion:
            "Each test process gets a fresh home, as a fresh install has an empty container. The summary gives, per test target, how many tests ran, passed, failed and were skipped; the exit status is 1 when one failed."
    )

    @OptionGroup var options: PortOptions

    @Option(
        name: .customLong("ui-tests"),
        help: "A folder of XCUITest files to run instead of the project's UI Testing Bundles.")
    var uiTests: String?

    @Option(help: "Only the tests whose Module.Class/method name this regular expression matches.")
    var filter: String?

    @Flag(help: "Run the tests in several processes at once, a class of tests in each (one per core).")
    var parallel = false

    @Option(
        help: ArgumentHelp(
            "Run the I-th of N parts of the test list (a stable split, for a CI matrix across machines).",
            valueName: "I/N"))
    var shard: String?

    @Option(help: "Write the results as JUnit XML to this file.")
    var junit: String?

    @Option(
        help: "Where the build log, the test logs, the homes and the attachments go (default: openuikit-out/APP/tests)."
    )
    var output: String?

    @Option(help: "Seconds a test process may run before it is stopped and its test fails.")
    var timeout = 900.0

    func validate() throws {
        if let shard, TestShard(shard) == nil {
            throw ValidationError("--shard \(shard): write it as I/N with 1 ≤ I ≤ N (--shard 1/3)")
        }
        if let filter, (try? NSRegularExpression(pattern: filter)) == nil {
            throw ValidationError("--filter \(filter): not a regular expression")
        }
    }

    func run() throws {
        let cache = AppCache.standard
        let package = cache.packageFolder(for: options.projectURL)
        var porter = options.porterOptions
        porter.includesUITests = true
        porter.includesUnitTests = uiTests == nil
        if let uiTests {
            let folder = URL(fileURLWithPath: uiTests, isDirectory: true)
            let files =
                (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            porter.uiTestFiles = files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        }
        let report: Porter.Report
        do {
            report = try Porter(projectURL: options.projectURL, options: porter).port(to: package)
        } catch let diagnostic as PortDiagnostic {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            throw ExitCode(1)
        }
        let targets = report.unitTestTargets + report.uiTestTargets
        guard !targets.isEmpty else {
            FileHandle.standardError.write(
                Data(
                    ("\(options.projectURL.lastPathComponent): no tests to run: the project has no unit-test or UI "
                        + "Testing Bundle with Swift files for the app, and --ui-tests names none\n").utf8))
            throw ExitCode(1)
        }
        print("Ported \(report.appName) and \(targets.joined(separator: ", ")) into \(package.path)")

        let folder = URL(fileURLWithPath: output ?? "openuikit-out/\(report.appName)/tests", isDirectory: true)
            .standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // An earlier run's logs, homes and attachments; other files in the folder stay.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix("worker-") || name.hasPrefix("home-") || name == "attachments" {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let buildLog = folder.appendingPathComponent("build.log")
        try cache.prepareScratch(toBuild: package)
        let built = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "swift", "build", "--build-tests", "--package-path", package.path,
                "--scratch-path", cache.scratch.path,
            ],
            log: buildLog
        ).run()
        guard built.status == 0 else {
            let log = (try? String(contentsOf: buildLog, encoding: .utf8)) ?? ""
            let errors = log.split(separator: "\n").filter { $0.contains("error:") }
            FileHandle.standardError.write(
                Data(("Build failed (\(buildLog.path)):\n" + errors.prefix(20).joined(separator: "\n") + "\n").utf8))
            throw ExitCode(1)
        }
        print(String(format: "Built %@ and its tests in %.1f s", report.moduleName, built.seconds))

        let app = AppBuild(package: package, product: report.moduleName, cache: cache).executable
        let attachments = folder.appendingPathComponent("attachments")
        let runner = TestRunner(
            binary: cache.scratch.appendingPathComponent("debug/\(report.appName)PackageTests.xctest"),
            folder: folder, timeout: timeout,
            environment: { home in
                var environment = ProcessInfo.processInfo.environment
                // The hosted app's container, and the launched app's, start empty.
                environment["HOME"] = home.path
                environment["CFFIXED_USER_HOME"] = home.path
                environment["XCUI_TARGET_APP"] = app.path
                environment["XCUI_APP_HOME"] = home.appendingPathComponent("launched").path
                environment["XCTATTACHMENT_FOLDER"] = attachments.path
                return environment
            })
        var tests: [TestName]
        do { tests = try runner.list() } catch let diagnostic as PortDiagnostic {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            throw ExitCode(1)
        }
        tests = tests.filter { targets.contains($0.module) }
        if let filter, let expression = try? NSRegularExpression(pattern: filter) {
            tests = tests.filter {
                let name = $0.specifier
                return expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            }
        }
        if let shard = shard.flatMap(TestShard.init) { tests = shard.select(tests) }
        let workers = parallel ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        let started = Date()
        let outcomes = runner.run(tests, workers: workers)
        let summary = TestSummary(outcomes: outcomes, targets: targets, seconds: Date().timeIntervalSince(started))
        print(summary.text)
        if let junit {
            let url = URL(fileURLWithPath: junit)
            try Data(JUnitReport(name: report.appName, outcomes: outcomes).xml.utf8).write(to: url)
            print("JUnit XML: \(url.standardizedFileURL.path)")
        }
        if summary.failed > 0 { throw ExitCode(1) }
    }
}
