import AppTourReport
import Foundation
import XCTest

/// Every app of the corpus, ported by `openuikit port`, built against this checkout and toured
/// headless by `openuikit run --tour`, as a user would do it (`make test-corpus`). The apps share
/// one build folder (`.build/openuikit-apps`), so OpenUIKit is compiled once for all of them.
final class AppCorpusTests: XCTestCase {
    /// Each app ports with no hand edit but those its PORTING.md names, builds with no error,
    /// launches headless and tours every scene a person can reach, or names the one it could
    /// not; no crash, hang or error diagnostic.
    func testEveryAppPortsBuildsAndTours() throws {
        let apps = try CorpusApp.all()
        XCTAssertEqual(apps.count, 9)
        let out = CorpusApp.checkout.appendingPathComponent(".build/openuikit-apps/tours")
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for app in apps {
            let folder = out.appendingPathComponent(app.folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var target = app.project.path
            if !app.handEdits.isEmpty {
                // Port, make the edits the report names, then run the edited package.
                let package = folder.appendingPathComponent("package")
                XCTAssertEqual(
                    try CorpusApp.openuikit(
                        ["port", app.project.path, "--output", package.path],
                        log: folder.appendingPathComponent("port.log")), 0)
                let report = try String(contentsOf: package.appendingPathComponent("PORTING.md"), encoding: .utf8)
                for edit in app.handEdits {
                    XCTAssertTrue(
                        report.contains(URL(fileURLWithPath: edit.copy).lastPathComponent),
                        "PORTING.md of \(app.folder) does not name \(edit.copy)")
                    let source = app.project.deletingLastPathComponent().appendingPathComponent(edit.copy)
                    let module = package.appendingPathComponent("Sources").appendingPathComponent(
                        URL(fileURLWithPath: edit.into).lastPathComponent)
                    try FileManager.default.copyItem(at: source, to: module.appendingPathComponent(edit.copy))
                }
                target = package.path
            }
            // The clock of iPhone pictures, so dates and times an app shows repeat in its pictures.
            let status = try CorpusApp.openuikit(
                ["run", target, "--tour", "--output", folder.path, "--seconds", "60", "--date", "2026-01-06 09:41:00"],
                log: folder.appendingPathComponent("run.log"))
            let log = (try? String(contentsOf: folder.appendingPathComponent("run.log"), encoding: .utf8)) ?? ""
            XCTAssertEqual(status, 0, "\(app.folder): \(log.suffix(3000))")
            guard let report = try? TourReport.read(from: folder.appendingPathComponent("tour.json")) else {
                XCTFail("\(app.folder) wrote no tour.json: \(log.suffix(2000))")
                continue
            }
            XCTAssertEqual(report.crashed, false, app.folder)
            XCTAssertEqual(report.hung, false, app.folder)
            XCTAssertTrue(report.finished, "\(app.folder): \(report.stoppedBecause ?? "")")
            XCTAssertEqual(report.errorDiagnostics.map(\.reason), [], app.folder)
            XCTAssertLessThanOrEqual(
                report.unreachedScenes.count, 1, "\(app.folder): \(report.unreachedScenes.map(\.reason))")
            XCTAssertGreaterThan(report.scenesInStoryboards, 0, app.folder)
            XCTAssertGreaterThanOrEqual(report.screens.count, 3, app.folder)
            XCTAssertNotNil(report.launchToFirstFrameMilliseconds, app.folder)
            var compared = 0, matched = 0
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
            try TourPictureReferences.check(report.screens.compactMap(\.picture), of: app.folder, in: folder)
            print(
                String(
                    format: "%@: Xcode frames %d of %d (%.1f%%) on %@", app.folder, matched, compared,
                    100 * Double(matched) / Double(max(compared, 1)), report.device ?? "no device"))
        }
    }
}
