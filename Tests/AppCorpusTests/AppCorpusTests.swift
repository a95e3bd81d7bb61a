import Foundation
import OpenUIKitContracts
import TestSupport
import XCTest

/// Every app of the corpus brought over as a user would (`make test-corpus`): ported by
/// `openuikit port --tests` with no hand edit; where OpenUIKit provides what it imports, built
/// against this checkout and toured headless by `openuikit run --tour`, and its own unit and UI
/// tests run by `openuikit test`. The apps share one build folder (`.build/openuikit-apps`), so
/// OpenUIKit is compiled once for all of them. What every app reached is the README's
/// compatibility table, which this test measures and holds the README to.
final class AppCorpusTests: XCTestCase {
    func testEveryAppPortsBuildsAndTours() throws {
        let apps = try CorpusApp.all()
        XCTAssertEqual(apps.count, 32)
        let out = OpenUIKitTool.cache.appendingPathComponent("tours")
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        var rows: [CorpusTable.Row] = []
        for app in apps {
            let folder = out.appendingPathComponent(app.folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            rows.append(try bringOver(app, in: folder))
        }
        let table = CorpusTable(rows: rows).markdown
        try Data((table + "\n").utf8).write(to: out.appendingPathComponent("corpus-table.md"))
        let readme = try String(contentsOf: OpenUIKitTool.checkout.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertEqual(
            CorpusTable.table(in: readme), table,
            "README.md's corpus table is not what the apps reached; the measured table is in \(out.path)/corpus-table.md"
        )
    }

    /// Ports `app`, then builds, tours and tests it where nothing it imports is missing; its row.
    private func bringOver(_ app: CorpusApp, in folder: URL) throws -> CorpusTable.Row {
        let package = folder.appendingPathComponent("package")
        let portLog = folder.appendingPathComponent("port.log")
        let ported = try OpenUIKitTool.run(
            ["port", app.project.path, "--tests", "--output", package.path], log: portLog)
        XCTAssertEqual(ported, 0, "\(app.folder): \((try? String(contentsOf: portLog, encoding: .utf8)) ?? "")")
        let porting = (try? String(contentsOf: package.appendingPathComponent("PORTING.md"), encoding: .utf8)) ?? ""
        var row = CorpusTable.Row(app: app.folder, builds: "–", tours: "–", ownTests: "–", stoppedBy: "")
        let missing = Self.missingModules(in: porting)
        let shipped = app.tests == "unit 0 / UI 0" ? "none shipped" : "\(app.tests), not built"
        guard missing.isEmpty else {
            row.ownTests = shipped
            row.stoppedBy = "imports " + missing.map { "`\($0)`" }.joined(separator: ", ")
            return row
        }

        // The clock of iPhone pictures, so dates and times an app shows repeat in its pictures.
        let status = try OpenUIKitTool.run(
            [
                "run", package.path, "--tour", "--output", folder.path, "--seconds", "60", "--date",
                "2026-01-06 09:41:00",
            ],
            log: folder.appendingPathComponent("run.log"))
        let buildLog = (try? String(contentsOf: folder.appendingPathComponent("build.log"), encoding: .utf8)) ?? ""
        guard let report = try TourReport.readIfPresent(from: folder.appendingPathComponent("tour.json")) else {
            let names = CorpusTable.missingNames(inBuildLog: buildLog)
            XCTAssertFalse(
                TourPictureReferences.isAccepted(app.folder), "\(app.folder) no longer builds: \(buildLog.suffix(3000))"
            )
            row.builds = "no"
            row.ownTests = shipped
            if names.isEmpty {
                // No name is missing: the first error the compiler gave is what stops it.
                row.stoppedBy =
                    CorpusTable.firstError(inBuildLog: buildLog).map { "does not compile: `\($0)`" }
                    ?? "does not build (see build.log)"
            } else {
                row.stoppedBy =
                    "\(names.count) name\(names.count == 1 ? "" : "s") OpenUIKit lacks: \(CorpusTable.shortList(names))"
            }
            return row
        }
        row.builds = "yes"
        row.tours = "\(report.scenesReached) of \(report.scenesInStoryboards)"
        try assertARelaunchKeepsWhatTheTourSaved(app, package: package, in: folder)
        // An app whose tour was accepted (its pictures are references) is held to its tour and its
        // tests; one that has not yet toured cleanly with 90% of its tests passing is measured: the
        // table says what stops it, and its pictures are recorded once nothing does.
        let accepted = TourPictureReferences.isAccepted(app.folder)
        let problems = tourProblems(report, of: app, in: folder, exitStatus: status)
        guard problems.isEmpty else {
            for problem in problems where accepted { XCTFail("\(app.folder): \(problem)") }
            row.ownTests = shipped
            row.stoppedBy = "tour: " + problems.prefix(2).joined(separator: "; ")
            return row
        }
        let tests = try runOwnTests(of: app, porting: porting, in: folder)
        row.ownTests = tests.cell
        if let problem = tests.problem {
            if accepted { XCTFail("\(app.folder): \(problem)") }
            row.stoppedBy = problem
            return row
        }
        XCTAssertNoThrow(
            try TourPictureReferences.check(report.screens.compactMap(\.picture), of: app.folder, in: folder))
        row.stoppedBy = "—"
        return row
    }

    /// An app whose tour left SQLite stores in its home (Core Data's, or its own) is launched
    /// again on that home, as a person reopening it would: every row the tour saved is still
    /// there once the relaunched app has read its stores (its first screen is in `relaunch/`).
    private func assertARelaunchKeepsWhatTheTourSaved(_ app: CorpusApp, package: URL, in folder: URL) throws {
        let home = folder.appendingPathComponent("home")
        let stores = StoreRowCounts.stores(under: home)
        guard !stores.isEmpty else { return }
        let before = try stores.map(StoreRowCounts.counts(of:))
        let relaunch = folder.appendingPathComponent("relaunch")
        _ = try OpenUIKitTool.run(
            [
                "run", package.path, "--tour", "--home", home.path, "--output", relaunch.path, "--steps", "1",
                "--seconds", "30", "--date", "2026-01-06 09:41:00",
            ],
            log: folder.appendingPathComponent("relaunch.log"))
        let report = try TourReport.readIfPresent(from: relaunch.appendingPathComponent("tour.json"))
        XCTAssertNotNil(report?.screens.first, "\(app.folder): the relaunch on the tour's home showed no screen")
        XCTAssertNotEqual(report?.crashed, true, "\(app.folder): the relaunch on the tour's home crashed")
        for (store, counts) in zip(stores, before) {
            let after = try StoreRowCounts.counts(of: store)
            for (table, rows) in counts.sorted(by: { $0.key < $1.key }) {
                XCTAssertGreaterThanOrEqual(
                    after[table] ?? 0, rows,
                    "\(app.folder): \(store.lastPathComponent) lost rows of \(table) across a relaunch")
            }
        }
    }

    /// What keeps a tour from being a good one, in the table's words: a crash, hang, error
    /// diagnostic or unfinished run; more than one scene a person can reach left unreached; no
    /// storyboard scene or fewer than three screens; a screen without its picture, with a label
    /// cut short where Xcode's frame holds it whole (issue 22), or with fewer than 95% of its
    /// views where Xcode saved them (issue 21). None for a good tour.
    private func tourProblems(_ report: TourReport, of app: CorpusApp, in folder: URL, exitStatus: Int32) -> [String] {
        var problems: [String] = []
        if report.crashed == true {
            // Said with the trap's own line from app.log.
            let appLog = (try? String(contentsOf: folder.appendingPathComponent("app.log"), encoding: .utf8)) ?? ""
            let trap = appLog.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init)
            problems.append("crashes: " + (trap.map { "`\($0)`" } ?? "see app.log"))
        }
        if report.hung == true { problems.append("hangs") }
        if !report.finished { problems.append("stops: \(report.stoppedBecause ?? "unfinished")") }
        problems += report.errorDiagnostics.map { "error: \($0.reason)" }
        if exitStatus != 0, problems.isEmpty { problems.append("the run exits with status \(exitStatus)") }
        if report.unreachedScenes.count > 1 { problems.append("\(report.unreachedScenes.count) scenes not reached") }
        if report.scenesInStoryboards == 0 { problems.append("no storyboard scene to tour") }
        if report.screens.count < 3 {
            problems.append("\(report.screens.count) screen\(report.screens.count == 1 ? "" : "s")")
        }
        if report.launchToFirstFrameMilliseconds == nil { problems.append("no first frame") }
        var compared = 0
        var matched = 0
        for screen in report.screens {
            if screen.picture == nil { problems.append("screen \(screen.number) has no picture") }
            if let cut = screen.xcodeFrames?.truncatedLabels, !cut.isEmpty {
                problems.append("labels cut short on screen \(screen.number): \(cut.joined(separator: ", "))")
            }
            guard let frames = screen.xcodeFrames, frames.compared > 0 else { continue }
            compared += frames.compared
            matched += frames.matched
            if frames.rate < 0.95 {
                problems.append(
                    String(
                        format: "screen %d: %.0f%% of views where Xcode saved them", screen.number, 100 * frames.rate))
            }
        }
        print(
            String(
                format: "%@: Xcode frames %d of %d (%.1f%%) on %@", app.folder, matched, compared,
                100 * Double(matched) / Double(max(compared, 1)), report.device ?? "no device"))
        return problems
    }

    /// The app's own tests, run by `openuikit test`: the table's cell, and what is wrong when
    /// they do not run or fewer than 90% of them pass.
    private func runOwnTests(
        of app: CorpusApp, porting: String, in folder: URL
    ) throws -> (cell: String, problem: String?) {
        guard porting.contains("\n## Tests\n") else { return ("none shipped", nil) }
        let log = folder.appendingPathComponent("test.log")
        _ = try OpenUIKitTool.run(
            ["test", app.project.path, "--output", folder.appendingPathComponent("tests").path], log: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("All tests: ") }),
            let counts = Self.counts(in: line)
        else {
            let reason = CorpusTable.firstError(inBuildLog: text).map { ": `\($0)`" } ?? ""
            return ("did not run", "its tests did not run" + reason)
        }
        let cell = counts.ran == 0 ? "no test methods" : "\(counts.passed) of \(counts.ran)"
        guard Double(counts.passed) >= 0.9 * Double(counts.ran) else {
            return (cell, "\(counts.ran - counts.passed) of its tests fail")
        }
        return (cell, nil)
    }

