import Foundation
import XCTest
import XCUIAutomation

/// Where the Showcase executable is: beside the test bundle in the build folder.
enum ShowcaseApp {
    static var executable: URL {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent()
        return folder.appendingPathComponent("Showcase")
    }

    /// The showcase, launched.
    static func launched() -> XCUIApplication {
        let app = XCUIApplication(executableURL: executable)
        app.launch()
        return app
    }
}

/// The app as a process: launched, looked at, drawn, ended.
final class ShowcaseLaunchTests: XCTestCase {
    func testLaunchShowsTheSetupsList() {
        let app = ShowcaseApp.launched()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual(app.label, "Showcase")
        XCTAssertTrue(app.navigationBars["Showcase"].exists)
        XCTAssertTrue(app.buttons["Multi-page form"].isHittable)
        XCTAssertEqual(app.tabBars.buttons.count, 2)
        XCTAssertTrue(app.tabBars.buttons["Setups"].isSelected)
        XCTAssertFalse(app.tabBars.buttons["Containers"].isSelected)
        XCTAssertFalse(app.buttons["No such button"].exists)
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(app.buttons["Multi-page form"].exists, "nothing answers once the app has ended")
    }

    /// An app launched into an empty home finds the folders iOS installs it with, so it can
    /// archive into Documents at once as iOS apps do.
    func testAnAppLaunchedIntoAFreshHomeHasItsDocumentsAndCachesFolders() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let app = XCUIApplication(executableURL: ShowcaseApp.executable)
        app.launchEnvironment["HOME"] = home.path
        app.launchEnvironment["XDG_CACHE_HOME"] = home.appendingPathComponent("caches").path
        app.launch()
        defer { app.terminate() }
        for folder in ["Documents", "caches"] {
            var isFolder: ObjCBool = false
            let path = home.appendingPathComponent(folder).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), folder)
            XCTAssertTrue(isFolder.boolValue, folder)
        }
    }

    /// Failures the test expects, kept instead of recorded while it gathers them.
    private var expectedFailures: [String]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        if expectedFailures != nil {
            expectedFailures?.append(description)
            return
        }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    func testReadingAnAttributeOfNoElementOrOfSeveralFailsTheTest() {
        let app = ShowcaseApp.launched()
        expectedFailures = []
        XCTAssertEqual(app.buttons["No such button"].label, "")
        XCTAssertEqual(app.tabBars.buttons.element.isSelected, false)
        let failures = expectedFailures ?? []
        expectedFailures = nil
        XCTAssertEqual(failures.count, 2, "\(failures)")
        XCTAssertTrue(
            failures.first?.hasPrefix("failed - Failed to get matching snapshot: No matches found for") == true,
            "\(failures)")
        XCTAssertTrue(
            failures.last?.hasPrefix("failed - Failed to get matching snapshot: Multiple matching elements found")
                == true,
            "\(failures)")
        XCTAssertEqual(app.buttons["Multi-page form"].label, "Multi-page form")
    }

    func testDebugDescriptionPrintsTheTreeAsXCUITestDoes() {
        let app = ShowcaseApp.launched()
        let tree = app.debugDescription
        XCTAssertTrue(tree.hasPrefix("Attributes: Application"), tree)
        XCTAssertTrue(tree.contains("NavigationBar, {{0.0, 0.0}, {390.0, 44.0}}, identifier: 'Showcase'"), tree)
        XCTAssertTrue(tree.contains("Button, {{0.0, 795.0}, {195.0, 49.0}}, label: 'Setups', Selected"), tree)
        XCTAssertTrue(app.buttons["Multi-page form"].debugDescription.contains("label: 'Multi-page form'"))
    }

    func testAScreenshotIsTheWindowAsDrawn() throws {
        let app = ShowcaseApp.launched()
        let screenshot = XCUIScreen.main.screenshot()
        XCTAssertEqual(Array(screenshot.pngRepresentation.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(screenshot.image.size.width * screenshot.image.scale, 1170, "390 points at the screen's 3×")
        let attachment = XCTAttachment(screenshot: app.screenshot())
        attachment.name = "setups"
        attachment.lifetime = .keepAlways
        add(attachment)

        // An element's picture is the part of the window in its frame.
        let bar = app.tabBars.firstMatch
        let picture = bar.screenshot().image
        XCTAssertEqual(picture.size.width * picture.scale, bar.frame.width * 3)
        XCTAssertEqual(picture.size.height * picture.scale, bar.frame.height * 3)
        XCTAssertNotEqual(
            bar.screenshot().pngRepresentation, app.navigationBars.firstMatch.screenshot().pngRepresentation)
    }
}
