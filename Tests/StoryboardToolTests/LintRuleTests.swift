import Foundation
import StoryboardTool
import XCTest

/// Every rule against its hand-made fixtures: `Fixtures/Lint/<rule>/fail.storyboard` gives
/// exactly the expected findings of that rule, at the expected lines, and `pass.storyboard`
/// none. Every rule runs (`--enable-all`), with the fixture Swift sources and the rule's
/// `config.yml` when it has one.
final class LintRuleTests: XCTestCase {
    /// The rule's findings in one of its fixtures.
    private func findings(_ rule: String, _ name: String) throws -> [Finding] {
        let folder = try fixture("Lint/\(rule)")
        var arguments = ["--enable-all", "--sources", try fixture("Lint/Sources").path]
        let config = folder.appendingPathComponent("config.yml")
        arguments += ["--config", FileManager.default.fileExists(atPath: config.path) ? config.path : "/dev/null"]
        let path = folder.appendingPathComponent("\(name).storyboard").path
        let (_, found) = try lintJSON(arguments + [path])
        XCTAssertTrue(found.allSatisfy { $0.file == path }, "\(found)")
        return found.filter { $0.rule == rule }
    }

    /// The failing fixture's findings are at `lines`, with `severity` and messages containing
    /// `mentions`; the passing fixture has none of the rule's.
    private func check(
        _ rule: String, lines: [Int], severity: String = "warning", mentions: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let failing = try findings(rule, "fail")
        XCTAssertEqual(failing.map(\.line), lines, "\(failing)", file: file, line: line)
        XCTAssertTrue(failing.allSatisfy { $0.severity == severity }, "\(failing)", file: file, line: line)
        for text in mentions {
            XCTAssertTrue(
                failing.contains { $0.message.contains(text) }, "no message mentions '\(text)': \(failing)", file: file,
                line: line)
        }
        let passing = try findings(rule, "pass")
        XCTAssertEqual(passing, [], file: file, line: line)
    }

    // IBLinter's rules.

    func testCustomClassName() throws { try check("custom_class_name", lines: [10], mentions: ["failViewController"]) }
    func testRelativeToMargin() throws { try check("relative_to_margin", lines: [21], mentions: ["leadingMargin"]) }
    func testMisplaced() throws { try check("misplaced", lines: [15], mentions: ["label1"]) }
    func testEnableAutolayout() throws { try check("enable_autolayout", lines: [2]) }
    func testDuplicateConstraintIncludingOneWrittenTheOtherWayRound() throws {
        try check("duplicate_constraint", lines: [22, 23], mentions: ["line 21"])
    }
    func testDuplicateID() throws {
        try check("duplicate_id", lines: [15], severity: "error", mentions: ["'vc1'", "line 10"])
    }
    func testStoryboardViewControllerID() throws {
        try check("storyboard_viewcontroller_id", lines: [10], mentions: ["'Login'"])
    }
    func testStackViewBackgroundColor() throws { try check("stackview_backgroundcolor", lines: [17]) }
    func testImageResourcesSkipsSystemSymbols() throws {
        try check("image_resources", lines: [20], mentions: ["'Missing'"])
    }
    func testCustomModule() throws { try check("custom_module", lines: [15], mentions: ["TitleLabel"]) }
    func testUseBaseClassFromConfiguration() throws {
        try check("use_base_class", lines: [15], mentions: ["TitleLabel, BodyLabel"])
    }
    func testAmbiguous() throws { try check("ambiguous", lines: [15]) }
    func testUseTraitCollections() throws { try check("use_trait_collections", lines: [2]) }
    func testViewAsDevice() throws { try check("view_as_device", lines: [3], mentions: ["retina4_7"]) }
    func testReuseIdentifier() throws { try check("reuse_identifier", lines: [15], mentions: ["'item'", "ItemCell"]) }
    func testColorResources() throws { try check("color_resources", lines: [17], mentions: ["BrandRed"]) }
    func testHidesBottomBar() throws { try check("hides_bottom_bar", lines: [49], mentions: ["DetailViewController"]) }
    func testHasInitialViewController() throws { try check("has_initial_view_controller", lines: [2]) }
    func testHasSingleViewController() throws {
        try check("has_single_view_controller", lines: [25], mentions: ["2 view controller scenes"])
    }

