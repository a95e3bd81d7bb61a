import ArgumentParser
import Foundation
import OpenUIKitContracts

/// `openuikit run App.xcodeproj [--tour | --web]`: ports into the cache, builds against the
/// shared build, and launches the app: in a window when there is a display, else headless; with
/// `--web`, served to browser tabs (WebHost) at the URL it prints; with `--tour`, headless on its
/// tour, with `tour.json` and a picture per screen in `--output`.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Port, build and launch an app; with --tour, explore it headless and report what it reached.",
        discussion: "Ported apps share one build of OpenUIKit per machine ($OPENUIKIT_CACHE, else ~/.cache/openuikit)."
    )

    @OptionGroup var options: PortOptions

    /// The package to build: a project is ported into the cache first; a folder holding a
    /// `Package.swift` (one `openuikit port` wrote, and a person may have edited) is used as it is.
    private func portedPackage(cache: AppCache) throws -> (package: URL, app: String, product: String) {
        let given = options.projectURL
        if given.pathExtension != "xcodeproj",
            FileManager.default.fileExists(atPath: given.appendingPathComponent("Package.swift").path)
        {
            guard
                let product = PackageManifest.executableName(
                    inManifestAt: given.appendingPathComponent("Package.swift"))
            else {
                FileHandle.standardError.write(
                    Data("\(given.path)/Package.swift: error: it declares no executable target\n".utf8))
                throw ExitCode(1)
            }
            return (given, given.lastPathComponent, product)
        }
        let package = cache.packageFolder(for: given)
        do {
            let report = try Porter(projectURL: given, options: options.porterOptions).port(to: package)
            print("Ported \(report.appName) into \(package.path) (\(report.rewrites.count) rewrites; PORTING.md there)")
            return (package, report.appName, report.moduleName)
        } catch let diagnostic as PortDiagnostic {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            throw ExitCode(1)
        }
    }

    @Flag(help: "Explore the app headless as a tester would: tap what it shows, follow what that opens, come back.")
    var tour = false

    @Flag(help: "Serve the app to browser tabs instead of a window; it prints the page's URL.")
    var web = false

    @Option(help: "The port --web serves on (default 8080; the address is 127.0.0.1).")
    var port: Int?

    @Option(help: "Where the tour's tour.json, pictures and logs go (default: openuikit-out/APP).")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "With --tour: the app's home (its files, settings and Core Data stores) instead of a fresh one in the output folder, kept as it is, as relaunching an app keeps its container.",
            valueName: "folder"))
    var home: String?

    @Option(help: "The tour's step limit.")
    var steps = 300

    @Option(help: "The tour's time limit in seconds.")
    var seconds = 90.0

    @Option(help: "Seconds after which a running tour counts as hung and is stopped (default: the time limit plus 60).")
    var timeout: Double?

    @Option(
        help: ArgumentHelp(
            "Start the app's clock at this date and time in UTC (\"2026-01-06 09:41:00\"), through libfaketime, so what it shows of now repeats from run to run.",
            valueName: "yyyy-MM-dd HH:mm:ss"))
    var date: String?

    func validate() throws {
        if web && tour { throw ValidationError("--web and --tour: a tour runs headless; choose one") }
        if home != nil && !tour { throw ValidationError("--home: only a tour is given a home of its own") }
        if let port, !(1...65535).contains(port) { throw ValidationError("--port \(port): a port is 1 to 65535") }
        if port != nil && !web { throw ValidationError("--port goes with --web") }
    }

    func run() throws {
        let cache = AppCache.standard
        let (package, appName, product) = try portedPackage(cache: cache)
        let folder = URL(fileURLWithPath: output ?? "openuikit-out/\(appName)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let build = AppBuild(package: package, product: product, cache: cache)
        let buildLog = folder.appendingPathComponent("build.log")
        let built = try build.run(log: buildLog)
        guard built.status == 0 else {
            let log = (try? String(contentsOf: buildLog, encoding: .utf8)) ?? ""
            let errors = log.split(separator: "\n").filter { $0.contains("error:") }
            FileHandle.standardError.write(
                Data(("Build failed (\(buildLog.path)):\n" + errors.prefix(20).joined(separator: "\n") + "\n").utf8))
            throw ExitCode(1)
        }
        print(String(format: "Built %@ in %.1f s", product, built.seconds))
        // Before the app writes to the same output: a pipe would hold these lines until exit.
        fflush(nil)

        var child = ChildProcess(executable: build.executable)
        child.currentDirectory = folder
        var launchStart = Date()
        if let date {
            guard let clock = FakeClock(date) else {
                throw ValidationError("--date \(date): write it as yyyy-MM-dd HH:mm:ss (2026-01-06 09:41:00)")
            }
            guard let environment = clock.environment else {
                FileHandle.standardError.write(
                    Data("--date needs libfaketime (apt-get install libfaketime, or make deps)\n".utf8))
                throw ExitCode(1)
            }
            child.environment.merge(environment) { _, new in new }
            // The app's clock starts at the date: launch times are measured on it.
            launchStart = clock.start
        }
        guard tour else {
            if web {
                child.environment[.host] = "web"
                if let port { child.environment[.webPort] = String(port) }
            }
            _ = try child.run()
            return
        }
        let tourFolder = folder.standardizedFileURL
        try? FileManager.default.removeItem(at: tourFolder.appendingPathComponent("tour.json"))
        // A fresh launch: the app's files, settings and photo library start empty in a home of
        // the tour's own, so what an earlier run saved cannot change what this one sees; with
        // --home, a relaunch on the home given, as it is.
        let home: URL
        if let given = self.home {
            home = URL(fileURLWithPath: given).standardizedFileURL
        } else {
            home = tourFolder.appendingPathComponent("home")
            try? FileManager.default.removeItem(at: home)
        }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        child.environment["HOME"] = home.path
        // Foundation's home on Linux (Documents and the rest) follows this, not `HOME`.
        child.environment["CFFIXED_USER_HOME"] = home.path
        for variable in [
            "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_PICTURES_DIR", "XDG_DOWNLOAD_DIR",
            EnvironmentKey.photoLibrary.rawValue, EnvironmentKey.saveFolder.rawValue,
        ] {
            child.environment[variable] = nil
        }
        child.environment[.tour] = tourFolder.path
        child.environment[.host] = "none"
        child.environment[.tourSteps] = String(steps)
        child.environment[.tourSeconds] = String(seconds)
        child.environment[.launchStart] = String(launchStart.timeIntervalSince1970)
        child.log = tourFolder.appendingPathComponent("app.log")
        let outcome = try child.run(timeout: timeout ?? seconds + 60)
        let summary = try TourOutcome.record(outcome, in: tourFolder, app: appName, steps: steps, seconds: seconds)
        print(summary.text)
        if !summary.passed { throw ExitCode(1) }
    }
}

