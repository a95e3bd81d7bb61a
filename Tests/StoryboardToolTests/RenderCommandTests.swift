import Foundation
import StoryboardTool
import TestSupport
import XCTest

/// `storyboard render`: sizes for devices and scales, appearances, paths through segues, and
/// errors for what is not there.
final class RenderCommandTests: XCTestCase {
    private var graphFolder: URL { get throws { try fixture("Graph") } }
    private var flow: String { get throws { try graphFolder.appendingPathComponent("Flow.storyboard").path } }

    func testInitialSceneAtTheDocumentsDevice() throws {
        let folder = temporaryFile("out")
        let result = StoryboardCommand.run(["render", try flow, "-o", folder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let written = try pictures(in: folder)
        XCTAssertEqual(Array(written.keys), ["Flow-initial.png"])
        // retina6_1 is 414 × 896 points; two pixels a point by default.
        let size = try XCTUnwrap(pngSize(try XCTUnwrap(written["Flow-initial.png"])))
        XCTAssertEqual(size.width, 828)
        XCTAssertEqual(size.height, 1792)
        XCTAssertTrue(result.standardOutput.contains("414×896 pt at 2.0x (retina6_1)"), result.standardOutput)
    }

    func testDeviceSizeScaleAndOrientation() throws {
        let cases: [([String], Int, Int)] = [
            (["--device", "retina4_0", "--scale", "1"], 320, 568),
            (["--device", "300x200", "--scale", "3"], 900, 600),
            (["--device", "retina6_1", "--landscape", "--scale", "1"], 896, 414),
            (["--device", "ipad12_9rounded", "--scale", "0.5"], 512, 683),
        ]
        for (options, width, height) in cases {
            let file = temporaryFile("scene.png")
            let result = StoryboardCommand.run(["render", try flow, "--scene", "Settings", "-o", file.path] + options)
            XCTAssertEqual(result.status, 0, "\(options): \(result.standardError)")
            let size = try XCTUnwrap(pngSize(try Data(contentsOf: file)), "\(options)")
            XCTAssertEqual(size.width, width, "\(options)")
            XCTAssertEqual(size.height, height, "\(options)")
        }
    }

    func testDarkDiffersFromLight() throws {
        var drawn: [String: Data] = [:]
        for style in ["light", "dark"] {
            let file = temporaryFile("\(style).png")
            let result = StoryboardCommand.run([
                "render", try flow, "--scene", "home", "--style", style, "--scale", "1", "-o", file.path,
            ])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.contains(", \(style))"), result.standardOutput)
            drawn[style] = try Data(contentsOf: file)
        }
        XCTAssertNotEqual(drawn["light"], drawn["dark"])
        // The same style twice draws the same picture.
        let again = temporaryFile("again.png")
        XCTAssertEqual(
            StoryboardCommand.run([
                "render", try flow, "--scene", "home", "--style", "light", "--scale", "1", "-o", again.path,
            ]).status, 0)
        XCTAssertEqual(try Data(contentsOf: again), drawn["light"])
    }

    func testSceneByStoryboardIdentifierSceneIDOrReference() throws {
        for key in ["List", "list", "s-list"] {
            let file = temporaryFile("list.png")
            let result = StoryboardCommand.run([
                "render", try graphFolder.path, "--scene", key, "--scale", "1", "-o", file.path,
            ])
            XCTAssertEqual(result.status, 0, "\(key): \(result.standardError)")
            XCTAssertNotNil(pngSize(try Data(contentsOf: file)))
        }
        // The reference in Flow draws the scene it leads to, in Details.
        let folder = temporaryFile("out")
        let result = StoryboardCommand.run([
            "render", try graphFolder.path, "--scene", "ref", "--scale", "1", "-o", folder.path,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(Array(try pictures(in: folder).keys), ["Details-Detail.png"])
    }

    func testPathDrawsOneImagePerStep() throws {
        let folder = temporaryFile("path")
        let result = StoryboardCommand.run([
            "render", try flow, "--path", "showList", "--scale", "1", "-o", folder.path,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let written = try pictures(in: folder)
        XCTAssertEqual(written.keys.sorted(), ["Flow-path-0-initial.png", "Flow-path-1-showList.png"])
        // The push changes the screen: the list, with a back button in the bar.
        XCTAssertNotEqual(written["Flow-path-0-initial.png"], written["Flow-path-1-showList.png"])
    }

    func testPathThroughAReferenceAndAPresentation() throws {
        let folder = temporaryFile("path")
        let result = StoryboardCommand.run([
            "render", try graphFolder.path, "--storyboard", "Flow",
            "--path", "openDetails", "--scale", "1", "-o", folder.path,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try pictures(in: folder).count, 2)

        let presented = temporaryFile("presented")
        let modal = StoryboardCommand.run([
            "render", try flow, "--path", "presentSettings, done", "--scale", "1", "-o", presented.path,
        ])
        XCTAssertEqual(modal.status, 0, modal.standardError)
        let written = try pictures(in: presented)
        XCTAssertEqual(written.count, 3)
        XCTAssertNotEqual(written["Flow-path-0-initial.png"], written["Flow-path-1-presentSettings.png"])
        // No controller implements unwindToHome: without the app's code, so the unwind does nothing, and says so.
        XCTAssertEqual(written["Flow-path-1-presentSettings.png"], written["Flow-path-2-done.png"])
        XCTAssertTrue(modal.standardError.contains("segue 'done' changed nothing on screen"), modal.standardError)
    }

    /// Every scene of the sample's Notes set: Main's nine less its reference, Settings and the
    /// launch screen.
    func testAllScenesOfTheSampleSet() throws {
        let folder = temporaryFile("all")
        let set = SampleCorpus.storyboards.appendingPathComponent("sample__Notes")
        let result = StoryboardCommand.run([
            "render", "--flattened", set.path, "--all", "--scale", "0.25", "-o", folder.path,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try pictures(in: folder).keys.sorted(),
            [
                "LaunchScreen-launch.png", "Main-attachments.png", "Main-compose-nav.png", "Main-compose.png",
                "Main-note-nav.png",
                "Main-note.png", "Main-notes-nav.png", "Main-notes.png", "Main-split.png", "Settings-Settings.png",
            ])
        XCTAssertEqual(result.standardOutput.split(separator: "\n").count, 10)
    }

    /// The initial scene of every sample storyboard that has one, each at its device's size; the
    /// macOS storyboard is reported (status 1) and the nib skipped.
    func testInitialScenesOfEverySampleFile() throws {
        let folder = temporaryFile("sample")
        let result = StoryboardCommand.run([
            "render", "--flattened", SampleCorpus.storyboards.path, "--scale", "0.5", "-o", folder.path,
        ])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("Mac__Base.lproj__Main.storyboard"), result.standardError)
        let written = try pictures(in: folder)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").count, written.count)
        XCTAssertEqual(
            written.keys.sorted(),
            [
                "LaunchScreen-initial.png", "Notes__Base.lproj__Main-initial.png", "Settings-initial.png",
                "iOS__Base.lproj__Main-initial.png",
            ])
        XCTAssertEqual(
            written["Settings-initial.png"].flatMap(pngSize).map { [$0.width, $0.height] }, [207, 368],
            "retina5_5 at 0.5x")
        XCTAssertEqual(
            written["LaunchScreen-initial.png"].flatMap(pngSize).map { [$0.width, $0.height] }, [188, 334],
            "retina4_7 at 0.5x")
    }

    func testUnknownSceneIsAnError() throws {
        let result = StoryboardCommand.run(["render", try flow, "--scene", "nope", "-o", temporaryFile("x").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.contains(
                "no scene 'nope' (a controller id, storyboard identifier or scene id) in Flow"),
            result.standardError)
    }

    func testSegueNotOnScreenIsAnError() throws {
        let result = StoryboardCommand.run([
            "render", try flow, "--path", "showList,presentSettings", "-o", temporaryFile("x").path,
        ])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.contains("has a segue with identifier 'presentSettings'"), result.standardError)
    }

    func testBadOptionsAreUsageErrors() throws {
        let unknown = StoryboardCommand.run(["render", try flow, "--device", "iphone99"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(
            unknown.standardError.contains("unknown device 'iphone99'") && unknown.standardError.contains("retina6_1"),
            unknown.standardError)
        XCTAssertEqual(StoryboardCommand.run(["render", try flow, "--scale", "0"]).status, 64)
        XCTAssertEqual(StoryboardCommand.run(["render", try flow, "--device", "nanxnan"]).status, 64)
        XCTAssertEqual(StoryboardCommand.run(["render", try flow, "--all", "--scene", "home"]).status, 64)
        XCTAssertEqual(StoryboardCommand.run(["render", try flow, "--style", "sepia"]).status, 64)
    }

    func testMalformedFileIsReportedWithItsLocation() throws {
        let result = StoryboardCommand.run([
            "render", try fixture("Malformed.storyboard").path, "-o", temporaryFile("x").path,
        ])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("Malformed.storyboard:"), result.standardError)
    }
}

/// `storyboard render` over the shared corpus: a set's every scene, every file's initial scene.
final class RenderCommandCorpusTests: XCTestCase {
    func testAllScenesOfTheIQKeyboardManagerSet() throws {
        let folder = temporaryFile("all")
        let set = try SharedCorpus.storyboards.appendingPathComponent("hackiftekhar__IQKeyboardManager")
        let result = StoryboardCommand.run([
            "render", "--flattened", set.path, "--all", "--scale", "0.25", "-o", folder.path,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        // 56 scenes, 26 of them references: 30 controllers drawn.
        XCTAssertEqual(try pictures(in: folder).count, 30)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").count, 30)
    }

    func testInitialScenesOfEveryCorpusFile() throws {
        let folder = temporaryFile("corpus")
        let result = StoryboardCommand.run([
            "render", "--flattened", try SharedCorpus.storyboards.path, "--scale", "0.25", "-o", folder.path,
        ])
        // Documents for other platforms and storyboards with no initial scene are reported: status 1.
        XCTAssertEqual(result.status, 1)
        let written = try pictures(in: folder)
        XCTAssertGreaterThan(written.count, 20)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").count, written.count)
        for (name, data) in written { XCTAssertNotNil(pngSize(data), name) }
    }
}

/// The PNG files in `folder`, by name.
private func pictures(in folder: URL) throws -> [String: Data] {
    var found: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".png") {
        found[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return found
}