    // Documents that do not load.

    func testParseError() throws { try check("parse_error", lines: [5], severity: "error") }
    func testNonIOSDocument() throws { try check("non_ios_document", lines: [2], mentions: ["macOS"]) }

    // Ours.

    func testDanglingDestination() throws {
        try check("dangling_destination", lines: [17], severity: "error", mentions: ["'nowhere'"])
    }
    func testDanglingOutlet() throws {
        try check("dangling_outlet", lines: [23], severity: "error", mentions: ["'gone'"])
    }
    func testDanglingConstraintItem() throws {
        try check("dangling_constraint_item", lines: [21], severity: "error", mentions: ["'gone'"])
    }
    func testUnresolvedReference() throws {
        try check("unresolved_reference", lines: [27], severity: "error", mentions: ["'Missing'"])
    }
    func testOtherBundleReference() throws {
        try check("other_bundle_reference", lines: [27], mentions: ["com.example.settings"])
    }
    func testEmbedIntoAnExitFromAButtonAndInACycle() throws {
        try check(
            "embed_destination", lines: [18, 40, 84], severity: "error",
            mentions: ["<exit> 'vc1-exit'", "hangs off a button", "never end"])
    }
    func testUnreachableSceneAndReference() throws {
        try check("unreachable_scene", lines: [24, 38], mentions: ["SecondViewController", "reference to 'Other'"])
    }
    func testDuplicateSegueIdentifierInOneScene() throws {
        try check("duplicate_segue_identifier", lines: [18], mentions: ["'details'", "line 17"])
    }
    func testUndeclaredRelationshipOfUIKitAndCustomContainers() throws {
        try check(
            "undeclared_relationship", lines: [12, 40], severity: "error",
            mentions: ["navigationController has no relationship 'viewControllers'", "TabsContainer", "not 'pages'"])
    }
    func testUnwindAction() throws { try check("unwind_action", lines: [35], mentions: ["unwindToNowhere:"]) }
    func testMissingOutlet() throws {
        try check(
            "missing_outlet", lines: [23], severity: "error",
            mentions: ["'subtitleLabel'", "FirstViewController.swift:5"])
    }
    func testMissingActionOnTheTargetAndTheFirstResponder() throws {
        try check("missing_action", lines: [18, 19], severity: "error", mentions: ["'save:'", "'refreshEverything'"])
    }

    /// Every rule has fixtures, and every fixture folder names a rule.
    func testEveryRuleHasAFailingAndAPassingFixture() throws {
        let rules = try XCTUnwrap(
            StoryboardCommand.run(["lint", "--list-rules"]).standardOutput
                .split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != " " }) })
        XCTAssertEqual(rules.count, 33)
        let folder = try fixture("Lint")
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "Sources" }
        XCTAssertEqual(Set(folders), Set(rules))
        for rule in rules {
            for name in ["fail", "pass"] {
                XCTAssertTrue(
                    FileManager.default.fileExists(
                        atPath: folder.appendingPathComponent("\(rule)/\(name).storyboard").path), "\(rule)/\(name)")
            }
        }
    }

    /// Without `--sources`, the rules that read them say nothing.
    func testSourceRulesNeedSources() throws {
        for rule in ["missing_outlet", "missing_action", "unwind_action"] {
            let (_, found) = try lintJSON(["--config", "/dev/null", try fixture("Lint/\(rule)/fail.storyboard").path])
            XCTAssertFalse(found.contains { $0.rule == rule }, rule)
        }
    }
}
