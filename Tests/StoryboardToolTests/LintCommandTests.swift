import Foundation
import StoryboardTool
import TestSupport
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `storyboard lint` as a whole: exit statuses, the configuration file, every reporter, and
/// the sample.
final class LintCommandTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func write(_ text: String, to name: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    // Exit statuses.

    func testErrorsExitWithOneWarningsWithZeroUnlessStrict() throws {
        let failing = try fixture("Lint/duplicate_id/fail.storyboard").path
        let warning = try fixture("Lint/misplaced/fail.storyboard").path
        let clean = try fixture("Lint/misplaced/pass.storyboard").path
        XCTAssertEqual(StoryboardCommand.run(["lint", "--config", "/dev/null", failing]).status, 1)
        let warned = StoryboardCommand.run(["lint", "--config", "/dev/null", warning])
        XCTAssertEqual(warned.status, 0)
        XCTAssertTrue(warned.standardError.contains("0 errors, 1 warning in 1 file"), warned.standardError)
        XCTAssertEqual(StoryboardCommand.run(["lint", "--config", "/dev/null", "--strict", warning]).status, 1)
        let quiet = StoryboardCommand.run(["lint", "--config", "/dev/null", clean])
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.standardOutput, "")
    }

    func testUsageErrors() {
        XCTAssertEqual(StoryboardCommand.run(["lint"]).status, 64)
        XCTAssertEqual(StoryboardCommand.run(["lint", "/no/such.storyboard"]).status, 64)
        let unknown = StoryboardCommand.run(["lint", "--enable", "no_such_rule", "x.storyboard"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.standardError.contains("no_such_rule"), unknown.standardError)
        XCTAssertEqual(StoryboardCommand.run(["lint", "--reporter", "xml", "x.storyboard"]).status, 64)
    }

    func testListRulesSaysWhichAreOnByDefault() {
        let result = StoryboardCommand.run(["lint", "--list-rules"])
        XCTAssertEqual(result.status, 0)
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("duplicate_id ") && $0.contains(" on ") && $0.contains("error") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("custom_module ") && $0.contains(" off ") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("missing_outlet ") && $0.contains("with --sources") })
        XCTAssertTrue(lines.contains { $0.contains("option device_id") })
    }

    // Configuration.

    func testConfigurationEnablesDisablesAndSetsSeverityAndOptions() throws {
        let config = try write(
            """
            enabled_rules: [view_as_device]
            disabled_rules: [misplaced]
            ambiguous: {severity: error}
            view_as_device_rule:
              device_id: retina4_7
            """, to: "lint.yml")
        let files = try ["misplaced", "ambiguous", "view_as_device"].map {
            try fixture("Lint/\($0)/fail.storyboard").path
        }
        let (status, found) = try lintJSON(["--config", config] + files)
        XCTAssertEqual(status, 1)
        XCTAssertFalse(found.contains { $0.rule == "misplaced" })
        XCTAssertEqual(found.filter { $0.rule == "ambiguous" }.map(\.severity), ["error"])
        // retina4_7 is now the wanted device, so only the other two fixtures (retina6_1) are flagged.
        XCTAssertEqual(found.filter { $0.rule == "view_as_device" }.count, 2)
    }

    func testExcludedAndIncludedPaths() throws {
        let folder = try fixture("Lint")
        let config = try write(
            """
            included: [\(folder.path)]
            excluded: ["\(folder.path)/dangling_*", "\(folder.path)/**/pass.storyboard", \(folder.path)/parse_error]
            """, to: "lint.yml")
        let result = StoryboardCommand.run(["lint", "--config", config, "--reporter", "checkstyle", folder.path])
        let files = result.standardOutput.components(separatedBy: "<file name=\"").dropFirst().map {
            $0.prefix { $0 != "\"" }
        }
        XCTAssertFalse(files.isEmpty)
        XCTAssertTrue(files.allSatisfy { $0.hasSuffix("/fail.storyboard") }, "\(files)")
        XCTAssertFalse(files.contains { $0.contains("/dangling_") || $0.contains("/parse_error/") }, "\(files)")
        XCTAssertTrue(files.contains { $0.contains("/duplicate_id/") })
    }

    func testUnknownKeysAndRulesAreWarningsWithLocations() throws {
        let config = try write(
            """
            disabled_rules: [misplaced, no_such_rule]
            colour_resources: {}
            view_as_device: {device: retina6_1}
            """, to: "lint.yml")
        let (status, found) = try lintJSON(["--config", config, try fixture("Lint/misplaced/pass.storyboard").path])
        XCTAssertEqual(status, 0)
        let problems = found.filter { $0.rule == "configuration" }
        XCTAssertEqual(problems.map(\.line), [1, 2, 3], "\(problems)")
        XCTAssertTrue(problems.allSatisfy { $0.severity == "warning" && $0.file == config })
        XCTAssertTrue(problems[0].message.contains("no_such_rule"))
        XCTAssertEqual(problems[0].column, 29)
        XCTAssertTrue(problems[2].message.contains("'device'"))
    }

    func testMalformedConfigurationExitsWithTwoAndALocatedError() throws {
        let config = try write("disabled_rules: [misplaced\nexcluded: {\n", to: "lint.yml")
        let result = StoryboardCommand.run([
            "lint", "--config", config, try fixture("Lint/misplaced/pass.storyboard").path,
        ])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        let pattern = try NSRegularExpression(
            pattern:
                #"^\#(NSRegularExpression.escapedPattern(for: config)):\d+:\d+: error: the configuration is not valid YAML: .+ \[configuration\]$"#,
            options: .anchorsMatchLines)
        XCTAssertNotNil(
            pattern.firstMatch(
                in: result.standardError, range: NSRange(result.standardError.startIndex..., in: result.standardError)),
            result.standardError)
        let missing = StoryboardCommand.run([
            "lint", "--config", scratch.appendingPathComponent("none.yml").path, try fixture("Minimal.storyboard").path,
        ])
        XCTAssertEqual(missing.status, 2)
    }

    func testConfigurationInTheCurrentFolderIsRead() throws {
        _ = try write("disabled_rules: [misplaced]\n", to: ".storyboard-lint.yml")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(scratch.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = StoryboardCommand.run(["lint", try fixture("Lint/misplaced/fail.storyboard").path])
        XCTAssertEqual(result.standardOutput, "")
    }

    // Reporters.

    /// Findings with characters every format must escape.
    private func awkwardFindings(_ reporter: String) throws -> StoryboardCommand.Result {
        let text = try String(contentsOf: try fixture("Lint/dangling_destination/fail.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "destination=\"nowhere\"", with: "destination=\"a&lt;b&quot;c,d:e%f&#10;g\"")
        let path = try write(text, to: "odd, name: 100%.storyboard")
        // Beside it, so the two sort by name alone wherever the checkout and the temporary folder are.
        let misplaced = try write(
            String(contentsOf: try fixture("Lint/misplaced/fail.storyboard"), encoding: .utf8), to: "plain.storyboard")
        return StoryboardCommand.run(["lint", "--config", "/dev/null", "--reporter", reporter, path, misplaced])
    }

    func testTextReporterWritesCompilerStyleLines() throws {
        let result = try awkwardFindings("text")
        XCTAssertEqual(result.status, 1)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 2, result.standardOutput)
        let pattern = try NSRegularExpression(pattern: #"^(.+):(\d+):(\d+): (error|warning|note): (.+) \[([a-z_]+)\]$"#)
        for line in lines {
            let text = String(line)
            XCTAssertNotNil(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), text)
        }
        XCTAssertTrue(
            lines[0].contains(".storyboard:17:25: error: the show segue leads to 'a<b\"c,d:e%f\\ng'"), String(lines[0]))
        XCTAssertTrue(lines[1].hasSuffix("[misplaced]"))
    }

    func testJSONReporterParses() throws {
        let result = try awkwardFindings("json")
        let objects = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.count, 2)
        XCTAssertEqual(objects[0]["rule"] as? String, "dangling_destination")
        XCTAssertEqual(objects[0]["severity"] as? String, "error")
        XCTAssertEqual(objects[0]["line"] as? Int, 17)
        XCTAssertEqual(objects[0]["column"] as? Int, 25)
        XCTAssertTrue((objects[0]["message"] as? String)?.contains("a<b\"c,d:e%f\ng") == true)
        XCTAssertTrue((objects[0]["file"] as? String)?.hasSuffix("odd, name: 100%.storyboard") == true)
        // No findings: an empty array, still JSON.
        let clean = StoryboardCommand.run([
            "lint", "--config", "/dev/null", "--reporter", "json", try fixture("Lint/misplaced/pass.storyboard").path,
        ])
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(clean.standardOutput.utf8)) as? [Any] as? [Int], [])
    }

    func testCheckstyleReporterIsWellFormedXML() throws {
        let result = try awkwardFindings("checkstyle")
        let document = try xml(result.standardOutput)
        XCTAssertEqual(document.rootElement()?.name, "checkstyle")
        let files = try document.nodes(forXPath: "/checkstyle/file")
        XCTAssertEqual(files.count, 2)
        let errors = try document.nodes(forXPath: "/checkstyle/file/error").compactMap { $0 as? XMLElement }
        XCTAssertEqual(errors.count, 2)
        XCTAssertEqual(errors[0].attribute(forName: "line")?.stringValue, "17")
        XCTAssertEqual(errors[0].attribute(forName: "severity")?.stringValue, "error")
        XCTAssertEqual(errors[0].attribute(forName: "source")?.stringValue, "storyboard-lint.dangling_destination")
        XCTAssertTrue(errors[0].attribute(forName: "message")?.stringValue?.contains("a<b\"c,d:e%f\ng") == true)
        XCTAssertTrue(
            (files[0] as? XMLElement)?.attribute(forName: "name")?.stringValue?.hasSuffix("odd, name: 100%.storyboard")
                == true)
    }

    func testGitHubReporterEscapesDataAndProperties() throws {
        let result = try awkwardFindings("github")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        let pattern = try NSRegularExpression(
            pattern: #"^::(error|warning|notice) file=([^,:]+),line=(\d+),col=(\d+),title=([a-z_]+)::([^\r\n]+)$"#)
        for line in lines {
            XCTAssertNotNil(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
        XCTAssertTrue(lines[0].hasPrefix("::error file="), lines[0])
        XCTAssertTrue(
            lines[0].contains("odd%2C name%3A 100%25.storyboard,line=17,col=25,title=dangling_destination::"), lines[0])
        XCTAssertTrue(lines[0].contains("a<b\"c,d:e%25f%0Ag"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("::warning file="), lines[1])
    }

    // The sample.

    /// Every rule over every sample file: the same report twice, warnings only, one entry per
    /// file; what it finds is what the files were written with (the macOS storyboard, devices
    /// other than the default, classes not named after their storyboard, margins, a push that
    /// keeps the tab bar).
    func testSampleWithEveryRuleIsDeterministicAndCoversEveryFile() throws {
        let counts = try lintEveryFileWithEveryRule(in: SampleCorpus.storyboards)
        XCTAssertEqual(
            counts,
            [
                "storyboard-lint.non_ios_document": 1, "storyboard-lint.view_as_device": 5,
                "storyboard-lint.has_single_view_controller": 2,
                "storyboard-lint.custom_class_name": 7, "storyboard-lint.storyboard_viewcontroller_id": 1,
                "storyboard-lint.hides_bottom_bar": 1,
                "storyboard-lint.relative_to_margin": 2, "storyboard-lint.custom_module": 1,
            ])
    }

    /// The default rules find nothing in the sample but its macOS storyboard; its reference
    /// resolves within its bundle.
    func testSampleWithDefaultRules() throws {
        let (status, found) = try lintJSON(["--config", "/dev/null", "--flattened", SampleCorpus.storyboards.path])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(found.map(\.rule), ["non_ios_document"])
        XCTAssertTrue(
            found.allSatisfy { $0.file.hasSuffix("sample__Mail/Mac__Base.lproj__Main.storyboard") }, "\(found)")
    }
}

/// `storyboard lint` over the shared corpus.
final class LintCommandCorpusTests: XCTestCase {
    func testCorpusWithEveryRuleIsDeterministicAndCoversEveryFile() throws {
        let counts = try lintEveryFileWithEveryRule(in: SharedCorpus.storyboards)
        // The two documents for other platforms are reported and skipped.
        XCTAssertEqual(counts["storyboard-lint.non_ios_document"], 2)
        XCTAssertEqual(counts["storyboard-lint.parse_error"], nil)
        // R.swift's intentionally unresolvable other-bundle reference.
        XCTAssertEqual(counts["storyboard-lint.other_bundle_reference"], 1)
        XCTAssertEqual(counts["storyboard-lint.unresolved_reference"], nil)
        // Real duplicates the corpus holds (UICatalog, eidolon, IBAnimatable, …) and marks IB left.
        XCTAssertEqual(counts["storyboard-lint.duplicate_constraint"], 12)
        XCTAssertEqual(counts["storyboard-lint.misplaced"], 9)
        XCTAssertEqual(counts["storyboard-lint.ambiguous"], 27)
        XCTAssertGreaterThan(counts["storyboard-lint.relative_to_margin"] ?? 0, 50)
    }

    func testCorpusWithDefaultRules() throws {
        let (status, found) = try lintJSON(["--config", "/dev/null", "--flattened", SharedCorpus.storyboards.path])
        XCTAssertEqual(status, 0)
        var counts: [String: Int] = [:]
        for finding in found { counts[finding.rule, default: 0] += 1 }
        XCTAssertEqual(
            Set(counts.keys),
            [
                "ambiguous", "duplicate_constraint", "enable_autolayout", "misplaced", "non_ios_document",
                "other_bundle_reference", "unreachable_scene",
            ])
        // SWRevealViewController's second example predates Auto Layout.
        XCTAssertEqual(
            found.filter { $0.rule == "enable_autolayout" }.map { URL(fileURLWithPath: $0.file).lastPathComponent },
            [
                "RevealControllerStoryboardExample2__RevealControllerStoryboardExample2__en.lproj__MainStoryboard.storyboard"
            ])
        // IBDecodable's fixture of every controller kind: eight scenes nothing reaches.
        XCTAssertEqual(
            found.filter { $0.rule == "unreachable_scene" && $0.file.hasSuffix("StoryboardControllers.storyboard") }
                .count, 8)
    }

    func testCorpusSetWithTheirSourcesOfTruth() throws {
        // IQKeyboardManager's 26 references all resolve within their bundle.
        let folder = try SharedCorpus.storyboards.appendingPathComponent("hackiftekhar__IQKeyboardManager")
        let (_, found) = try lintJSON(["--config", "/dev/null", "--flattened", "--enable-all", folder.path])
        XCTAssertFalse(
            found.contains { $0.rule == "unresolved_reference" || $0.severity == "error" },
            "\(found.filter { $0.severity == "error" })")
    }
}

/// `lint --enable-all` over every file below `folder`, twice: the reports are the same, with
/// warnings only (status 0) and an entry for every file. Returns the findings by rule.
private func lintEveryFileWithEveryRule(
    in folder: URL, file: StaticString = #filePath, line: UInt = #line
) throws -> [String: Int] {
    let arguments = [
        "lint", "--config", "/dev/null", "--enable-all", "--flattened", "--reporter", "checkstyle", folder.path,
    ]
    let first = StoryboardCommand.run(arguments)
    let second = StoryboardCommand.run(arguments)
    XCTAssertEqual(first.standardOutput, second.standardOutput, file: file, line: line)
    // No document has a defect that stops it loading in UIKit: warnings only.
    XCTAssertEqual(first.status, 0, first.standardOutput, file: file, line: line)
    let document = try xml(first.standardOutput, file: file, line: line)
    XCTAssertEqual(
        try document.nodes(forXPath: "/checkstyle/file").count, interfaceFiles(below: folder).count, file: file,
        line: line)
    let errors = try document.nodes(forXPath: "//error").compactMap { $0 as? XMLElement }
    var counts: [String: Int] = [:]
    for error in errors { counts[error.attribute(forName: "source")?.stringValue ?? "", default: 0] += 1 }
    return counts
}

/// The text as an XML document; FoundationXML traps on text that is not XML, so it is
/// checked with a parser first.
private func xml(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLDocument {
    let data = Data(text.utf8)
    guard !text.isEmpty, XMLParser(data: data).parse() else {
        XCTFail("not well-formed XML:\n\(text)", file: file, line: line)
        throw CocoaError(.coderReadCorrupt)
    }
    return try XMLDocument(data: data)
}
