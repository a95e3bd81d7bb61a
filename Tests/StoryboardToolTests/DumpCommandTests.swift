import Foundation
import StoryboardTool
import XCTest

/// `storyboard dump` on the corpus and on bad input.
final class DumpCommandTests: XCTestCase {
    func testDumpsEveryCorpusFile() throws {
        let result = StoryboardCommand.run(["dump", "--compact", "--flattened", corpusDirectory.path])
        // The corpus holds documents for other platforms, refused with a diagnostic: status 1.
        XCTAssertEqual(result.status, 1, result.standardError)
        let files = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(files.count, corpusFileCount)
        let loaded = files.filter { $0["format"] != nil }
        let refused = files.filter { $0["format"] == nil }
        XCTAssertFalse(loaded.isEmpty)
        for file in refused {
            let diagnostics = try XCTUnwrap(file["diagnostics"] as? [[String: Any]])
            XCTAssertTrue(diagnostics.contains { $0["severity"] as? String == "error" }, "\(file["file"] ?? "")")
        }
    }

    func testReferencesShowWhereTheyLead() throws {
        let folder = corpusDirectory.appendingPathComponent("hackiftekhar__IQKeyboardManager")
        let result = StoryboardCommand.run(["dump", "--compact", "--flattened", folder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        // Every one of the set's 26 references names its target.
        XCTAssertEqual(result.standardOutput.components(separatedBy: "\"resolvesTo\":{").count - 1, 26)
    }

    func testOneFileIsOneObjectWithLocations() throws {
        let file = try fixture("Minimal.storyboard")
        let result = StoryboardCommand.run(["dump", "--elements", file.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(json["initialViewController"] as? String, "vc1")
        let scenes = try XCTUnwrap(json["scenes"] as? [[String: Any]])
        let objects = try XCTUnwrap(scenes.first?["objects"] as? [[String: Any]])
        XCTAssertEqual(objects.first?["customClass"] as? String, "FirstViewController")
        XCTAssertEqual(objects.first?["line"] as? Int, 6)
        let segues = try XCTUnwrap(objects.first?["segues"] as? [[String: Any]])
        XCTAssertEqual(segues.first?["identifier"] as? String, "showSecond")
        XCTAssertEqual(segues.first?["kind"] as? String, "show")
        let elements = try XCTUnwrap(json["elements"] as? [String: Any])
        XCTAssertEqual(elements["name"] as? String, "document")
    }

    func testMissingPathIsAUsageError() {
        let result = StoryboardCommand.run(["dump", "/no/such/file.storyboard"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("no such file or folder"), result.standardError)
    }

    func testMalformedFileGetsLocatedDiagnostic() throws {
        let file = try fixture("Malformed.storyboard")
        let result = StoryboardCommand.run(["dump", file.path])
        XCTAssertEqual(result.status, 1)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.first?["severity"] as? String, "error")
        XCTAssertNotNil(diagnostics.first?["line"] as? Int)
    }
}
