import Foundation
import OpenUIKitContracts
import TestSupport
import XCTest

/// The fixture app brought over as a user brings an app: `openuikit run --tour` ports, builds and
/// tours it; `openuikit test` runs its own unit tests in the app as their host, through a crash,
/// in shards, with JUnit XML out. The apps build into the cache `make test-corpus` shares, so
/// OpenUIKit is compiled for them once.
final class PortedAppTests: XCTestCase {
    private func scratch(_ name: String = #function) throws -> URL {
        try OpenUIKitTool.scratch("port-tests", name)
    }

    func testTheGraphFixturePortsBuildsAndTours() throws {
        let folder = try scratch()
        let log = folder.appendingPathComponent("run.log")
        let status = try OpenUIKitTool.run(
            ["run", PortFixtures.graphProject.path, "--tour", "--output", folder.path, "--seconds", "30"], log: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        XCTAssertEqual(status, 0, text.suffix(3000).description)
        let report = try TourReport.read(from: folder.appendingPathComponent("tour.json"))
        XCTAssertEqual(report.crashed, false)
        XCTAssertTrue(report.finished, report.stoppedBecause ?? "")
        XCTAssertEqual(report.errorDiagnostics.map(\.reason), [])
        // The root scene (the image named by its file name, the local package's text), the
        // framework's controller the storyboard names by its module, and the controller it
        // presents full screen in code (its presenter's view leaves the window).
        XCTAssertEqual(report.scenesReached, 3)
        XCTAssertEqual(report.screens.map(\.title), ["Graph", "Log in", "Play"])
    }

    func testItsOwnTestsRunThroughACrashInShardsWithJUnit() throws {
        let folder = try scratch()
        // The fixture with a failing and a crashing test added to its test class.
        let project = folder.appendingPathComponent("Graph")
        try FileManager.default.copyItem(at: PortFixtures.graphProject.deletingLastPathComponent(), to: project)
        let tests = project.appendingPathComponent("GraphTests/GraphTests.swift")
        let source = try String(contentsOf: tests, encoding: .utf8).replacingOccurrences(
            of: "class GraphTests: XCTestCase {\n",
            with: """
                class GraphTests: XCTestCase {
                    func testAFailureIsReported() {
                        XCTAssertEqual(1 + 1, 3, "arithmetic")
                    }

                    func testACrashEndsOnlyItsOwnTest() {
                        let values: [Int] = []
                        _ = values[1]
                    }


                """)
        try Data(source.utf8).write(to: tests)
        let xcodeproj = project.appendingPathComponent("Graph.xcodeproj").path

        let junit = folder.appendingPathComponent("all.xml")
        let log = folder.appendingPathComponent("test.log")
        let status = try OpenUIKitTool.run(
            ["test", xcodeproj, "--output", folder.appendingPathComponent("all").path, "--junit", junit.path], log: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        XCTAssertEqual(status, 1, "a failed test fails the run: \(text.suffix(3000))")
        XCTAssertTrue(text.contains("GraphTests: 7 ran, 5 passed, 2 failed, 0 skipped"), text.suffix(3000).description)
        XCTAssertTrue(text.contains("FAILED GraphTests.GraphTests/testACrashEndsOnlyItsOwnTest"), text)
        XCTAssertTrue(text.contains("crashed (signal"), text)
        XCTAssertTrue(text.contains("XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - arithmetic"), text)
        XCTAssertEqual(try junitCounts(junit), "7 2 7 2")

        // A third of the sorted list: the 1st, 4th and 7th test.
        let shard = folder.appendingPathComponent("shard.xml")
        _ = try OpenUIKitTool.run(
            [
                "test", xcodeproj, "--output", folder.appendingPathComponent("shard").path, "--shard", "1/3",
                "--parallel", "--junit", shard.path,
            ], log: folder.appendingPathComponent("shard.log"))
        XCTAssertEqual(try junitCounts(shard), "3 1 3 1")
        XCTAssertEqual(
            try junitNames(shard),
            ["testACrashEndsOnlyItsOwnTest", "testBundleMainIsTheAppBundle", "testTheLocalPackageIsLinked"])
    }

    /// `tests failures testcases failed-testcases` as Python's `xml.etree` reads the file.
    private func junitCounts(_ file: URL) throws -> String {
        try python(
            "r = E.parse(sys.argv[1]).getroot(); c = list(r.iter('testcase')); "
                + "print(r.get('tests'), r.get('failures'), len(c), sum(1 for t in c if t.find('failure') is not None))",
            file)
    }

    private func junitNames(_ file: URL) throws -> [String] {
        try python("print(' '.join(t.get('name') for t in E.parse(sys.argv[1]).getroot().iter('testcase')))", file)
            .split(separator: " ").map(String.init)
    }

    private func python(_ script: String, _ file: URL) throws -> String {
        let result = try ProcessOutput.run(
            "python3", ["-c", "import sys, xml.etree.ElementTree as E; " + script, file.path])
        XCTAssertEqual(result.status, 0, result.output)
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `openuikit census` on the fixture, with a name no SDK has added to it: everything the app
    /// names is declared but that one, which the report lists with its app.
    func testTheCensusAsksTheCompilerWhichNamesAreHere() throws {
        let folder = try scratch()
        let project = folder.appendingPathComponent("Graph")
        try FileManager.default.copyItem(at: PortFixtures.graphProject.deletingLastPathComponent(), to: project)
        let root = project.appendingPathComponent("Graph/RootViewController.swift")
        let source = try String(contentsOf: root, encoding: .utf8).replacingOccurrences(
            of: "        super.viewDidLoad()\n",
            with: "        super.viewDidLoad()\n        _ = UIQuantumFlux.self\n        _ = UIColor.quantumTint\n")
        try Data(source.utf8).write(to: root)
        let report = folder.appendingPathComponent("census.md")
        let json = folder.appendingPathComponent("census.json")
        let log = folder.appendingPathComponent("census.log")
        let status = try OpenUIKitTool.run(
            ["census", project.path, "--output", report.path, "--json", json.path], log: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        XCTAssertEqual(status, 0, text)
        let markdown = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(markdown.contains("| `UIQuantumFlux` | 1 | 1 | Graph |"), markdown)
        XCTAssertTrue(markdown.contains("| `UIColor.quantumTint` | 1 | 1 | Graph |"), markdown)
        struct Entry: Decodable {
            var name: String
            var declared: Bool
        }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: json))
        XCTAssertEqual(entries.filter { !$0.declared }.map(\.name), ["UIColor.quantumTint", "UIQuantumFlux"])
        for name in [
            "UIViewController", "UIImage", "UIStoryboardSegue", "NSLocalizedString", "UILabel", "UIApplication",
        ] {
            XCTAssertEqual(entries.first { $0.name == name }?.declared, true, name)
        }
    }
}
