import Foundation
import XCTest

@testable import OpenUIKitPort

/// A UI Testing Bundle ported beside its app (`openuikit test`): the files get
/// `import XCUIAutomation` and lose the `@MainActor` Linux's test discovery cannot run, and the
/// package gains a test target on `XCUIAutomation`.
final class UITestPortingTests: XCTestCase {
    /// As Xcode 16's UI-test template writes a file.
    private let template = """
        import XCTest

        final class ClassicUITests: XCTestCase {
            override func setUpWithError() throws {
                continueAfterFailure = false
            }

            @MainActor
            func testExample() throws {
                let app = XCUIApplication()
                app.launch()
            }

            @MainActor func testLaunchPerformance() throws {
                measure(metrics: [XCTApplicationLaunchMetric()]) {
                    XCUIApplication().launch()
                }
            }

            @MainActor
            private var helper: Int { 1 }
        }
        """

    func testTheTemplateIsRewrittenForLinux() {
        let (rewritten, changes) = UITestPorting.rewrite(template)
        XCTAssertTrue(rewritten.contains("import XCTest\nimport XCUIAutomation\n"))
        XCTAssertFalse(rewritten.contains("@MainActor\n    func testExample"))
        XCTAssertTrue(rewritten.contains("    func testLaunchPerformance() throws {"))
        XCTAssertTrue(rewritten.contains("@MainActor\n    private var helper"), "only tests lose it")
        XCTAssertEqual(changes.count, 3, "\(changes)")
        XCTAssertEqual(UITestPorting.rewrite(rewritten).1, [], "a second pass changes nothing")
    }

    func testThePackageGainsATestTarget() throws {
        let folder = try PortFixtures.scratchFolder()
        let tests = folder.appendingPathComponent("UITests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data(template.utf8).write(to: tests.appendingPathComponent("ClassicUITests.swift"))
        let output = folder.appendingPathComponent("package")
        let report = try Porter(
            projectURL: PortFixtures.classicProject,
            options: Porter.Options(
                includesUITests: true,
                uiTestFiles: [tests.appendingPathComponent("ClassicUITests.swift")])
        )
        .port(to: output)
        XCTAssertEqual(report.uiTestTarget, "ClassicUITests")
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".testTarget(\n            name: \"ClassicUITests\""), manifest)
        XCTAssertTrue(manifest.contains(".product(name: \"XCUIAutomation\""), manifest)
        let ported = try String(
            contentsOf: output.appendingPathComponent("Tests/ClassicUITests/ClassicUITests.swift"), encoding: .utf8)
        XCTAssertTrue(ported.contains("import XCUIAutomation"))
        let notes = try String(contentsOf: output.appendingPathComponent("PORTING.md"), encoding: .utf8)
        XCTAssertTrue(notes.contains("## Tests"), notes)
        XCTAssertTrue(notes.contains("`Tests/ClassicUITests`: UI tests on OpenUIKit's `XCUIAutomation`"), notes)
    }

    func testAProjectWithoutUITestsPortsAsBefore() throws {
        let output = try PortFixtures.scratchFolder().appendingPathComponent("package")
        let report = try Porter(projectURL: PortFixtures.classicProject, options: Porter.Options(includesUITests: true))
            .port(to: output)
        XCTAssertNil(report.uiTestTarget)
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("testTarget"))
    }
}