    /// `All tests: 19 ran, 18 passed, …` → (19, 18).
    static func counts(in line: some StringProtocol) -> (ran: Int, passed: Int)? {
        let words = line.split(separator: " ")
        guard let ran = words.firstIndex(of: "ran,"), ran > 0, let passed = words.firstIndex(of: "passed,"),
            passed > 0, let total = Int(words[ran - 1]), let good = Int(words[passed - 1])
        else { return nil }
        return (total, good)
    }

    /// The modules PORTING.md lists under "Modules that are not here".
    static func missingModules(in porting: String) -> [String] {
        guard let start = porting.range(of: "\n## Modules that are not here\n") else { return [] }
        let section = porting[start.upperBound...].prefix { _ in true }
        var names: [String] = []
        for line in section.split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("- `"), let close = line.dropFirst(3).firstIndex(of: "`") else { continue }
            names.append(String(line[line.index(line.startIndex, offsetBy: 3)..<close]))
        }
        return names
    }
}

/// The SDK names the corpus apps use and which OpenUIKit declares (`openuikit census`), held to
/// `docs/usage-census.md`, so the published figures are the code's.
final class UsageCensusCorpusTests: XCTestCase {
    func testTheCensusOfTheCorpusIsTheOnePublished() throws {
        let apps = try SharedCorpus.apps
        let out = OpenUIKitTool.cache.appendingPathComponent("usage-census.md")
        let log = OpenUIKitTool.cache.appendingPathComponent("usage-census.log")
        let status = try OpenUIKitTool.run(["census", apps.path, "--output", out.path], log: log)
        XCTAssertEqual(status, 0, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        let measured = try String(contentsOf: out, encoding: .utf8)
        let published = try String(
            contentsOf: OpenUIKitTool.checkout.appendingPathComponent("docs/usage-census.md"), encoding: .utf8)
        XCTAssertEqual(
            published, measured, "docs/usage-census.md is not what the census measures now; the new one is \(out.path)")
    }
}
