import Foundation
import StoryboardTool
import TestSupport
import XCTest

/// `storyboard dump` on the shared corpus: every file, and a set whose references all resolve.
final class DumpCommandCorpusTests: XCTestCase {
    func testDumpsEveryCorpusFile() throws {
        try assertDumpsEveryFile(in: SharedCorpus.storyboards)
    }

    func testReferencesShowWhereTheyLead() throws {
        let folder = try SharedCorpus.storyboards.appendingPathComponent("hackiftekhar__IQKeyboardManager")
        let result = StoryboardCommand.run(["dump", "--compact", "--flattened", folder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        // Every one of the set's 26 references names its target.
        XCTAssertEqual(result.standardOutput.components(separatedBy: "\"resolvesTo\":{").count - 1, 26)
    }
}

/// `storyboard dump` on the sample, one file and bad input.
final class DumpCommandTests: XCTestCase {
    func testDumpsEverySampleFile() throws {
        try assertDumpsEveryFile(in: SampleCorpus.storyboards)
    }

    func testSampleReferenceShowsWhereItLeads() throws {
        let folder = SampleCorpus.storyboards.appendingPathComponent("sample__Notes")
        let result = StoryboardCommand.run(["dump", "--compact", "--flattened", folder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        // The set's one reference names the scene of Settings.storyboard it leads to.
        XCTAssertEqual(result.standardOutput.components(separatedBy: "\"resolvesTo\":{").count - 1, 1)
        XCTAssertTrue(
            result.standardOutput.contains(#""resolvesTo":{"storyboard":"Settings","controller":"settings"}"#),
            result.standardOutput)
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

/// Every storyboard and xib below `folder` dumped at once: one object each, documents for other
/// platforms refused with an error (status 1).
private func assertDumpsEveryFile(in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    let result = StoryboardCommand.run(["dump", "--compact", "--flattened", folder.path])
    XCTAssertEqual(result.status, 1, result.standardError, file: file, line: line)
    let files = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]], file: file, line: line
    )
    XCTAssertEqual(files.count, interfaceFiles(below: folder).count, file: file, line: line)
    let loaded = files.filter { $0["format"] != nil }
    let refused = files.filter { $0["format"] == nil }
    XCTAssertFalse(loaded.isEmpty, file: file, line: line)
    XCTAssertFalse(refused.isEmpty, file: file, line: line)
    for refusal in refused {
        let diagnostics = try XCTUnwrap(refusal["diagnostics"] as? [[String: Any]], file: file, line: line)
        XCTAssertTrue(
            diagnostics.contains { $0["severity"] as? String == "error" }, "\(refusal["file"] ?? "")", file: file,
            line: line)
    }
}
