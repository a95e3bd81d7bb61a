import ArgumentParser
import Foundation

/// `openuikit test App.xcodeproj [--ui-tests DIR]`: ports the app with its UI Testing Bundle (or
/// the XCUITest files in a folder), builds both in the shared build, and runs the tests against
/// the app, each launch headless under OpenUIKit's UI-test host.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Port an app with its UI tests, build both, and run the tests against the app.",
        discussion:
            "The tests use XCUITest's API through OpenUIKit's XCUIAutomation; the app keeps its files in a fresh home each run."
    )

    @OptionGroup var options: PortOptions

    @Option(
        name: .customLong("ui-tests"),
        help: "A folder of XCUITest files to run instead of the project's UI Testing Bundle.")
    var uiTests: String?

    @Option(help: "Only the tests whose names match, as `swift test --filter` takes it.")
    var filter: String?

    @Option(help: "Where the build log, the app's home and the attachments go (default: openuikit-out/APP/tests).")
    var output: String?

    func run() throws {
        let cache = AppCache.standard
        let package = cache.packageFolder(for: options.projectURL)
        var porter = options.porterOptions
        porter.includesUITests = true
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
        guard let target = report.uiTestTarget else {
            FileHandle.standardError.write(
                Data(
                    ("\(options.projectURL.lastPathComponent): no UI tests to run: the project has no UI "
                        + "Testing Bundle with Swift files, and --ui-tests names none\n").utf8))
            throw ExitCode(1)
        }
        print("Ported \(report.appName) and \(target) into \(package.path)")

        let folder = URL(fileURLWithPath: output ?? "openuikit-out/\(report.appName)/tests", isDirectory: true)
            .standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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

        // A fresh home for the app, as a fresh install has an empty container.
        let home = folder.appendingPathComponent("home")
        try? FileManager.default.removeItem(at: home)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var test = ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "swift", "test", "--skip-build", "--disable-swift-testing", "--package-path", package.path,
                "--scratch-path", cache.scratch.path,
            ] + (filter.map { ["--filter", $0] } ?? []))
        test.environment["XCUI_TARGET_APP"] =
            AppBuild(package: package, product: report.moduleName, cache: cache).executable.path
        test.environment["XCUI_APP_HOME"] = home.path
        test.environment["XCTATTACHMENT_FOLDER"] = folder.appendingPathComponent("attachments").path
        let outcome = try test.run()
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }
}
