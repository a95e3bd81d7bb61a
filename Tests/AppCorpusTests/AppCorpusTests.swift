import AppTourReport
import Foundation
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
        guard let report = try? TourReport.read(from: folder.appendingPathComponent("tour.json")) else {
            let names = CorpusTable.missingNames(inBuildLog: buildLog)
            XCTAssertFalse(names.isEmpty, "\(app.folder) did not build, for no missing API: \(buildLog.suffix(3000))")
            row.builds = "no"
            row.ownTests = shipped
            row.stoppedBy =
                "\(names.count) name\(names.count == 1 ? "" : "s") OpenUIKit lacks: \(CorpusTable.shortList(names))"
            return row
        }
        row.builds = "yes"
        let log = (try? String(contentsOf: folder.appendingPathComponent("run.log"), encoding: .utf8)) ?? ""
        XCTAssertEqual(status, 0, "\(app.folder): \(log.suffix(3000))")
        checkTour(report, of: app, in: folder)
        row.tours = "\(report.scenesReached) of \(report.scenesInStoryboards)"
        if report.crashed == true {
            // A crash is what stops the app, said with the trap's own line from app.log.
            let appLog = (try? String(contentsOf: folder.appendingPathComponent("app.log"), encoding: .utf8)) ?? ""
            let trap = appLog.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init)
            row.ownTests = shipped
            row.stoppedBy = "crashes: " + (trap.map { "`\($0)`" } ?? "see app.log")
            return row
        }
        row.ownTests = try runOwnTests(of: app, porting: porting, in: folder)
        row.stoppedBy = "—"
        return row
    }

    /// No crash, hang or error diagnostic; every scene a person can reach, or all but one; the
    /// views where Xcode saved them; the pictures the references hold.
    private func checkTour(_ report: TourReport, of app: CorpusApp, in folder: URL) {
        XCTAssertEqual(report.crashed, false, app.folder)
        XCTAssertEqual(report.hung, false, app.folder)
        XCTAssertTrue(report.finished, "\(app.folder): \(report.stoppedBecause ?? "")")
        XCTAssertEqual(report.errorDiagnostics.map(\.reason), [], app.folder)
        XCTAssertLessThanOrEqual(
            report.unreachedScenes.count, 1, "\(app.folder): \(report.unreachedScenes.map(\.reason))")
        XCTAssertGreaterThan(report.scenesInStoryboards, 0, app.folder)
        XCTAssertGreaterThanOrEqual(report.screens.count, 3, app.folder)
        XCTAssertNotNil(report.launchToFirstFrameMilliseconds, app.folder)
        var compared = 0
        var matched = 0
        for screen in report.screens {
            XCTAssertNotNil(screen.picture, "\(app.folder) screen \(screen.number) has no picture")
            // Issue 22: no label cut short where Xcode's frame holds its text whole.
            XCTAssertEqual(screen.xcodeFrames?.truncatedLabels ?? [], [], "\(app.folder) screen \(screen.number)")
            // Issue 21: the views of every toured screen where Xcode saved them.
            guard let frames = screen.xcodeFrames, frames.compared > 0 else { continue }
            compared += frames.compared
            matched += frames.matched
            XCTAssertGreaterThanOrEqual(
                frames.rate, 0.95,
                "\(app.folder) screen \(screen.number) \(screen.title ?? ""): "
                    + frames.mismatches.map { "\($0.viewClass) \($0.id) xcode \($0.xcode) ours \($0.ours)" }.joined(
                        separator: "; "))
        }
        XCTAssertNoThrow(
            try TourPictureReferences.check(report.screens.compactMap(\.picture), of: app.folder, in: folder))
        print(
            String(
                format: "%@: Xcode frames %d of %d (%.1f%%) on %@", app.folder, matched, compared,
                100 * Double(matched) / Double(max(compared, 1)), report.device ?? "no device"))
    }

    /// The app's own tests, run by `openuikit test`, at least 90% of them passing; the table's
    /// cell.
    private func runOwnTests(of app: CorpusApp, porting: String, in folder: URL) throws -> String {
        guard porting.contains("\n## Tests\n") else { return "none shipped" }
        let log = folder.appendingPathComponent("test.log")
        _ = try OpenUIKitTool.run(
            ["test", app.project.path, "--output", folder.appendingPathComponent("tests").path], log: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("All tests: ") }),
            let counts = Self.counts(in: line)
        else {
            XCTFail("\(app.folder): its tests did not run: \(text.suffix(3000))")
            return "did not run"
        }
        XCTAssertGreaterThanOrEqual(
            Double(counts.passed), 0.9 * Double(counts.ran), "\(app.folder): \(text.suffix(4000))")
        return counts.ran == 0 ? "no test methods" : "\(counts.passed) of \(counts.ran)"
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
