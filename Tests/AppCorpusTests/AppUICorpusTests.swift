import Foundation
import TestSupport
import XCTest

/// Corpus apps tested as their developers would test them on a Mac: XCUITest files of ours
/// (`UITests/<App>`, written in Xcode's spellings) ported beside the app by `openuikit test`, built
/// against this checkout and run against the app, each launch its own process.
final class AppUICorpusTests: XCTestCase {
    /// The apps with UI tests here, by corpus folder, and how many tests each folder holds.
    private let suites = [
        ("fdorado985__Checklists-UIKit", "Checklists", 2), ("boranseckin__FoodTracker", "FoodTracker", 2),
        ("spangeometry__todoapp", "todoapp", 2),
    ]

    func testCorpusAppsPassTheirUITests() throws {
        let apps = try CorpusApp.all()
        let out = OpenUIKitTool.cache.appendingPathComponent("ui-tests")
        try? FileManager.default.removeItem(at: out)
        for (folder, tests, count) in suites {
            let app = try XCTUnwrap(apps.first { $0.folder == folder }, folder)
            let output = out.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let log = output.appendingPathComponent("test.log")
            let uiTests = OpenUIKitTool.checkout.appendingPathComponent("Tests/AppCorpusTests/UITests/\(tests)")
            let status = try OpenUIKitTool.run(
                ["test", app.project.path, "--ui-tests", uiTests.path, "--output", output.path], log: log)
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            XCTAssertEqual(status, 0, "\(folder): \(text.suffix(3000))")
            XCTAssertTrue(
                text.contains("All tests: \(count) ran, \(count) passed, 0 failed"), "\(folder): \(text.suffix(3000))")
        }
    }
}