/// How a tour's process ended, added to its `tour.json`, and what that comes to.
enum TourOutcome {
    struct Summary {
        var text: String
        var passed: Bool
    }

    static func record(
        _ outcome: ChildProcess.Outcome, in folder: URL, app: String, steps: Int, seconds: Double
    ) throws -> Summary {
        let url = folder.appendingPathComponent("tour.json")
        var report = TourReport(app: app, stepLimit: steps, secondsLimit: seconds)
        do {
            if let written = try TourReport.readIfPresent(from: url) { report = written }
        } catch {
            // The app wrote something that is not a report: keep it beside the one written
            // here, and fail the tour saying where it broke.
            let kept = folder.appendingPathComponent("tour.unreadable.json")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.moveItem(at: url, to: kept)
            report.stoppedBecause = "the app's report could not be read (kept as \(kept.lastPathComponent)): \(error)"
        }
        report.hung = outcome.timedOut
        report.crashed = !outcome.timedOut && outcome.signal != nil
        report.exitStatus = outcome.status
        report.signal = outcome.signal
        report.secondsRunning = (outcome.seconds * 10).rounded() / 10
        if report.screens.isEmpty && report.stoppedBecause == nil {
            report.stoppedBecause = "the app wrote no report (it ended before its first screen)"
        }
        try report.write(to: url)
        let passed =
            !report.screens.isEmpty && report.finished && report.crashed == false && report.hung == false
            && report.errorDiagnostics.isEmpty
        var lines = [
            "Tour of \(app): \(report.screens.count) screens, \(report.steps.count) steps, "
                + "\(report.scenesReached) of \(report.scenesInStoryboards) storyboard scenes reached"
        ]
        if let first = report.launchToFirstFrameMilliseconds {
            lines.append(String(format: "  launch to first frame: %.0f ms", first))
        }
        for unreached in report.unreachedScenes {
            lines.append(
                "  not reached: \(unreached.scene.storyboard) \(unreached.scene.id) (\(unreached.scene.customClass ?? unreached.scene.title ?? "scene")): \(unreached.reason)"
            )
        }
        for diagnostic in report.errorDiagnostics {
            lines.append("  error at step \(diagnostic.step): \(diagnostic.name): \(diagnostic.reason)")
        }
        if let stopped = report.stoppedBecause { lines.append("  stopped: \(stopped)") }
        if report.crashed == true { lines.append("  CRASHED (signal \(outcome.signal ?? 0)); see app.log") }
        if report.hung == true { lines.append("  HUNG: stopped after \(Int(outcome.seconds)) s") }
        lines.append("  \(passed ? "passed" : "FAILED"): \(url.path)")
        return Summary(text: lines.joined(separator: "\n"), passed: passed)
    }
}
